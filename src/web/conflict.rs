//! The choice on the conflict page. An edit based on an old version is refused (409) with
//! both values; this middleware keeps the form as sent so the page can also offer to send it
//! again over the stored value, with its `version` / `was...` fields set to what is stored
//! now ([`Conflict::based_on_now`]), or to keep the stored value (reload the form's page).
//! Sending it again is checked like any edit: if the value changed once more, the user is
//! asked again.

use actix_web::body::BoxBody;
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::http::header::{CONTENT_LENGTH, CONTENT_TYPE, REFERER};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::web;

use super::UPLOAD_LIMIT;
use super::error::{AdminError, Conflict, Resend, conflict_page};

/// The form sent again: `sent` with the fields of `based_on_now` replaced (or added).
pub fn resend_fields(sent: &[(String, String)], conflict: &Conflict) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = sent
        .iter()
        .filter(|(k, _)| !conflict.based_on_now.iter().any(|(n, _)| n == k))
        .cloned()
        .collect();
    out.extend(conflict.based_on_now.iter().cloned());
    out
}

/// The page to go back to without a `Referer`: the round's page for a round's form, else the
/// tournament's, else the dashboard.
pub fn page_of(action: &str) -> String {
    let segs: Vec<&str> = action.split('/').filter(|s| !s.is_empty()).collect();
    match segs.as_slice() {
        ["admin", "t", id, "rounds", n, ..] if n.parse::<u32>().is_ok() => {
            format!("/admin/t/{id}/rounds/{n}")
        }
        ["admin", "t", id, ..] => format!("/admin/t/{id}"),
        _ => "/admin".to_owned(),
    }
}

/// The path of a same-site `Referer` (the page the form was on), else `fallback`.
fn back(req: &ServiceRequest, fallback: &str) -> String {
    let host = req.connection_info().host().to_owned();
    req.headers()
        .get(REFERER)
        .and_then(|v| v.to_str().ok())
        .and_then(|r| {
            let rest = r
                .strip_prefix("http://")
                .or_else(|| r.strip_prefix("https://"))?;
            let (h, path) = rest.split_at(rest.find('/')?);
            (h == host).then(|| path.to_owned())
        })
        .unwrap_or_else(|| fallback.to_owned())
}

/// Wraps the controller's pages: see the module documentation.
pub async fn offer_choice(
    mut req: ServiceRequest,
    next: Next<BoxBody>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let is_form = req.method() == Method::POST
        && req
            .headers()
            .get(CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("application/x-www-form-urlencoded"));
    let small = req
        .headers()
        .get(CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok())
        .is_some_and(|n| n <= UPLOAD_LIMIT);
    if !(is_form && small) {
        return next.call(req).await;
    }
    let body = req.extract::<web::Bytes>().await?;
    req.set_payload(Payload::from(body.clone()));
    let action = req.path().to_owned();
    let back = back(&req, &page_of(&action));
    let res = next.call(req).await?;
    if res.status() != StatusCode::CONFLICT {
        return Ok(res);
    }
    let Some(error) = res
        .response()
        .error()
        .and_then(|e| e.as_error::<AdminError>())
    else {
        return Ok(res);
    };
    let AdminError::Conflict(conflict) = error else {
        return Ok(res);
    };
    let sent = std::str::from_utf8(&body)
        .ok()
        .and_then(|b| web::Query::<Vec<(String, String)>>::from_query(b).ok())
        .map(|q| q.into_inner())
        .unwrap_or_default();
    let resend = Resend {
        action,
        back,
        fields: resend_fields(&sent, conflict),
    };
    let page = conflict_page(error, conflict, &resend);
    Ok(res.into_response(page))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_a_referer_the_choice_goes_back_to_the_round_or_tournament() {
        assert_eq!(
            page_of("/admin/t/3/rounds/2/results"),
            "/admin/t/3/rounds/2"
        );
        assert_eq!(
            page_of("/admin/t/3/rounds/2/boards/1/games/2"),
            "/admin/t/3/rounds/2"
        );
        assert_eq!(page_of("/admin/t/3/entries/7"), "/admin/t/3");
        assert_eq!(page_of("/admin/t/3/rounds"), "/admin/t/3");
        assert_eq!(page_of("/admin/users"), "/admin");
    }

    #[test]
    fn the_edit_is_sent_again_based_on_the_stored_value() {
        let sent: Vec<(String, String)> =
            [("csrf", "t"), ("version", "4"), ("b2g1", "1"), ("was2", "")]
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
        let c = Conflict {
            what: "board 2".into(),
            yours: "1-0".into(),
            current: "0-1".into(),
            based_on_now: vec![("was2".into(), "0-1".into())],
        };
        let again = resend_fields(&sent, &c);
        let get = |k: &str| {
            again
                .iter()
                .filter(|(n, _)| n == k)
                .map(|(_, v)| v.as_str())
                .collect::<Vec<_>>()
        };
        assert_eq!(get("was2"), ["0-1"]);
        assert_eq!(get("b2g1"), ["1"]);
        assert_eq!(get("csrf"), ["t"]);
        assert_eq!(get("version"), ["4"]);
    }
}
