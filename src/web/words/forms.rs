//! The controller's forms refused before any command runs, a check-in refused on the
//! controller's pages and a download refused, as message ids (`locales/<lang>/form-errors.ftl`);
//! a form's field is named by its label (`AdminError::typed`, `AdminError::field`).

use crate::domain::StartNo;
use crate::domain::online::Refused;
use crate::export::ExportError;

use super::*;

/// A check-in refused at the controller's desk or the venue's kiosk, naming the player; `None`
/// for a refusal of a player's own page, which the check-in does not give.
pub fn check_in_refusal(no: StartNo, r: &Refused) -> Option<Msg> {
    Some(match r {
        Refused::NoCheckIn => Msg::new("form-check-in-closed"),
        Refused::Withdrawn => msg!("form-check-in-withdrawn", no = no),
        _ => return None,
    })
}

/// A form's body that cannot be read: sent as another type than a form, or a multipart body
/// damaged (what is wrong kept in the reader's words, a browser never sends it).
pub fn body_problem(e: &crate::web::form_body::BodyError) -> Msg {
    use crate::web::form_body::BodyError as E;
    match e {
        E::NoBoundary => Msg::new("form-body-no-boundary"),
        E::WrongType(t) => as_read("form-body-wrong-type", t),
        E::Damaged(detail) => msg!("form-unreadable", detail = detail.as_str()),
    }
}

/// A download refused for the round it asks for; `None` for what only the command line asks
/// (`--folded`), said in English.
pub fn download_refusal(e: &ExportError) -> Option<Msg> {
    Some(match e {
        ExportError::NoSuchRound(r) => {
            msg!("download-no-such-round", asked = r.asked, paired = r.paired)
        }
        ExportError::RoundNotApplicable(f) => {
            msg!("download-round-not-applicable", format = f.name())
        }
        ExportError::KnockoutRound => Msg::new("download-knockout-round"),
        ExportError::FoldedNotTrf(_) | ExportError::Folded(_) | ExportError::NoGameRecords => {
            return None;
        }
    })
}

/// An account's name refused for a character it holds (`locales/<lang>/account-errors.ftl`).
pub fn account_name_refusal(p: &crate::domain::text::TextProblem) -> Msg {
    msg!(
        "account-name-bad-text",
        problem = super::refusals::text_problem(p)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::Language;
    use crate::export::Format;
    use crate::web::i18n::Tr;
    use crate::web::words::tests::*;

    #[test]
    fn a_check_in_refused_at_the_desk_names_the_player_in_every_language() {
        let said: Vec<Msg> = [Refused::NoCheckIn, Refused::Withdrawn]
            .iter()
            .map(|r| check_in_refusal(7, r).expect("said"))
            .collect();
        all_said("check-in", &said);
        assert_eq!(
            said[1].say(&Tr::new(Language::Fr)),
            "le joueur 7 s'est retiré et ne peut pas être pointé"
        );
        assert_eq!(check_in_refusal(7, &Refused::NoSuchRound(3)), None);
    }

    #[test]
    fn a_form_body_that_cannot_be_read_is_said_in_every_language() {
        use crate::web::form_body::BodyError as E;
        let all = every_variant![
            E::NoBoundary,
            E::WrongType("text/plain".into()),
            E::Damaged("x".into()),
        ];
        all_said("body", &all.iter().map(body_problem).collect::<Vec<_>>());
        assert_eq!(
            body_problem(&all[1]).say(&Tr::new(Language::Nl)),
            "het formulier is verzonden als `text/plain`; deze pagina neemt multipart/form-data of application/x-www-form-urlencoded aan"
        );
    }

    #[test]
    fn a_download_refused_for_its_round_is_said_in_every_language() {
        use crate::export::tables::NoSuchRound;
        let all = every_variant![
            ExportError::NoSuchRound(NoSuchRound {
                asked: 5,
                paired: 3
            }),
            ExportError::RoundNotApplicable(Format::Pdn),
            ExportError::KnockoutRound,
            ExportError::FoldedNotTrf(Format::Pdn),
            ExportError::Folded(crate::export::trf_folded::FoldedError::TeamEvent {
                name: "x".into()
            }),
            ExportError::NoGameRecords,
        ];
        let said: Vec<Msg> = all.iter().filter_map(download_refusal).collect();
        assert_eq!(said.len(), 3, "the round's refusals are worded");
        all_said("download", &said);
        assert_eq!(
            said[0].say(&Tr::new(Language::Ru)),
            "тур 5 не составлен (в турнире составлено 3 тура)"
        );
        for paired in [1, 2] {
            let one = msg!(
                "download-no-such-round",
                asked = 4u32,
                paired = paired as u32
            );
            assert!(one.say(&Tr::new(Language::En)).contains(&format!(
                "has {} paired",
                if paired == 1 { "one round" } else { "2 rounds" }
            )));
        }
    }
}
