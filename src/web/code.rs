//! Where a player types the personal code printed on their slip (`/p`, the form sending
//! `?code=`), and the short link printed beside it (`/p/K7QM2-XW9TB`): both lead to the
//! personal page `/me/{code}`. A code is read as [`personal_code::read`] reads it (lower case,
//! spaces and dashes accepted); one that cannot be a code is answered with the same page, what
//! was typed kept and what is wrong said. A well-formed code that names no link is the
//! personal page's 404, counted by the per-address limit of unknown codes (`web::me`).

use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;

use super::i18n::Tr;
use crate::domain::personal_code::{self, CodeError};

#[derive(Template)]
#[template(path = "me/code.html")]
pub struct CodePage {
    pub tr: Tr,
    /// What was typed, kept in the field.
    pub typed: String,
    /// What is wrong with it, in the page's language; empty when nothing was typed.
    pub problem: String,
}

crate::localized!(CodePage);

/// What is wrong with a typed code, in `tr`'s language.
pub fn problem(tr: &Tr, e: &CodeError) -> String {
    match e {
        CodeError::Empty => tr.t("code-error-empty"),
        CodeError::Length(n) => tr.t_args(
            "code-error-length",
            &[("count", n), ("expected", &personal_code::LEN)],
        ),
        CodeError::Character { place, found } => tr.t_args(
            "code-error-character",
            &[("place", place), ("found", &found.to_string())],
        ),
    }
}

fn render(page: &CodePage, status: StatusCode) -> HttpResponse {
    super::error::html_page(page, status, "the code page")
}

/// The personal page of `typed`, or this page again saying what is wrong.
fn go(req: &HttpRequest, typed: &str) -> HttpResponse {
    match personal_code::read(typed) {
        Ok(code) => HttpResponse::SeeOther()
            .insert_header((header::LOCATION, format!("/me/{code}")))
            .finish(),
        Err(e) => {
            let tr = Tr::from_request(req);
            let page = CodePage {
                problem: problem(&tr, &e),
                typed: typed.to_owned(),
                tr,
            };
            render(&page, StatusCode::BAD_REQUEST)
        }
    }
}

/// `GET /p`: the form; `GET /p?code=...`: the personal page of the code typed.
pub async fn form(req: HttpRequest) -> HttpResponse {
    let typed =
        web::Query::<std::collections::HashMap<String, String>>::from_query(req.query_string())
            .ok()
            .and_then(|q| q.get("code").cloned());
    match typed {
        Some(typed) => go(&req, &typed),
        None => render(
            &CodePage {
                tr: Tr::from_request(&req),
                typed: String::new(),
                problem: String::new(),
            },
            StatusCode::OK,
        ),
    }
}

/// `GET /p/{code}`: the short link of a slip.
pub async fn short(req: HttpRequest, path: web::Path<String>) -> HttpResponse {
    go(&req, &path.into_inner())
}
