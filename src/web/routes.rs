//! Every route of the application.

use actix_web::middleware::from_fn;
use actix_web::{HttpResponse, guard, web};

use super::error::{body_error, not_found, path_error, query_error};
use super::{
    admin, api, auth, caching, conflict, downloads, knockout, print, public, teams, viewer,
};

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

/// A route for reading a page: `GET`, and `HEAD` (the same answer without its body: link
/// checkers, monitors and caches ask for the headers only).
fn read() -> actix_web::Route {
    web::route().guard(guard::Any(guard::Get()).or(guard::Head()))
}

/// Registers the routes on an app (used by `startup::run` and the tests).
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.app_data(form_config(FORM_LIMIT))
        .app_data(web::PathConfig::default().error_handler(|e, _| path_error(e)))
        .app_data(web::QueryConfig::default().error_handler(|e, _| query_error(e)))
        .app_data(web::PayloadConfig::new(UPLOAD_LIMIT))
        .service(
            web::scope("/static")
                .wrap(from_fn(caching::public))
                .route("/style.css", read().to(stylesheet))
                .route("/grid.js", read().to(results_script))
                .route("/viewer.js", read().to(viewer_script)),
        )
        // Public pages, print views and downloads: cached by the tournament's version.
        .service(
            web::resource("/")
                .wrap(from_fn(caching::public))
                .route(read().to(public::events)),
        )
        .service(
            web::scope("/t/{id}")
                .wrap(from_fn(caching::public))
                .route("", read().to(public::tournament))
                .route("/standings", read().to(public::standings))
                .route("/crosstable", read().to(public::crosstable))
                .route("/rounds/{n}", read().to(public::round))
                .route("/rounds/{n}/games.pdn", read().to(downloads::round_pdn))
                .route("/players/{no}", read().to(public::player))
                .route("/rounds/{n}/boards/{b}/games/{g}", read().to(viewer::game))
                .route("/export/{format}", read().to(downloads::public))
                .route("/print/wallchart", read().to(print::wallchart))
                .route("/rounds/{n}/print/pairings", read().to(print::pairings))
                .route("/rounds/{n}/print/slips", read().to(print::slips))
                .route("/print/prizes", read().to(print::prizes))
                .route("/prizes", read().to(public::prizes))
                .route("/bracket", read().to(knockout::public))
                .route("/print/bracket", read().to(knockout::print))
                .route("/teams", read().to(teams::standings))
                .route("/teams/{no}", read().to(teams::team))
                .route("/teams/rounds/{n}", read().to(teams::round))
                .route("/teams/rounds/{n}/print/slips", read().to(teams::slips)),
        )
        .route("/e/{id}", read().to(public::event))
        // JSON API: reads, and one game's result for live-entry tools.
        .route("/api/v1/session", web::get().to(api::write::session))
        // The controller's book: signed-in controllers only, never cached (outside the public
        // scope below).
        .route(
            "/api/v1/tournaments/{id}/book",
            web::get().to(api::book::book),
        )
        .service(
            web::scope("/api/v1/tournaments")
                .wrap(from_fn(caching::public))
                .route("", web::get().to(api::tournaments))
                .service(
                    web::resource("/{id}/rounds/{n}/boards/{b}/games/{g}/result")
                        .app_data(web::PathConfig::default().error_handler(|e, _| {
                            api::write::WriteError::NotFound(format!(
                                "there is no game at this address ({e})"
                            ))
                            .into()
                        }))
                        .route(web::put().to(api::write::game_result))
                        .route(web::post().to(api::write::game_result)),
                )
                .service(
                    web::resource("/{id}/rounds/{n}/boards/{b}/result")
                        .app_data(web::PathConfig::default().error_handler(|e, _| {
                            api::write::WriteError::NotFound(format!(
                                "there is no board at this address ({e})"
                            ))
                            .into()
                        }))
                        .route(web::put().to(api::write::board_result))
                        .route(web::post().to(api::write::board_result)),
                )
                .route("/{id}", web::get().to(api::tournament))
                .route("/{id}/standings", web::get().to(api::standings))
                .route("/{id}/bracket", web::get().to(api::bracket))
                .route("/{id}/teams/standings", web::get().to(teams::api_standings))
                .route("/{id}/teams/matches", web::get().to(teams::api_matches))
                .route("/{id}/rounds/{n}/pairings", web::get().to(api::pairings))
                .route("/{id}/rounds/{n}/results", web::get().to(api::results)),
        )
        // Sign-in.
        .route("/setup", web::get().to(auth::setup_form))
        .route("/setup", web::post().to(auth::setup))
        .route("/login", web::get().to(auth::login_form))
        .route("/login", web::post().to(auth::login))
        .route("/logout", web::post().to(auth::logout))
        // The controller's pages.
        .service(
            web::scope("/admin")
                .wrap(actix_web::middleware::from_fn(conflict::offer_choice))
                .wrap(actix_web::middleware::from_fn(auth::signed_in_to_post))
                .route("", web::get().to(admin::dashboard))
                .route("/users", web::get().to(auth::users))
                .route("/users", web::post().to(auth::add_user))
                .route("/tournaments", web::post().to(admin::create))
                .route("/t/{id}", web::get().to(admin::tournament::overview))
                .route(
                    "/t/{id}/settings",
                    web::get().to(admin::tournament::settings_form),
                )
                .route(
                    "/t/{id}/settings",
                    web::post().to(admin::tournament::save_settings),
                )
                .route("/t/{id}/entries", web::post().to(admin::entries::add))
                // Before `/t/{id}/entries/{no}`, which would take `fmjd-list` for a number.
                .route(
                    "/t/{id}/entries/fmjd-list",
                    web::get().to(admin::fmjd_list::form),
                )
                .route(
                    "/t/{id}/entries/fmjd-list",
                    web::post().to(admin::fmjd_list::post),
                )
                .route(
                    "/t/{id}/entries/{no}",
                    web::get().to(admin::entries::edit_form),
                )
                .route("/t/{id}/entries/{no}", web::post().to(admin::entries::edit))
                .route(
                    "/t/{id}/entries/{no}/withdraw",
                    web::post().to(admin::entries::withdraw),
                )
                .service(
                    web::resource("/t/{id}/import")
                        .app_data(form_config(UPLOAD_LIMIT))
                        .route(web::get().to(admin::entries::import_form))
                        .route(web::post().to(admin::entries::import)),
                )
                .route(
                    "/t/{id}/rounds/new",
                    web::get().to(admin::rounds::new_round),
                )
                .route("/t/{id}/rounds/new", web::post().to(admin::rounds::check))
                .route("/t/{id}/rounds", web::post().to(admin::rounds::pair))
                .route(
                    "/t/{id}/rounds/auto",
                    web::post().to(admin::rounds::pair_auto),
                )
                .route("/t/{id}/rounds/{n}", web::get().to(admin::rounds::round))
                .route("/t/{id}/teams", web::get().to(admin::teams::page))
                .route("/t/{id}/teams/pair", web::post().to(admin::teams::pair))
                .route(
                    "/t/{id}/teams/settings",
                    web::post().to(admin::teams::settings),
                )
                .route("/t/{id}/teams/create", web::post().to(admin::teams::create))
                .route(
                    "/t/{id}/teams/rounds/{n}/matches/{m}/lineup",
                    web::post().to(admin::teams::lineup),
                )
                .route(
                    "/t/{id}/teams/rounds/{n}/matches/{m}/forfeit",
                    web::post().to(admin::teams::forfeit),
                )
                .route(
                    "/t/{id}/rounds/{n}/repair",
                    web::post().to(admin::rounds::repair),
                )
                .route(
                    "/t/{id}/rounds/{n}/publish",
                    web::post().to(admin::rounds::publish),
                )
                .route(
                    "/t/{id}/rounds/{n}/unpublish",
                    web::post().to(admin::rounds::unpublish),
                )
                .route(
                    "/t/{id}/rounds/{n}/close",
                    web::post().to(admin::rounds::close),
                )
                .route(
                    "/t/{id}/rounds/{n}/results",
                    web::post().to(admin::rounds::results),
                )
                .route(
                    "/t/{id}/rounds/{n}/boards/{b}/forfeit",
                    web::post().to(admin::rounds::forfeit),
                )
                .service(
                    web::resource("/t/{id}/rounds/{n}/boards/{b}/games/{g}")
                        .app_data(form_config(UPLOAD_LIMIT))
                        .route(web::get().to(admin::records::record_form))
                        .route(web::post().to(admin::records::save_record)),
                )
                .route(
                    "/t/{id}/ballot",
                    web::post().to(admin::ballot::save_settings),
                )
                .route(
                    "/t/{id}/rounds/{n}/ballot",
                    web::get().to(admin::ballot::round_ballot),
                )
                .route(
                    "/t/{id}/rounds/{n}/ballot/draw",
                    web::post().to(admin::ballot::draw),
                )
                .route(
                    "/t/{id}/rounds/{n}/ballot/set",
                    web::post().to(admin::ballot::set),
                )
                .route("/t/{id}/missing", web::get().to(admin::rounds::missing))
                .route("/t/{id}/event", web::post().to(admin::join_event))
                .route("/events", web::post().to(admin::create_event))
                .route("/t/{id}/knockout", web::get().to(knockout::admin))
                .route("/t/{id}/knockout/{tie}", web::post().to(knockout::record))
                .service(
                    web::resource("/t/{id}/knockout/{tie}/games/{g}")
                        .app_data(form_config(UPLOAD_LIMIT))
                        .route(web::get().to(admin::records::tie_record_form))
                        .route(web::post().to(admin::records::save_tie_record)),
                )
                .route(
                    "/t/{id}/knockout/{tie}/undo",
                    web::post().to(knockout::undo),
                )
                .route("/t/{id}/prizes", web::get().to(admin::prizes::prizes))
                .route("/t/{id}/prizes", web::post().to(admin::prizes::save))
                .route("/t/{id}/book", web::get().to(admin::book::page))
                .route(
                    "/t/{id}/book/incidents",
                    web::post().to(admin::book::record),
                )
                .route(
                    "/t/{id}/book/incidents/{iid}/lift",
                    web::post().to(admin::book::lift),
                )
                .route("/t/{id}/book/appeals", web::post().to(admin::book::appeal))
                .route(
                    "/t/{id}/book/appeals/{aid}/decide",
                    web::post().to(admin::book::decide),
                )
                .route(
                    "/t/{id}/book/settings",
                    web::post().to(admin::book::settings),
                )
                .route("/t/{id}/book/fees/{no}", web::post().to(admin::book::pay))
                .route("/t/{id}/fees.csv", web::get().to(admin::book::fee_csv))
                .route("/t/{id}/print/fees", web::get().to(admin::book::fee_sheet))
                .route("/t/{id}/print/report", web::get().to(admin::book::report))
                .route("/t/{id}/final", web::get().to(admin::final_stage::page))
                .route(
                    "/t/{id}/playoffs",
                    web::post().to(admin::final_stage::record),
                )
                .route("/t/{id}/stage", web::post().to(admin::final_stage::stage))
                .route("/t/{id}/audit", web::get().to(admin::audit_log))
                .route("/t/{id}/export/{format}", web::get().to(downloads::admin)),
        )
        .default_service(web::to(not_found));
}
