//! The ballot pages: the tournament's ballot settings (deck, one opening per round or per
//! board, seed), and a round's ballot: draw it, redraw it or set an opening by hand (chief
//! only, version-checked, a reason for a redraw or a hand-set opening). Each write is a command
//! of `store::commands::ballots`.

use askama::Template;
use askama_web::WebTemplate;

use super::super::error::AdminError;
use super::post::{Admin, Edit, Reply, redirect, signed_form};
use super::{Who, load, see_other};
use crate::ballot;
use crate::domain::{Ballot, BallotPer, BallotRef, Settings, Tournament};
use crate::store::{Seen, ballots};

/// A deck offered in the settings form.
pub struct DeckChoice {
    pub name: String,
    pub text: String,
    pub selected: bool,
}

/// The ballot part of the settings page.
pub struct BallotSettingsView {
    pub decks: Vec<DeckChoice>,
    pub none: bool,
    pub per_board: bool,
    pub seed: String,
}

impl BallotSettingsView {
    /// The decks that suit the tournament's variant, the current one selected.
    pub fn of(tr: &crate::web::i18n::Tr, s: &Settings) -> BallotSettingsView {
        let current = s.ballot.deck_name();
        let (per_board, seed) = match &s.ballot {
            Ballot::Deck { per, seed, .. } => (
                *per == BallotPer::Board,
                seed.map(|x| x.to_string()).unwrap_or_default(),
            ),
            Ballot::None => (false, String::new()),
        };
        BallotSettingsView {
            decks: ballot::library()
                .decks
                .iter()
                .filter(|d| d.allows(s.variant) && !d.is_free())
                .map(|d| DeckChoice {
                    name: d.name.clone(),
                    text: crate::web::words::deck_text(tr, d),
                    selected: current == Some(d.name.as_str()),
                })
                .collect(),
            none: current.is_none(),
            per_board,
            seed,
        }
    }
}

signed_form! {
    pub struct BallotSettingsForm {
        /// A deck name, or `none` (or `free`) for no ballot.
        pub deck: String,
        /// `round` or `board`.
        pub per: String,
        /// Blank for a fresh random seed at each draw.
        pub seed: String,
    }
}

impl BallotSettingsForm {
    fn ballot(&self) -> Result<Ballot, AdminError> {
        let deck = self.deck.trim();
        if deck.is_empty() || deck == "none" || deck == "free" {
            return Ok(Ballot::None);
        }
        let per = match self.per.trim() {
            "" | "round" => BallotPer::Round,
            "board" => BallotPer::Board,
            other => {
                return Err(AdminError::typed(
                    "ballot-one-opening",
                    "form-not-a-choice",
                    other,
                ));
            }
        };
        let seed = optional_number::<u64>(&self.seed, "field-ballot-seed", "form-not-seed")?;
        Ok(Ballot::Deck {
            deck: deck.to_owned(),
            per,
            seed,
        })
    }
}

/// `POST /admin/t/{id}/ballot` (chief only, version-checked): the ballot settings.
pub async fn save_settings(edit: Edit<BallotSettingsForm>) -> Reply {
    let new = edit.form.ballot()?;
    edit.run(move |c, id, seen, who| {
        let yours = ballots::describe_settings(&new);
        ballots::set_ballot_settings(c, ballot::library(), id, seen, &new, who)
            .map_err(|e| AdminError::from(e).yours(|| yours))
    })
    .await?;
    Ok(see_other(format!("/admin/t/{}/settings", edit.tournament)))
}

/// A board's ballot as shown.
pub struct BoardBallot {
    pub number: u32,
    pub players: String,
    pub opening: String,
    pub seed: String,
}

/// An opening offered for setting by hand.
pub struct OpeningChoice {
    pub id: String,
    pub text: String,
}

#[derive(Template, WebTemplate)]
#[template(path = "admin/ballot.html")]
pub struct BallotPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub who: Who,
    pub id: i64,
    pub version: i64,
    pub name: String,
    pub number: u32,
    pub settings: String,
    /// Why no draw can be made, if so.
    pub problem: String,
    pub round_opening: String,
    pub round_seed: String,
    pub boards: Vec<BoardBallot>,
    pub drawn: bool,
    pub locked: bool,
    pub openings: Vec<OpeningChoice>,
}

crate::localized!(BallotPage);

fn seed_text(tr: &crate::web::i18n::Tr, b: Option<&BallotRef>) -> String {
    match b {
        Some(BallotRef { seed: Some(s), .. }) => s.to_string(),
        Some(_) => tr.t("ballot-set-by-hand"),
        None => String::new(),
    }
}

fn page(who: Who, id: i64, version: i64, t: &Tournament, n: u32) -> Result<BallotPage, AdminError> {
    let r = t
        .round(n)
        .ok_or_else(|| AdminError::NotFound(format!("round {n} is not paired")))?;
    let lib = ballot::library();
    let (problem, openings) = match ballot::draw::deck_of(lib, t) {
        Ok((d, _, _)) => (
            String::new(),
            d.drawable()
                .map(|o| OpeningChoice {
                    id: o.id.clone(),
                    text: d.reference(o),
                })
                .collect(),
        ),
        Err(e) => (
            crate::web::words::ballot_refusal(&e)
                .1
                .say(&crate::web::i18n::Tr::current().for_tournament(t)),
            Vec::new(),
        ),
    };
    let name_of = |no| {
        t.entry(no)
            .map(|e| format!("{} ({no})", e.name))
            .unwrap_or_default()
    };
    let tr = crate::web::i18n::Tr::current().for_tournament(t);
    Ok(BallotPage {
        who,
        id,
        version,
        name: t.settings().name.clone(),
        number: n,
        settings: crate::web::words::ballot_settings(&t.settings().ballot).say(&tr),
        problem,
        round_opening: r
            .ballot()
            .map(crate::domain::BallotRef::text)
            .unwrap_or_default(),
        round_seed: seed_text(&tr, r.ballot()),
        boards: r
            .boards()
            .iter()
            .filter(|b| !b.is_bye())
            .map(|b| BoardBallot {
                number: b.number,
                players: b
                    .pairing
                    .entries()
                    .map(name_of)
                    .collect::<Vec<_>>()
                    .join(" - "),
                opening: b
                    .ballot
                    .as_ref()
                    .map(crate::domain::BallotRef::text)
                    .unwrap_or_default(),
                seed: seed_text(&tr, b.ballot.as_ref()),
            })
            .collect(),
        tr,
        drawn: ballot::draw::has_ballot(r),
        locked: !r.boards_with_results().is_empty(),
        openings,
    })
}

/// `GET /admin/t/{id}/rounds/{n}/ballot`
pub async fn round_ballot(
    Admin(state, user, (id, n)): Admin<(i64, u32)>,
) -> Result<BallotPage, AdminError> {
    let (t, version) = load(&state, id).await?;
    page(Who::from(&user), id, version, &t, n)
}

signed_form! {
    pub struct DrawForm {
        /// Required for a redraw.
        #[serde(default)]
        pub reason: String,
        /// Blank: the event's seed for a first draw, else a fresh random one.
        #[serde(default)]
        pub seed: String,
    }
}

/// A form field that is blank or a number: `None` when blank, a refusal naming the field
/// (a `field-*` message) and saying `problem` (a message repeating the text) when it is not.
fn optional_number<T: std::str::FromStr>(
    text: &str,
    field: &'static str,
    problem: &'static str,
) -> Result<Option<T>, AdminError> {
    match text.trim() {
        "" => Ok(None),
        s => s
            .parse::<T>()
            .map(Some)
            .map_err(|_| AdminError::typed(field, problem, s)),
    }
}

/// Runs `command` on round `n`'s ballot as the chief's `edit` (given the tournament's number,
/// the version the form was read at, the round and the form), then back to the round's ballot.
async fn on_round_ballot<F: Send + 'static>(
    edit: Edit<F, u32>,
    command: impl FnOnce(&mut crate::store::Connection, (i64, Seen, u32), F, &str) -> Done
    + Send
    + 'static,
) -> Reply {
    let (id, n) = (edit.tournament, edit.at);
    let (seen, form) = (Seen::Version(edit.version), edit.form);
    let to = format!("/admin/t/{id}/rounds/{n}/ballot");
    redirect(&edit.state, &edit.user, to, move |c, who| {
        command(c, (id, seen, n), form, who)
    })
    .await
}

/// What a command of a round's ballot answers: done, or refused.
type Done = Result<(), AdminError>;

/// `POST /admin/t/{id}/rounds/{n}/ballot/draw` (chief only, version-checked): draws the
/// round's ballot, or redraws it with a reason.
pub async fn draw(edit: Edit<DrawForm, u32>) -> Reply {
    let seed = optional_number::<u64>(&edit.form.seed, "field-ballot-seed", "form-not-seed")?;
    on_round_ballot(edit, move |c, (id, seen, n), form, who| {
        let reason = Some(form.reason.as_str());
        ballots::draw_ballot(c, ballot::library(), id, seen, n, seed, reason, who)
            .map(|_| ())
            .map_err(|e| AdminError::from(e).yours(|| format!("a draw ({})", form.reason.trim())))
    })
    .await
}

signed_form! {
    pub struct SetForm {
        pub opening: String,
        /// Blank for the whole round.
        #[serde(default)]
        pub board: String,
        pub reason: String,
    }
}

/// `POST /admin/t/{id}/rounds/{n}/ballot/set` (chief only, version-checked): an opening set
/// by hand, for the round or one board, with a reason.
pub async fn set(edit: Edit<SetForm, u32>) -> Reply {
    let board = optional_number::<u32>(&edit.form.board, "field-board", "form-not-whole-number")?;
    on_round_ballot(edit, move |c, (id, seen, n), form, who| {
        let (opening, reason) = (&form.opening, &form.reason);
        ballots::set_ballot_by_hand(
            c,
            ballot::library(),
            id,
            seen,
            n,
            board,
            opening,
            reason,
            who,
        )
        .map(|_| ())
        .map_err(|e| {
            AdminError::from(e)
                .yours(|| format!("opening {} ({})", form.opening.trim(), form.reason.trim()))
        })
    })
    .await
}
