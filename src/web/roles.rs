//! Who may use each route: every route is registered through [`Routes`], which takes the role
//! it needs ([`Need`]) next to its method, path and handler, and puts the gate (`gate`) in
//! front of it. The gate answers 401 (signed out) or 403 (an assistant on the chief's route)
//! before the body is read or the handler runs, and hands the signed-in account to the
//! handler; [`super::auth::User::of`] refuses a request that passed no gate, so a route
//! registered some other way is refused to everyone.
//!
//! [`table`](super::routes::table) lists every route with its role (the same declarations, recorded instead of
//! registered): the route-walking test sends each one as anonymous, assistant and chief.

use actix_web::body::BoxBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Method;
use actix_web::middleware::{Next, from_fn};
use actix_web::{
    FromRequest, Handler, HttpMessage, Resource, Responder, ResponseError, Route, guard, web,
};

use super::AppState;
use super::api::write::WriteError;
use super::auth::{Granted, User};
use super::error::AdminError;
use super::{auth, caching, conflict};
use crate::store::accounts::Role;

/// The role a route needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Need {
    /// Anyone, signed in or not: public pages, downloads, the sign-in forms.
    Public,
    /// A signed-in account, assistant or chief: reading the controller's pages and entering
    /// results (the grid, a board's forfeit, game records, a knock-out tie's game).
    Assistant,
    /// The chief controller only: everything else.
    Chief,
    /// A player through the secret token of their personal link (`/me/{token}`,
    /// `/api/v1/me/{token}`): no account; the handler finds the link or answers 404. Never
    /// cached, limited per address (`web::me::private`).
    Player,
}

impl Need {
    pub fn as_str(self) -> &'static str {
        match self {
            Need::Public => "public",
            Need::Assistant => "assistant",
            Need::Chief => "chief",
            Need::Player => "player",
        }
    }

    /// Whether an account with `role` (or none) may use a route needing `self`.
    pub fn allows(self, role: Option<Role>) -> bool {
        matches!(
            (self, role),
            (Need::Public | Need::Player, _)
                | (Need::Assistant, Some(_))
                | (Need::Chief, Some(Role::Chief))
        )
    }
}

/// The methods a route answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verb {
    /// `GET` and `HEAD` (a page: link checkers, monitors and caches ask for the headers only).
    Read,
    /// `GET` only (the JSON reads).
    Get,
    Post,
    Put,
}

impl Verb {
    pub fn as_str(self) -> &'static str {
        match self {
            Verb::Read | Verb::Get => "GET",
            Verb::Post => "POST",
            Verb::Put => "PUT",
        }
    }

    fn route(self) -> actix_web::Route {
        match self {
            Verb::Read => web::route().guard(guard::Any(guard::Get()).or(guard::Head())),
            Verb::Get => web::route().guard(guard::Get()),
            Verb::Post => web::route().guard(guard::Post()),
            Verb::Put => web::route().guard(guard::Put()),
        }
    }

    fn method(self) -> Method {
        match self {
            Verb::Read | Verb::Get => Method::GET,
            Verb::Post => Method::POST,
            Verb::Put => Method::PUT,
        }
    }
}

/// One route as declared: method, path pattern and role.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Declared {
    pub verb: Verb,
    pub path: String,
    pub need: Need,
}

/// One method of [`Routes`] a role: `name => need` declares `name(verb, path, handler)`, a
/// route needing `need`.
macro_rules! by_role {
    ($($name:ident => $need:expr;)*) => {
        $(
            pub fn $name<F, Args>(&mut self, verb: Verb, path: &str, handler: F) -> &mut Self
            where
                F: Handler<Args>,
                Args: FromRequest + 'static,
                F::Output: Responder + 'static,
            {
                self.add($need, verb, path, handler)
            }
        )*
    };
}

/// Registers routes, each with its role, on an app (or, in the tests, only lists them).
pub struct Routes<'a> {
    cfg: Option<&'a mut web::ServiceConfig>,
    table: Vec<Declared>,
    /// What the paths declared start with (see [`Routes::under`]).
    prefix: String,
}

/// Extra configuration of one route's resource (its form or path limits).
pub type Extra = fn(Resource) -> Resource;

impl<'a> Routes<'a> {
    pub fn register(cfg: &'a mut web::ServiceConfig) -> Self {
        Routes {
            cfg: Some(cfg),
            table: Vec::new(),
            prefix: String::new(),
        }
    }

    /// A route needing `need`, answering `verb` at `path` with `handler`.
    pub fn add<F, Args>(&mut self, need: Need, verb: Verb, path: &str, handler: F) -> &mut Self
    where
        F: Handler<Args>,
        Args: FromRequest + 'static,
        F::Output: Responder + 'static,
    {
        self.add_with(need, verb, path, handler, |r| r)
    }

    /// The routes `declare` adds, each path after `prefix` (`""` the prefix itself), in the
    /// order declared: `r.under("/admin/t/{id}/book", |r| { r.chief(Post, "/appeals", ..); })`.
    pub fn under(&mut self, prefix: &str, declare: impl FnOnce(&mut Self)) -> &mut Self {
        let outer = self.prefix.clone();
        self.prefix.push_str(prefix);
        declare(self);
        self.prefix = outer;
        self
    }

    /// As [`Routes::add`], with `extra` applied to the route's resource.
    pub fn add_with<F, Args>(
        &mut self,
        need: Need,
        verb: Verb,
        path: &str,
        handler: F,
        extra: Extra,
    ) -> &mut Self
    where
        F: Handler<Args>,
        Args: FromRequest + 'static,
        F::Output: Responder + 'static,
    {
        let path = format!("{}{path}", self.prefix);
        if let Some(cfg) = self.cfg.as_deref_mut() {
            serve(cfg, need, verb, &path, verb.route().to(handler), extra);
        }
        self.table.push(Declared { verb, path, need });
        self
    }

    by_role! {
        public => Need::Public;
        assistant => Need::Assistant;
        chief => Need::Chief;
        player => Need::Player;
    }
}

/// Registers one route once its handler is a [`Route`]: one function for every handler, so the
/// resource and the middleware around it are compiled once, not once per handler.
fn serve(
    cfg: &mut web::ServiceConfig,
    need: Need,
    verb: Verb,
    path: &str,
    route: Route,
    extra: Extra,
) {
    let resource = extra(web::resource(path))
        .guard(guard::fn_guard(move |ctx| {
            let m = ctx.head().method.clone();
            m == verb.method() || (verb == Verb::Read && m == Method::HEAD)
        }))
        .route(route);
    // What the address's part of the site needs around each of its answers: only what
    // anyone may read is cached (a controller's read, such as the book's JSON, never is).
    let cached = need == Need::Public
        && (path == "/"
            || path.starts_with("/t/")
            || path.starts_with("/static/")
            || path.starts_with("/api/v1/tournaments"));
    let admin = path == "/admin" || path.starts_with("/admin/");
    let gated = resource.wrap(from_fn(move |req, next| gate(need, req, next)));
    if need == Need::Player {
        // One player's own answers: kept out of every cache, limited per address.
        cfg.service(gated.wrap(from_fn(super::me::private)));
    } else if admin {
        cfg.service(gated.wrap(from_fn(conflict::offer_choice)));
    } else if cached {
        cfg.service(gated.wrap(from_fn(caching::public)));
    } else {
        cfg.service(gated);
    }
}

impl Routes<'static> {
    /// A list of the routes without an app to register them on (`routes::table`).
    pub fn listing() -> Self {
        Routes {
            cfg: None,
            table: Vec::new(),
            prefix: String::new(),
        }
    }

    /// The routes listed, in the order registered.
    pub fn into_table(self) -> Vec<Declared> {
        self.table
    }
}

/// The gate in front of a route needing `need`: 401 signed out, 403 an assistant on the
/// chief's route; otherwise the account goes to the handler with the request.
async fn gate(
    need: Need,
    req: ServiceRequest,
    next: Next<BoxBody>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let api = req.path().starts_with("/api/");
    let user = if matches!(need, Need::Public | Need::Player) {
        None
    } else {
        let Some(state) = req.app_data::<web::Data<AppState>>().cloned() else {
            return Ok(req.into_response(AdminError::NotSignedIn.error_response()));
        };
        match User::lookup(req.request(), &state).await {
            Ok(user) => user,
            Err(e) if api => {
                let e = WriteError::Session(super::error::chain(&e));
                return Ok(req.into_response(e.error_response()));
            }
            Err(e) => return Ok(req.into_response(e.error_response())),
        }
    };
    if !need.allows(user.as_ref().map(|u| u.0.role)) {
        let answer = match (&user, api) {
            (None, true) => WriteError::NotSignedIn.error_response(),
            (None, false) => AdminError::NotSignedIn.error_response(),
            (Some(_), true) => WriteError::Forbidden.error_response(),
            (Some(_), false) => AdminError::Forbidden(auth::CHIEF_ONLY).error_response(),
        };
        return Ok(req.into_response(answer));
    }
    req.extensions_mut().insert(Granted(user));
    next.call(req).await
}

/// Whether an account with `role` (or none) may read the page of route pattern `path`
/// (`/admin/t/{id}/settings`) as the route table declares it: the menus show a reader only
/// the links it may follow. A pattern the table does not have is no one's.
pub fn may_read(role: Option<Role>, path: &str) -> bool {
    TABLE.get().is_some_and(|table| {
        table
            .iter()
            .find(|d| matches!(d.verb, Verb::Read | Verb::Get) && d.path == path)
            .is_some_and(|d| d.need.allows(role))
    })
}

/// The route table [`may_read`] reads, recorded once by `routes::configure` before the first
/// request (so that this module, which the pages use, needs none of the pages' modules).
static TABLE: std::sync::OnceLock<Vec<Declared>> = std::sync::OnceLock::new();

/// Records the route table for [`may_read`] (the first call wins; later ones are the same).
pub fn record_table(table: impl FnOnce() -> Vec<Declared>) {
    TABLE.get_or_init(table);
}

/// The tabs of a tournament's controller pages: each route pattern with its label's message.
pub const ADMIN_TABS: [(&str, &str); 13] = [
    ("/admin/t/{id}", "admin-tab-entries-rounds"),
    ("/admin/t/{id}/settings", "admin-tab-settings"),
    ("/admin/t/{id}/import", "admin-tab-import"),
    ("/admin/t/{id}/entries/fmjd-list", "admin-tab-fmjd-list"),
    ("/admin/t/{id}/missing", "admin-tab-missing"),
    ("/admin/t/{id}/prizes", "tab-prizes"),
    ("/admin/t/{id}/book", "tab-book"),
    ("/admin/t/{id}/players", "nav-players"),
    ("/admin/t/{id}/final", "admin-tab-final"),
    ("/admin/t/{id}/teams", "admin-tab-teams"),
    ("/admin/t/{id}/audit", "admin-tab-audit"),
    ("/t/{id}/standings", "tab-standings"),
    ("/t/{id}", "admin-tab-public"),
];

/// The tabs of tournament `id`'s controller pages that an account with `role` may follow:
/// each address with its label's message.
pub fn admin_tabs(role: Role, id: i64) -> Vec<(String, &'static str)> {
    ADMIN_TABS
        .iter()
        .filter(|(path, _)| may_read(Some(role), path))
        .map(|(path, label)| (path.replace("{id}", &id.to_string()), *label))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::web::routes::table;

    #[test]
    fn every_controller_route_needs_a_signed_in_account() {
        let table = table();
        assert!(table.len() > 50, "{} routes", table.len());
        for d in &table {
            if d.path.starts_with("/admin") {
                assert_ne!(d.need, Need::Public, "{} {}", d.verb.as_str(), d.path);
            }
            if d.verb != Verb::Read && d.verb != Verb::Get && d.path.starts_with("/t/") {
                panic!("a public write: {} {}", d.verb.as_str(), d.path);
            }
        }
    }

    #[test]
    fn an_assistant_writes_only_results() {
        // Result entry: the grid, a board's forfeit, a game record, a knock-out tie's game and
        // its record, the JSON result writes; and signing out.
        let allowed = [
            "/admin/t/{id}/rounds/{n}/results",
            "/admin/t/{id}/rounds/{n}/boards/{b}/forfeit",
            "/admin/t/{id}/rounds/{n}/boards/{b}/games/{g}",
            "/admin/t/{id}/knockout/{tie}",
            "/admin/t/{id}/knockout/{tie}/games/{g}",
            "/api/v1/tournaments/{id}/rounds/{n}/boards/{b}/games/{g}/result",
            "/api/v1/tournaments/{id}/rounds/{n}/boards/{b}/result",
            // Players online: confirming or rejecting the players' reports is result entry;
            // checking a player in (the list, the venue's kiosk) is done at the desk.
            "/admin/t/{id}/rounds/{n}/reports/confirm",
            "/admin/t/{id}/rounds/{n}/boards/{b}/reports/reject",
            "/admin/t/{id}/players/check-in",
            "/admin/t/{id}/kiosk",
            "/logout",
        ];
        for d in table() {
            let write = !matches!(d.verb, Verb::Read | Verb::Get);
            if write && d.need == Need::Assistant {
                assert!(
                    allowed.contains(&d.path.as_str()),
                    "an assistant may send {} {}",
                    d.verb.as_str(),
                    d.path
                );
            }
        }
    }

    #[test]
    fn a_players_routes_are_their_own_and_never_public() {
        let table = table();
        let player: Vec<_> = table.iter().filter(|d| d.need == Need::Player).collect();
        assert!(player.len() >= 8, "{} player routes", player.len());
        for d in &table {
            let personal = d.path.starts_with("/me/")
                || d.path.starts_with("/api/v1/me/")
                || d.path == "/p"
                || d.path.starts_with("/p/");
            // Every personal address is a token route, and no token route is anything else:
            // the caching of public routes never sees one.
            assert_eq!(
                personal,
                d.need == Need::Player,
                "{} {}",
                d.verb.as_str(),
                d.path
            );
            if d.need == Need::Player && !d.path.starts_with("/p") {
                assert!(d.path.contains("{token}"), "{}", d.path);
            }
        }
        assert!(Need::Player.allows(None));
    }

    #[test]
    fn the_tabs_are_routes_and_an_assistant_sees_only_its_own() {
        record_table(table);
        // Every tab is a page of the route table, which the chief may read.
        for (path, _) in ADMIN_TABS {
            assert!(may_read(Some(Role::Chief), path), "{path}");
        }
        let chief = admin_tabs(Role::Chief, 7);
        assert_eq!(chief.len(), ADMIN_TABS.len());
        assert!(chief.contains(&("/admin/t/7/settings".into(), "admin-tab-settings")));
        let assistant = admin_tabs(Role::Assistant, 7);
        for (href, label) in &assistant {
            let path = href.replace("/7", "/{id}");
            assert!(may_read(Some(Role::Assistant), &path), "{href} {label}");
        }
        let hrefs: Vec<&str> = assistant.iter().map(|(h, _)| h.as_str()).collect();
        for chief_only in ["settings", "import", "entries/fmjd-list"] {
            assert!(!hrefs.contains(&format!("/admin/t/7/{chief_only}").as_str()));
        }
        for own in [
            "/admin/t/7",
            "/admin/t/7/missing",
            "/admin/t/7/audit",
            "/t/7",
        ] {
            assert!(hrefs.contains(&own), "{own}: {hrefs:?}");
        }
        assert!(!may_read(Some(Role::Chief), "/admin/no-such-page"));
        assert!(!may_read(Some(Role::Assistant), "/admin/users"));
    }

    #[test]
    fn roles_order() {
        assert!(Need::Chief.allows(Some(Role::Chief)));
        assert!(!Need::Chief.allows(Some(Role::Assistant)));
        assert!(!Need::Assistant.allows(None));
        assert!(Need::Public.allows(None));
    }
}
