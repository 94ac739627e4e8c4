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
        .public(Read, "/", public::events);
    r.under("/t/{id}", |r| {
        r.public(Read, "", public::tournament)
            .public(Read, "/standings", public::standings)
            .public(Read, "/crosstable", public::crosstable)
            .public(Read, "/rounds/{n}", public::round)
            .public(Read, "/rounds/{n}/games.pdn", downloads::round_pdn)
            .public(Read, "/players/{no}", public::player)
            .public(Read, "/rounds/{n}/boards/{b}/games/{g}", viewer::game)
            .public(Read, "/export/{format}", downloads::public)
            .public(Read, "/print/wallchart", print::wallchart)
            .public(Read, "/rounds/{n}/print/pairings", print::pairings)
            .public(Read, "/rounds/{n}/print/slips", print::slips)
            .public(Read, "/print/prizes", print::prizes)
            .public(Read, "/prizes", public::prizes)
            .public(Read, "/bracket", knockout::public)
            .public(Read, "/print/bracket", knockout::print)
            .public(Read, "/teams", teams::standings)
            .public(Read, "/teams/standings.csv", teams::standings_csv)
            .public(Read, "/teams/print/standings", teams::print_standings)
            .public(Read, "/teams/{no}", teams::team)
            .public(Read, "/teams/rounds/{n}", teams::round)
            .public(Read, "/teams/rounds/{n}/print/slips", teams::slips);
    });
    r.public(Read, "/e/{id}", public::event);
    // JSON API: reads, and one game's or board's result for live-entry tools.
    r.assistant(Get, "/api/v1/session", api::write::session);
    r.under("/api/v1/tournaments/{id}/rounds/{n}/boards/{b}", |r| {
        for verb in [Put, Post] {
            let (game, board) = (api::write::game_result, api::write::board_result);
            r.add_with(Need::Assistant, verb, "/games/{g}/result", game, no_game)
                .add_with(Need::Assistant, verb, "/result", board, no_board);
        }
    });
    // The controller's book: signed-in controllers only, never cached.
    r.assistant(Get, "/api/v1/tournaments/{id}/book", api::book::book);
    r.public(Get, "/api/v1/tournaments", api::tournaments);
    r.under("/api/v1/tournaments/{id}", |r| {
        r.public(Get, "", api::tournament)
            .public(Get, "/standings", api::standings)
            .public(Get, "/bracket", api::bracket)
            .public(Get, "/teams/standings", teams::api_standings)
            .public(Get, "/teams/matches", teams::api_matches)
            .public(Get, "/rounds/{n}/pairings", api::pairings)
            .public(Get, "/rounds/{n}/results", api::results);
    });
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
        .chief(Post, "/admin/events", admin::create_event);
    let trf = (admin::trf_import::form, admin::trf_import::post);
    r.add_with(Need::Chief, Get, "/admin/import-trf", trf.0, uploads)
        .add_with(Need::Chief, Post, "/admin/import-trf", trf.1, uploads);
    // A tournament's pages.
    r.under("/admin/t/{id}", |r| {
        r.assistant(Get, "", admin::tournament::overview)
            .chief(Get, "/settings", admin::tournament::settings_form)
            .chief(Post, "/settings", admin::tournament::save_settings)
            .chief(Post, "/entries", admin::entries::add)
            // Before `/t/{id}/entries/{no}`, which would take `fmjd-list` for a number.
            .chief(Get, "/entries/fmjd-list", admin::fmjd_list::form)
            .chief(Post, "/entries/fmjd-list", admin::fmjd_list::post)
            .chief(Get, "/entries/{no}", admin::entries::edit_form)
            .chief(Post, "/entries/{no}", admin::entries::edit)
            .chief(Post, "/entries/{no}/withdraw", admin::entries::withdraw);
        let import = (admin::entries::import_form, admin::entries::import);
        r.add_with(Need::Chief, Get, "/import", import.0, uploads)
            .add_with(Need::Chief, Post, "/import", import.1, uploads)
            .chief(Get, "/rounds/new", admin::rounds::new_round)
            .chief(Post, "/rounds/new", admin::rounds::check)
            .chief(Post, "/rounds", admin::rounds::pair)
            .chief(Post, "/ranking", admin::rounds::ranking)
            .chief(Post, "/rounds/auto", admin::rounds::pair_auto)
            .assistant(Get, "/rounds/{n}", admin::rounds::round);
        r.under("/teams", |r| {
            r.assistant(Get, "", admin::teams::page)
                .chief(Post, "/pair", admin::teams::pair)
                .chief(Post, "/settings", admin::teams::settings)
                .chief(Post, "/create", admin::teams::create)
                .chief(Post, "/{no}/edit", admin::teams::edit)
                .chief(Post, "/rounds/{n}/matches/{m}/lineup", admin::teams::lineup)
                .chief(
                    Post,
                    "/rounds/{n}/matches/{m}/forfeit",
                    admin::teams::forfeit,
                );
        });
        r.under("/rounds/{n}", |r| {
            let record = (admin::records::record_form, admin::records::save_record);
            r.chief(Post, "/repair", admin::rounds::repair)
                .chief(Post, "/publish", admin::rounds::publish)
                .chief(Post, "/unpublish", admin::rounds::unpublish)
                .chief(Post, "/close", admin::rounds::close)
                .assistant(Post, "/results", admin::rounds::results)
                .assistant(Post, "/boards/{b}/forfeit", admin::rounds::forfeit)
                .add_with(
                    Need::Assistant,
                    Get,
                    "/boards/{b}/games/{g}",
                    record.0,
                    uploads,
                )
                .add_with(
                    Need::Assistant,
                    Post,
                    "/boards/{b}/games/{g}",
                    record.1,
                    uploads,
                );
        });
        r.chief(Post, "/ballot", admin::ballot::save_settings)
            .assistant(Get, "/rounds/{n}/ballot", admin::ballot::round_ballot)
            .chief(Post, "/rounds/{n}/ballot/draw", admin::ballot::draw)
            .chief(Post, "/rounds/{n}/ballot/set", admin::ballot::set)
            .assistant(Get, "/missing", admin::rounds::missing)
            .chief(Post, "/event", admin::join_event);
        let record = (
            admin::records::tie_record_form,
            admin::records::save_tie_record,
        );
        r.assistant(Get, "/knockout", knockout::admin)
            .assistant(Post, "/knockout/{tie}", knockout::record)
            .chief(Post, "/knockout/{tie}/undo", knockout::undo)
            .add_with(
                Need::Assistant,
                Get,
                "/knockout/{tie}/games/{g}",
                record.0,
                uploads,
            )
            .add_with(
                Need::Assistant,
                Post,
                "/knockout/{tie}/games/{g}",
                record.1,
                uploads,
            )
            .assistant(Get, "/prizes", admin::prizes::prizes)
            .chief(Post, "/prizes", admin::prizes::save);
        r.under("/book", |r| {
            r.assistant(Get, "", admin::book::page)
                .chief(Post, "/incidents", admin::book::record)
                .chief(Post, "/incidents/{iid}/lift", admin::book::lift)
                .chief(Post, "/appeals", admin::book::appeal)
                .chief(Post, "/appeals/{aid}/decide", admin::book::decide)
                .chief(Post, "/settings", admin::book::settings)
                .chief(Post, "/fees/{no}", admin::book::pay);
        });
        r.assistant(Get, "/fees.csv", admin::book::fee_csv)
            .assistant(Get, "/print/fees", admin::book::fee_sheet)
            .assistant(Get, "/print/report", admin::book::report)
            .assistant(Get, "/final", admin::final_stage::page)
            .chief(Post, "/playoffs", admin::final_stage::record)
            .chief(Post, "/stage", admin::final_stage::stage)
            .assistant(Get, "/audit", admin::audit_log)
            .assistant(Get, "/audit.csv", admin::audit_csv)
            .assistant(Get, "/export/{format}", downloads::admin);
    });
    players_online(r);
}

/// Players online: the personal page and its JSON (the token of the entry's personal link is
/// the key: `Need::Player`), and the controller's check-in list, kiosk, links, bye requests
/// and the players' reports on the grid.
fn players_online(r: &mut Routes) {
    use Verb::{Get, Post, Read};
    r.player(Read, "/p", code::form)
        .player(Read, "/p/{code}", code::short);
    r.under("/me/{token}", |r| {
        r.player(Read, "", me::page)
            .player(Post, "/check-in", me::check_in)
            .player(Post, "/result", me::report)
            .player(Post, "/bye", me::bye);
    });
    r.under("/api/v1/me/{token}", |r| {
        r.player(Get, "", me::api_me)
            .player(Post, "/check-in", me::api_check_in)
            .player(Post, "/result", me::api_result)
            .player(Post, "/bye", me::api_bye);
    });
    let check_ins = admin::players::api_check_ins;
    r.assistant(Get, "/api/v1/tournaments/{id}/check-in", check_ins);
    r.under("/admin/t/{id}", |r| {
        r.under("/players", |r| {
            r.assistant(Get, "", admin::players::page)
                .chief(Post, "/settings", admin::players::save_settings)
                .assistant(Post, "/check-in", admin::players::check_in)
                .chief(Post, "/slips", admin::players::slips)
                .chief(Post, "/leave-out", admin::players::leave_out)
                .chief(Post, "/{no}/revoke", admin::players::revoke)
                .chief(Post, "/{no}/byes/{r}", admin::players::decide_bye);
        });
        r.assistant(Get, "/kiosk", admin::players::kiosk)
            .assistant(Post, "/kiosk", admin::players::kiosk_check_in)
            .assistant(Post, "/rounds/{n}/reports/confirm", admin::players::confirm)
            .assistant(
                Post,
                "/rounds/{n}/boards/{b}/reports/reject",
                admin::players::reject,
            );
    });
}
