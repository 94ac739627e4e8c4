//! Game records: the PDN of each game, pasted or loaded from a file into the form, and the
//! controller's ruling (chief or assistant). A new record is verified by the rules of the
//! tournament's variant when it is saved (`domain::record`); the page shows the verdict, the
//! reason, the first irregular move and a diagram of the position before it (or at the end of
//! a legal record).

use askama::Template;
use askama_web::WebTemplate;

use super::super::AppState;
use super::super::diagram::{board_svg, side_name, squares_of_move};
use super::super::error::AdminError;
use super::super::i18n::Tr;
use super::post::{Admin, Posted, Reply, run, signed_form};
use super::{Who, load, see_other};
use crate::domain::Tournament;
use crate::domain::record::RecordCheck;
use crate::export::pdn;
use crate::store::GameRef;
use crate::store::commands::records::TieGameRef;
use crate::store::records::{self, RecordEdit, stored_record};
use crate::web::words;
use draughts_rules::pdn::GameResult;

/// A record's verification as shown.
pub struct VerificationView {
    /// `legal`, `irregular` or `unreadable` (also the CSS class).
    pub verdict: String,
    /// One line: the verdict and where.
    pub headline: String,
    pub reason: String,
    /// The first irregular move: `2. 9-14 (ply 3, Black)`.
    pub first_irregular: String,
    /// Whether the result agrees with the final position, in words.
    pub result: String,
    /// The record's result against the result entered for the game, when they contradict each
    /// other (empty otherwise).
    pub grid: String,
    pub draw_rule: String,
    pub warnings: Vec<String>,
    /// Inline SVG of the position (before the irregular move, or at the end), or empty.
    pub diagram: String,
    pub caption: String,
    pub fen: String,
    /// How the record starts against the ballot, in words (empty without a ballot).
    pub ballot: String,
    /// The record starts from another opening than the ballot's.
    pub ballot_flagged: bool,
}

impl VerificationView {
    /// The check `c` as shown in the language of `tr` (its reason, draw rule and notes as the
    /// rules crate words them, in English).
    fn of(tr: &Tr, c: &RecordCheck, entered: Option<GameResult>) -> VerificationView {
        let m = c.irregular.as_ref();
        let side = |s| tr.t_args("side-name", &[("side", &side_name(s))]);
        let first_irregular = m
            .map(|m| {
                let mv = format!("{} {}", c.move_label(), m.text);
                tr.t_args(
                    "record-move-at",
                    &[("move", &mv), ("ply", &m.ply), ("side", &side(m.side))],
                )
            })
            .unwrap_or_default();
        let variant_name = tr.t_args("variant-name", &[("v", &c.variant.name())]);
        let headline = match c.verdict.as_str() {
            "legal" if c.is_clean() => tr.t_args(
                "record-legal",
                &[
                    ("variant", &c.variant.name()),
                    ("variant_name", &variant_name),
                    ("plies", &c.plies),
                ],
            ),
            "legal" => tr.t("record-legal-result-disagrees"),
            "irregular" => tr.t_args("record-irregular", &[("at", &first_irregular)]),
            _ => tr.t("record-unreadable"),
        };
        let result = match (c.result.as_deref(), c.result_consistent) {
            (None, _) => tr.t("record-no-result"),
            (Some(r), Some(true)) => tr.t_args("record-result-agrees", &[("result", &r)]),
            (Some(r), Some(false)) => {
                let loser = match c.loser {
                    Some(s) => side(s),
                    None => tr.t("record-one-side"),
                };
                tr.t_args(
                    "record-result-disagrees",
                    &[("result", &r), ("side", &loser)],
                )
            }
            (Some(r), None) => tr.t_args("record-result-unchecked", &[("result", &r)]),
        };
        let own = c.result.as_deref().and_then(GameResult::from_token);
        let grid = match entered {
            Some(e) if pdn::contradicts(own, Some(e)) => tr.t_args(
                "record-result-contradicts-grid",
                &[
                    ("result", &c.result.clone().unwrap_or_default()),
                    ("grid", &e.to_string()),
                ],
            ),
            _ => String::new(),
        };
        let (fen, caption, marked) = match (m, c.final_fen.as_deref()) {
            (Some(m), _) => {
                let mv = format!("{} {}", c.move_label(), m.text);
                (
                    m.fen_before.clone(),
                    tr.t_args(
                        "record-caption-before",
                        &[("move", &mv), ("side", &side(m.side))],
                    ),
                    squares_of_move(c.variant, &m.text),
                )
            }
            (None, Some(f)) => (
                f.to_owned(),
                tr.t_args("record-caption-end", &[("plies", &c.plies)]),
                Vec::new(),
            ),
            (None, None) => (String::new(), String::new(), Vec::new()),
        };
        let diagram = if fen.is_empty() {
            String::new()
        } else {
            board_svg(c.variant, &fen, &marked).unwrap_or_default()
        };
        VerificationView {
            verdict: c.verdict.clone(),
            headline,
            reason: match &c.why {
                Some(why) => words::record_reason(tr, why),
                None => c.reason.clone().unwrap_or_default(),
            },
            first_irregular,
            result,
            grid,
            draw_rule: match &c.draw {
                Some(d) => words::draw_rule(tr, d),
                None => c.draw_rule.clone().unwrap_or_default(),
            },
            // A check stored before its notes were kept as values shows its English words;
            // one stored since keeps the values alone.
            warnings: if c.warnings.is_empty() || c.notes.len() == c.warnings.len() {
                c.notes.iter().map(|n| words::record_note(tr, n)).collect()
            } else {
                c.warnings.clone()
            },
            diagram,
            caption,
            fen,
            ballot: c
                .ballot
                .as_ref()
                .map(|b| {
                    tr.t_args(
                        "record-ballot",
                        &[
                            (
                                "message",
                                &b.said.as_ref().map_or_else(
                                    || b.message.clone(),
                                    |said| words::ballot_said(tr, said),
                                ),
                            ),
                            ("opening", &b.opening),
                        ],
                    )
                })
                .unwrap_or_default(),
            ballot_flagged: c.ballot.as_ref().is_some_and(|b| b.flagged),
        }
    }
}

#[derive(Template, WebTemplate)]
#[template(path = "admin/record.html")]
pub struct RecordPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub who: Who,
    pub id: i64,
    /// The page's heading (`Round 1, board 2, game 1`, or a tie's game).
    pub title: String,
    /// Where the form posts, and the page it comes from.
    pub action: String,
    pub back: String,
    pub players: String,
    pub pdn: String,
    pub ruling: String,
    /// The verification of the stored record.
    pub check: Option<VerificationView>,
    /// A stored verification this page cannot show as such, as JSON.
    pub verification: String,
}

crate::localized!(RecordPage);

/// `GET /admin/t/{id}/rounds/{n}/boards/{b}/games/{g}`
pub async fn record_form(
    Admin(state, user, (id, round, board, game)): Admin<(i64, u32, u32, u8)>,
) -> Result<RecordPage, AdminError> {
    let (t, _) = load(&state, id).await?;
    let b = t
        .round(round)
        .and_then(|r| r.board(board))
        .ok_or_else(|| AdminError::NotFound(format!("round {round} has no board {board}")))?;
    let names: Vec<String> = b
        .pairing
        .entries()
        .map(|no| {
            t.entry(no)
                .map(|e| format!("{} ({no})", e.name))
                .unwrap_or_default()
        })
        .collect();
    let at = GameRef { round, board, game };
    let rec = AppState::read(&state, move |c| {
        stored_record(c, id, at).map_err(AdminError::from)
    })
    .await?;
    let check = check_of(&rec, &t);
    let tr = Tr::current().for_tournament(&t);
    let entered = b
        .games
        .iter()
        .find(|g| g.number == game)
        .and_then(|g| pdn::grid_result(t.settings().variant, g));
    let check = check
        .as_ref()
        .map(|c| VerificationView::of(&tr, c, entered));
    let page = format!("/admin/t/{id}/rounds/{round}/boards/{board}/games/{game}");
    Ok(RecordPage {
        title: tr.t_args(
            "game-title",
            &[("round", &round), ("board", &board), ("game", &game)],
        ),
        action: page,
        back: format!("/admin/t/{id}/rounds/{round}"),
        tr,
        who: Who::from(&user),
        id,
        players: names.join(" - "),
        pdn: rec.pdn.unwrap_or_default(),
        ruling: rec.ruling.unwrap_or_default(),
        verification: verification(rec.verification, &check),
        check,
    })
}

/// A record's check: the one stored, or for a record saved before it could be verified, the
/// record verified for the page (not stored).
fn check_of(rec: &crate::store::games::GameRecord, t: &Tournament) -> Option<RecordCheck> {
    match (&rec.verification, &rec.pdn) {
        (Some(v), _) => serde_json::from_value::<RecordCheck>(v.clone()).ok(),
        (None, Some(pdn)) => Some(crate::ballot::record::check_plain_record(
            pdn,
            t.settings().variant,
        )),
        (None, None) => None,
    }
}

/// The stored verification as JSON for the page, where the page does not show the record's
/// check instead.
fn verification(stored: Option<serde_json::Value>, check: &Option<VerificationView>) -> String {
    match check {
        Some(_) => String::new(),
        None => stored
            .map(|v| serde_json::to_string_pretty(&v).unwrap_or_default())
            .unwrap_or_default(),
    }
}

signed_form! {
    csrf_only
    pub struct RecordForm {
        pub pdn: String,
        pub ruling: String,
        /// The record and ruling the page was built from, to detect a concurrent change.
        pub was_pdn: Option<String>,
        pub was_ruling: Option<String>,
    }
}

impl RecordForm {
    /// The edit the form asks for (sizes checked), and what was typed, to show beside the
    /// stored value should the record have changed meanwhile.
    fn edit(self) -> Result<(RecordEdit, String), AdminError> {
        check_sizes(&self.pdn, &self.ruling)?;
        let yours = format!("{}\nruling: {}", self.pdn.trim(), self.ruling.trim());
        let edit = RecordEdit {
            pdn: text(&self.pdn),
            ruling: text(&self.ruling),
            was: Some((
                self.was_pdn.as_deref().and_then(text),
                self.was_ruling.as_deref().and_then(text),
            )),
        };
        Ok((edit, yours))
    }
}

fn text(s: &str) -> Option<String> {
    let s = s.trim();
    (!s.is_empty()).then(|| s.replace("\r\n", "\n"))
}

/// The largest game record accepted for one game, in bytes (the form itself may be up to the
/// upload limit, 2 MiB).
pub const MAX_PDN_BYTES: usize = 64 * 1024;
/// The longest ruling accepted, in characters.
pub const MAX_RULING: usize = 2_000;

/// Refuses a record or ruling over the limits, before anything is read or written.
pub fn check_sizes(pdn: &str, ruling: &str) -> Result<(), AdminError> {
    let pdn_len = pdn.trim().len();
    if pdn_len > MAX_PDN_BYTES {
        return Err(crate::web::words::Msg::new("record-too-large")
            .arg("len", pdn_len)
            .arg("max", MAX_PDN_BYTES)
            .into());
    }
    let ruling_len = ruling.trim().chars().count();
    if ruling_len > MAX_RULING {
        return Err(crate::web::words::Msg::new("record-ruling-too-long")
            .arg("len", ruling_len)
            .arg("max", MAX_RULING)
            .into());
    }
    Ok(())
}

/// `POST /admin/t/{id}/rounds/{n}/boards/{b}/games/{g}` (chief or assistant)
pub async fn save_record(
    Posted(state, user, (id, round, board, game), form): Posted<RecordForm, (i64, u32, u32, u8)>,
) -> Reply {
    let at = GameRef { round, board, game };
    let (edit, yours) = form.edit()?;
    run(&state, &user, move |c, who| {
        records::save_record(c, id, at, &edit, who).map_err(|e| AdminError::from(e).yours(|| yours))
    })
    .await?;
    Ok(see_other(format!(
        "/admin/t/{id}/rounds/{round}/boards/{board}/games/{game}"
    )))
}

/// `GET /admin/t/{id}/knockout/{tie}/games/{g}`: the record of a knock-out's tie game (tie-break
/// games included), with the same form, verification and ruling as a board's game.
pub async fn tie_record_form(
    Admin(state, user, (id, key, game)): Admin<(i64, String, u32)>,
) -> Result<RecordPage, AdminError> {
    let tie = crate::domain::knockout::parse_tie_key(&key)
        .ok_or_else(|| AdminError::NotFound(format!("there is no tie {key:?}")))?;
    let (t, _) = load(&state, id).await?;
    let at = TieGameRef { tie, game };
    let (rec, k) = AppState::read(&state, {
        let t = t.clone();
        move |c| {
            let rec = records::stored_tie_record(c, id, at).map_err(AdminError::from)?;
            let k = crate::store::knockout::of(c, id, &t).map_err(AdminError::from)?;
            Ok::<_, AdminError>((rec, k))
        }
    })
    .await?;
    let g = k
        .games()
        .iter()
        .find(|g| g.tie == tie && g.game == game)
        .ok_or_else(|| AdminError::NotFound(format!("{tie} has no game {game} played")))?;
    let name = |no| {
        t.entry(no)
            .map(|e| format!("{} ({no})", e.name))
            .unwrap_or_default()
    };
    let check = check_of(&rec, &t);
    let variant = t.settings().variant;
    let (home, away) = g.report.kinds();
    let first_kind = if k.home_of(g) == g.first { home } else { away };
    let entered = Some(match first_kind {
        crate::domain::ResultKind::Win | crate::domain::ResultKind::ForfeitWin => {
            GameResult::of_winner(variant, Some(variant.first_to_move()))
        }
        crate::domain::ResultKind::Loss | crate::domain::ResultKind::ForfeitLoss => {
            GameResult::of_winner(variant, Some(!variant.first_to_move()))
        }
        _ => GameResult::of_winner(variant, None),
    });
    let tr = Tr::current().for_tournament(&t);
    let check = check
        .as_ref()
        .map(|c| VerificationView::of(&tr, c, entered));
    Ok(RecordPage {
        title: format!(
            "{}: {} {game}",
            crate::web::knockout::round_name(&tr, &k, tie),
            tr.t("col-game")
        ),
        action: format!("/admin/t/{id}/knockout/{key}/games/{game}"),
        back: format!("/admin/t/{id}/knockout"),
        tr,
        who: Who::from(&user),
        id,
        players: format!("{} - {}", name(g.first), name(g.second)),
        pdn: rec.pdn.unwrap_or_default(),
        ruling: rec.ruling.unwrap_or_default(),
        verification: verification(rec.verification, &check),
        check,
    })
}

/// `POST /admin/t/{id}/knockout/{tie}/games/{g}` (chief or assistant): the record of a tie game,
/// through the same command as a board's game's.
pub async fn save_tie_record(
    Posted(state, user, (id, key, game), form): Posted<RecordForm, (i64, String, u32)>,
) -> Reply {
    let tie = crate::domain::knockout::parse_tie_key(&key)
        .ok_or_else(|| AdminError::NotFound(format!("there is no tie {key:?}")))?;
    let at = TieGameRef { tie, game };
    let (edit, yours) = form.edit()?;
    run(&state, &user, move |c, who| {
        records::save_tie_record(c, id, at, &edit, who)
            .map_err(|e| AdminError::from(e).yours(|| yours))
    })
    .await?;
    Ok(see_other(format!(
        "/admin/t/{id}/knockout/{key}/games/{game}"
    )))
}
