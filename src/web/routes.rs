//! Every route of the application, each with the role it needs (`web::roles`): `Public`
//! (anyone), `Assistant` (a signed-in account: reading the controller's pages and entering
//! results) or `Chief` (everything else).

use actix_web::{HttpResponse, web};

use super::error::{body_error, not_found, path_error, query_error};
use super::roles::{Need, Routes, Verb};
use super::{admin, api, auth, code, downloads, knockout, me, print, public, teams, viewer};

/// Forms are limited to 256 KiB, CSV imports to 2 MiB.
pub const FORM_LIMIT: usize = 256 * 1024;
pub use super::UPLOAD_LIMIT;

fn form_config(limit: usize) -> web::FormConfig {
    web::FormConfig::default()
        .limit(limit)
        .error_handler(move |e, _| body_error(limit, e))
}

async fn stylesheet() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/css; charset=utf-8")
        .insert_header(("Cache-Control", "public, max-age=3600"))
        .body(include_str!("../../static/style.css"))
}

async fn viewer_script() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/javascript; charset=utf-8")
        .body(include_str!("../../static/viewer.js"))
}

async fn results_script() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/javascript; charset=utf-8")
        .insert_header(("Cache-Control", "public, max-age=3600"))
        .body(include_str!("../../static/grid.js"))
}

/// Registers the routes on an app (used by `startup::run` and the tests).
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.app_data(form_config(FORM_LIMIT))
        .app_data(web::PathConfig::default().error_handler(|e, _| path_error(e)))
        .app_data(web::QueryConfig::default().error_handler(|e, _| query_error(e)))
        .app_data(web::PayloadConfig::new(UPLOAD_LIMIT));
    declare(&mut Routes::register(cfg));
    super::roles::record_table(table);
    cfg.default_service(web::to(not_found));
}

fn uploads(r: actix_web::Resource) -> actix_web::Resource {
    r.app_data(form_config(UPLOAD_LIMIT))
}

fn no_game(r: actix_web::Resource) -> actix_web::Resource {
    r.app_data(web::PathConfig::default().error_handler(|e, _| {
        api::write::WriteError::NotFound(format!("there is no game at this address ({e})")).into()
    }))
}

fn no_board(r: actix_web::Resource) -> actix_web::Resource {
    r.app_data(web::PathConfig::default().error_handler(|e, _| {
        api::write::WriteError::NotFound(format!("there is no board at this address ({e})")).into()
    }))
}

/// Every route with the role it needs. Public pages, print views, downloads and JSON reads
/// (`/`, `/t/...`, `/static/...`, `/api/v1/tournaments...`) are cached by the tournament's
/// version; `/admin/...` answers a stale form with the conflict page.
/// Every route of the application with the role it needs, in the order registered.
pub fn table() -> Vec<super::roles::Declared> {
    let mut routes = Routes::listing();
    declare(&mut routes);
    routes.into_table()
}

pub fn declare(r: &mut Routes) {
    use Verb::{Get, Post, Put, Read};
    r.public(Read, "/static/style.css", stylesheet)
        .public(Read, "/static/grid.js", results_script)
        .public(Read, "/static/viewer.js", viewer_script)
        .public(Read, "/", public::events)
        .public(Read, "/t/{id}", public::tournament)
        .public(Read, "/t/{id}/standings", public::standings)
        .public(Read, "/t/{id}/crosstable", public::crosstable)
        .public(Read, "/t/{id}/rounds/{n}", public::round)
        .public(Read, "/t/{id}/rounds/{n}/games.pdn", downloads::round_pdn)
        .public(Read, "/t/{id}/players/{no}", public::player)
        .public(
            Read,
            "/t/{id}/rounds/{n}/boards/{b}/games/{g}",
            viewer::game,
        )
        .public(Read, "/t/{id}/export/{format}", downloads::public)
        .public(Read, "/t/{id}/print/wallchart", print::wallchart)
        .public(Read, "/t/{id}/rounds/{n}/print/pairings", print::pairings)
        .public(Read, "/t/{id}/rounds/{n}/print/slips", print::slips)
        .public(Read, "/t/{id}/print/prizes", print::prizes)
        .public(Read, "/t/{id}/prizes", public::prizes)
        .public(Read, "/t/{id}/bracket", knockout::public)
        .public(Read, "/t/{id}/print/bracket", knockout::print)
        .public(Read, "/t/{id}/teams", teams::standings)
        .public(Read, "/t/{id}/teams/standings.csv", teams::standings_csv)
        .public(
            Read,
            "/t/{id}/teams/print/standings",
            teams::print_standings,
        )
        .public(Read, "/t/{id}/teams/{no}", teams::team)
        .public(Read, "/t/{id}/teams/rounds/{n}", teams::round)
        .public(Read, "/t/{id}/teams/rounds/{n}/print/slips", teams::slips)
        .public(Read, "/e/{id}", public::event);
    // JSON API: reads, and one game's or board's result for live-entry tools.
    r.assistant(Get, "/api/v1/session", api::write::session);
    for verb in [Put, Post] {
        r.add_with(
            Need::Assistant,
            verb,
            "/api/v1/tournaments/{id}/rounds/{n}/boards/{b}/games/{g}/result",
            api::write::game_result,
            no_game,
        )
        .add_with(
            Need::Assistant,
            verb,
            "/api/v1/tournaments/{id}/rounds/{n}/boards/{b}/result",
            api::write::board_result,
            no_board,
        );
    }
    // The controller's book: signed-in controllers only, never cached.
    r.assistant(Get, "/api/v1/tournaments/{id}/book", api::book::book);
    r.public(Get, "/api/v1/tournaments", api::tournaments)
        .public(Get, "/api/v1/tournaments/{id}", api::tournament)
        .public(Get, "/api/v1/tournaments/{id}/standings", api::standings)
        .public(Get, "/api/v1/tournaments/{id}/bracket", api::bracket)
        .public(
            Get,
            "/api/v1/tournaments/{id}/teams/standings",
            teams::api_standings,
        )
        .public(
            Get,
            "/api/v1/tournaments/{id}/teams/matches",
            teams::api_matches,
        )
        .public(
            Get,
            "/api/v1/tournaments/{id}/rounds/{n}/pairings",
            api::pairings,
        )
        .public(
            Get,
            "/api/v1/tournaments/{id}/rounds/{n}/results",
            api::results,
        );
    // Sign-in.
    r.public(Get, "/setup", auth::setup_form)
        .public(Post, "/setup", auth::setup)
        .public(Get, "/login", auth::login_form)
        .public(Post, "/login", auth::login)
        .assistant(Post, "/logout", auth::logout);
    // The controller's pages: assistants read them and enter results.
    r.assistant(Get, "/admin", admin::dashboard)
        .chief(Get, "/admin/users", auth::users)
        .chief(Post, "/admin/users", auth::add_user)
        .chief(Post, "/admin/tournaments", admin::create)
        .assistant(Get, "/admin/t/{id}", admin::tournament::overview)
        .chief(
            Get,
            "/admin/t/{id}/settings",
            admin::tournament::settings_form,
        )
        .chief(
            Post,
            "/admin/t/{id}/settings",
            admin::tournament::save_settings,
        )
        .chief(Post, "/admin/t/{id}/entries", admin::entries::add)
        // Before `/t/{id}/entries/{no}`, which would take `fmjd-list` for a number.
        .chief(
            Get,
            "/admin/t/{id}/entries/fmjd-list",
            admin::fmjd_list::form,
        )
        .chief(
            Post,
            "/admin/t/{id}/entries/fmjd-list",
            admin::fmjd_list::post,
        )
        .chief(Get, "/admin/t/{id}/entries/{no}", admin::entries::edit_form)
        .chief(Post, "/admin/t/{id}/entries/{no}", admin::entries::edit)
        .chief(
            Post,
            "/admin/t/{id}/entries/{no}/withdraw",
            admin::entries::withdraw,
        );
    r.add_with(
        Need::Chief,
        Get,
        "/admin/import-trf",
        admin::trf_import::form,
        uploads,
    )
    .add_with(
        Need::Chief,
        Post,
        "/admin/import-trf",
        admin::trf_import::post,
        uploads,
    );
    r.add_with(
        Need::Chief,
        Get,
        "/admin/t/{id}/import",
        admin::entries::import_form,
        uploads,
    )
    .add_with(
        Need::Chief,
        Post,
        "/admin/t/{id}/import",
        admin::entries::import,
        uploads,
    );
    r.chief(Get, "/admin/t/{id}/rounds/new", admin::rounds::new_round)
        .chief(Post, "/admin/t/{id}/rounds/new", admin::rounds::check)
        .chief(Post, "/admin/t/{id}/rounds", admin::rounds::pair)
        .chief(Post, "/admin/t/{id}/ranking", admin::rounds::ranking)
        .chief(Post, "/admin/t/{id}/rounds/auto", admin::rounds::pair_auto)
        .assistant(Get, "/admin/t/{id}/rounds/{n}", admin::rounds::round)
        .assistant(Get, "/admin/t/{id}/teams", admin::teams::page)
        .chief(Post, "/admin/t/{id}/teams/pair", admin::teams::pair)
        .chief(Post, "/admin/t/{id}/teams/settings", admin::teams::settings)
        .chief(Post, "/admin/t/{id}/teams/create", admin::teams::create)
        .chief(Post, "/admin/t/{id}/teams/{no}/edit", admin::teams::edit)
        .chief(
            Post,
            "/admin/t/{id}/teams/rounds/{n}/matches/{m}/lineup",
            admin::teams::lineup,
        )
        .chief(
            Post,
            "/admin/t/{id}/teams/rounds/{n}/matches/{m}/forfeit",
            admin::teams::forfeit,
        )
        .chief(
            Post,
            "/admin/t/{id}/rounds/{n}/repair",
            admin::rounds::repair,
        )
        .chief(
            Post,
            "/admin/t/{id}/rounds/{n}/publish",
            admin::rounds::publish,
        )
        .chief(
            Post,
            "/admin/t/{id}/rounds/{n}/unpublish",
            admin::rounds::unpublish,
        )
        .chief(Post, "/admin/t/{id}/rounds/{n}/close", admin::rounds::close)
        .assistant(
            Post,
            "/admin/t/{id}/rounds/{n}/results",
            admin::rounds::results,
        )
        .assistant(
            Post,
            "/admin/t/{id}/rounds/{n}/boards/{b}/forfeit",
            admin::rounds::forfeit,
        );
    let record = "/admin/t/{id}/rounds/{n}/boards/{b}/games/{g}";
    r.add_with(
        Need::Assistant,
        Get,
        record,
        admin::records::record_form,
        uploads,
    )
    .add_with(
        Need::Assistant,
        Post,
        record,
        admin::records::save_record,
        uploads,
    );
    r.chief(Post, "/admin/t/{id}/ballot", admin::ballot::save_settings)
        .assistant(
            Get,
            "/admin/t/{id}/rounds/{n}/ballot",
            admin::ballot::round_ballot,
        )
        .chief(
            Post,
            "/admin/t/{id}/rounds/{n}/ballot/draw",
            admin::ballot::draw,
        )
        .chief(
            Post,
            "/admin/t/{id}/rounds/{n}/ballot/set",
            admin::ballot::set,
        )
        .assistant(Get, "/admin/t/{id}/missing", admin::rounds::missing)
        .chief(Post, "/admin/t/{id}/event", admin::join_event)
        .chief(Post, "/admin/events", admin::create_event)
        .assistant(Get, "/admin/t/{id}/knockout", knockout::admin)
        .assistant(Post, "/admin/t/{id}/knockout/{tie}", knockout::record)
        .chief(Post, "/admin/t/{id}/knockout/{tie}/undo", knockout::undo);
    let tie_record = "/admin/t/{id}/knockout/{tie}/games/{g}";
    r.add_with(
        Need::Assistant,
        Get,
        tie_record,
        admin::records::tie_record_form,
        uploads,
    )
    .add_with(
        Need::Assistant,
        Post,
        tie_record,
        admin::records::save_tie_record,
        uploads,
    )
    .assistant(Get, "/admin/t/{id}/prizes", admin::prizes::prizes)
    .chief(Post, "/admin/t/{id}/prizes", admin::prizes::save)
    .assistant(Get, "/admin/t/{id}/book", admin::book::page)
    .chief(Post, "/admin/t/{id}/book/incidents", admin::book::record)
    .chief(
        Post,
        "/admin/t/{id}/book/incidents/{iid}/lift",
        admin::book::lift,
    )
    .chief(Post, "/admin/t/{id}/book/appeals", admin::book::appeal)
    .chief(
        Post,
        "/admin/t/{id}/book/appeals/{aid}/decide",
        admin::book::decide,
    )
    .chief(Post, "/admin/t/{id}/book/settings", admin::book::settings)
    .chief(Post, "/admin/t/{id}/book/fees/{no}", admin::book::pay)
    .assistant(Get, "/admin/t/{id}/fees.csv", admin::book::fee_csv)
    .assistant(Get, "/admin/t/{id}/print/fees", admin::book::fee_sheet)
    .assistant(Get, "/admin/t/{id}/print/report", admin::book::report)
    .assistant(Get, "/admin/t/{id}/final", admin::final_stage::page)
    .chief(Post, "/admin/t/{id}/playoffs", admin::final_stage::record)
    .chief(Post, "/admin/t/{id}/stage", admin::final_stage::stage)
    .assistant(Get, "/admin/t/{id}/audit", admin::audit_log)
    .assistant(Get, "/admin/t/{id}/audit.csv", admin::audit_csv)
    .assistant(Get, "/admin/t/{id}/export/{format}", downloads::admin);
    players_online(r);
}

/// Players online: the personal page and its JSON (the token of the entry's personal link is
/// the key: `Need::Player`), and the controller's check-in list, kiosk, links, bye requests
/// and the players' reports on the grid.
fn players_online(r: &mut Routes) {
    use Verb::{Get, Post, Read};
    r.player(Read, "/p", code::form)
        .player(Read, "/p/{code}", code::short)
        .player(Read, "/me/{token}", me::page)
        .player(Post, "/me/{token}/check-in", me::check_in)
        .player(Post, "/me/{token}/result", me::report)
        .player(Post, "/me/{token}/bye", me::bye)
        .player(Get, "/api/v1/me/{token}", me::api_me)
        .player(Post, "/api/v1/me/{token}/check-in", me::api_check_in)
        .player(Post, "/api/v1/me/{token}/result", me::api_result)
        .player(Post, "/api/v1/me/{token}/bye", me::api_bye);
    r.assistant(
        Get,
        "/api/v1/tournaments/{id}/check-in",
        admin::players::api_check_ins,
    )
    .assistant(Get, "/admin/t/{id}/players", admin::players::page)
    .chief(
        Post,
        "/admin/t/{id}/players/settings",
        admin::players::save_settings,
    )
    .assistant(
        Post,
        "/admin/t/{id}/players/check-in",
        admin::players::check_in,
    )
    .chief(Post, "/admin/t/{id}/players/slips", admin::players::slips)
    .chief(
        Post,
        "/admin/t/{id}/players/leave-out",
        admin::players::leave_out,
    )
    .chief(
        Post,
        "/admin/t/{id}/players/{no}/revoke",
        admin::players::revoke,
    )
    .chief(
        Post,
        "/admin/t/{id}/players/{no}/byes/{r}",
        admin::players::decide_bye,
    )
    .assistant(Get, "/admin/t/{id}/kiosk", admin::players::kiosk)
    .assistant(Post, "/admin/t/{id}/kiosk", admin::players::kiosk_check_in)
    .assistant(
        Post,
        "/admin/t/{id}/rounds/{n}/reports/confirm",
        admin::players::confirm,
    )
    .assistant(
        Post,
        "/admin/t/{id}/rounds/{n}/boards/{b}/reports/reject",
        admin::players::reject,
    );
}
