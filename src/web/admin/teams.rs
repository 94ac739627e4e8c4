//! The controller's team page: the teams with their board order, pairing the next team round,
//! each match's line-up form (one choice per board from the team's list) and whole-team
//! forfeits; the board results are entered on the round's page as in any event.

use actix_web::web;
use askama::Template;
use askama_web::WebTemplate;

use super::super::AppState;
use super::super::auth::User;
use super::super::error::AdminError;
use super::super::teams::{MatchView, match_views};
use super::post::{Admin, Edit, Reply, Respond, answer, signed_form};
use super::{Who, see_other};
use crate::domain::StartNo;
use crate::domain::team::{TeamNo, TeamPairing, WholeForfeit};
use crate::store;

/// A player a captain may put up on a board.
pub struct Choice {
    pub no: StartNo,
    pub label: String,
    pub selected: bool,
}

/// One board's choice in a line-up form.
pub struct Slot {
    pub board: u32,
    pub choices: Vec<Choice>,
}

/// A team's line-up form for a match.
pub struct LineupForm {
    pub team: TeamNo,
    pub name: String,
    pub handed_in: bool,
    pub slots: Vec<Slot>,
}

/// A match with its two line-up forms.
pub struct MatchForms {
    pub view: MatchView,
    pub forms: Vec<LineupForm>,
}

/// A team line on the controller's page.
pub struct TeamLine {
    pub no: TeamNo,
    pub name: String,
    pub players: String,
}

/// The form editing a team's details, as stored or as typed when refused.
pub struct TeamEdit {
    pub no: TeamNo,
    pub name: String,
    pub club: String,
    pub captain: String,
    /// Start numbers in board order: `1, 2, 3, 4, 5`.
    pub players: String,
    /// Why the form was refused (empty when it was not).
    pub problem: String,
}

/// A refused line-up: the match, the team and the problem, said beside that form.
pub struct LineupRefusal {
    pub number: u32,
    pub team: TeamNo,
    pub problem: String,
}

#[derive(Template, WebTemplate)]
#[template(path = "admin/teams.html")]
pub struct TeamsAdminPage {
    pub tr: crate::web::i18n::Tr,
    pub who: Who,
    pub id: i64,
    pub version: i64,
    pub name: String,
    /// Whether the tournament is a team event yet (otherwise only its settings form shows).
    pub is_team: bool,
    pub boards_setting: u32,
    pub teams: Vec<TeamLine>,
    pub round: u32,
    /// The event's number of rounds: no round is offered past it.
    pub total_rounds: u32,
    /// Why the last pairing was refused (empty when none was).
    pub problem: String,
    pub missing: String,
    pub matches: Vec<MatchForms>,
    /// The match points chosen (`2/1/0`, `1/0.5/0`, `none`).
    pub match_points: String,
    /// The team tie-breaks in order, by name (or as typed when refused).
    pub tie_breaks: String,
    /// Every team tie-break's name, for the hint.
    pub tie_break_names: String,
    /// Why the settings were refused (empty when they were not).
    pub settings_problem: String,
    /// The team being edited, if any.
    pub edit: Option<TeamEdit>,
    /// A line-up refused, if any.
    pub lineup_refused: Option<LineupRefusal>,
    /// The teams as stored (for the edit form).
    pub stored_teams: Vec<crate::domain::team::Team>,
}
crate::localized!(TeamsAdminPage);

/// `?edit=N`: the team whose details are edited.
#[derive(Debug, serde::Deserialize)]
pub struct PageQuery {
    pub edit: Option<TeamNo>,
}

/// `GET /admin/t/{id}/teams[?edit=N]`: the teams and the last team round's line-ups; with
/// `edit`, the form editing that team's details.
pub async fn page(
    Admin(state, user, id): Admin,
    query: web::Query<PageQuery>,
) -> Result<TeamsAdminPage, AdminError> {
    let mut page = load_page(&user, &state, id).await?;
    if let Some(no) = query.edit {
        page.edit = Some(page.team_edit(no).ok_or_else(|| {
            AdminError::from(
                crate::web::words::Msg::new("team-refusal-no-such-team").arg("team", no),
            )
        })?);
    }
    Ok(page)
}

/// Every team tie-break's name, comma-separated.
fn tie_break_names() -> String {
    crate::domain::team::TeamTieBreak::ALL
        .map(crate::domain::team::TeamTieBreak::name)
        .join(", ")
}

impl TeamsAdminPage {
    /// The edit form of team `no` as stored.
    fn team_edit(&self, no: TeamNo) -> Option<TeamEdit> {
        self.stored_teams
            .iter()
            .find(|t| t.no == no)
            .map(|t| TeamEdit {
                no,
                name: t.name.clone(),
                club: t.club.clone().unwrap_or_default(),
                captain: t.captain.clone().unwrap_or_default(),
                players: crate::web::view::comma_list(&t.players),
                problem: String::new(),
            })
    }
}

/// The controller's team page as stored now.
async fn load_page(
    user: &User,
    state: &web::Data<AppState>,
    id: i64,
) -> Result<TeamsAdminPage, AdminError> {
    // The version the forms carry and the teams shown, read at one point in time.
    let (version, t, e) = AppState::read(state, move |c| {
        store::read_consistent(c, |tx| {
            let v = store::version(tx, id)?;
            let t = store::tournaments::load(tx, id)?;
            let e = store::teams::load(tx, id, t.settings())?;
            Ok((v, t, e))
        })
        .map_err(AdminError::from)
    })
    .await?;
    let Some(e) = e else {
        return Ok(TeamsAdminPage {
            tr: crate::web::i18n::Tr::current().for_tournament(&t),
            who: Who::from(user),
            id,
            version,
            name: t.settings().name.clone(),
            is_team: false,
            boards_setting: 4,
            teams: Vec::new(),
            round: 0,
            total_rounds: t.settings().rounds,
            problem: String::new(),
            missing: String::new(),
            matches: Vec::new(),
            match_points: "2/1/0".into(),
            tie_breaks: String::new(),
            tie_break_names: tie_break_names(),
            settings_problem: String::new(),
            edit: None,
            lineup_refused: None,
            stored_teams: Vec::new(),
        });
    };
    let round = e.rounds_paired();
    let name = |p: StartNo| {
        t.entry(p)
            .map(|x| format!("{} ({p})", x.name))
            .unwrap_or_default()
    };
    let matches = match_views(&t, &e, round)
        .into_iter()
        .map(|view| {
            let m = e.team_match(round, view.number).expect("match shown");
            let handed = e
                .lineups_in
                .get(&(round, view.number))
                .copied()
                .unwrap_or_default();
            let forms = match (m.pairing, m.forfeit) {
                (TeamPairing::Match { first, second }, None) => [(first, true), (second, false)]
                    .into_iter()
                    .map(|(team, is_first)| {
                        let tm = e.team(team).expect("team of a match");
                        LineupForm {
                            team,
                            name: tm.name.clone(),
                            handed_in: if is_first { handed.0 } else { handed.1 },
                            slots: m
                                .boards
                                .iter()
                                .map(|b| {
                                    let chosen = if is_first { b.first } else { b.second };
                                    Slot {
                                        board: b.board,
                                        choices: tm
                                            .players
                                            .iter()
                                            .map(|&p| Choice {
                                                no: p,
                                                label: name(p),
                                                selected: chosen == Some(p),
                                            })
                                            .collect(),
                                    }
                                })
                                .collect(),
                        }
                    })
                    .collect(),
                _ => Vec::new(),
            };
            MatchForms { view, forms }
        })
        .collect();
    let tr = crate::web::i18n::Tr::current().for_tournament(&t);
    Ok(TeamsAdminPage {
        who: Who::from(user),
        id,
        version,
        name: t.settings().name.clone(),
        is_team: true,
        total_rounds: t.settings().rounds,
        problem: String::new(),
        boards_setting: e.settings.boards,
        teams: e
            .teams
            .iter()
            .map(|tm| TeamLine {
                no: tm.no,
                name: tm.name.clone(),
                players: crate::web::view::comma_list(tm.players.iter().map(|&p| name(p))),
            })
            .collect(),
        round,
        missing: e
            .missing_lineups(round)
            .iter()
            .map(|(m, team)| {
                format!(
                    "{}: {}",
                    tr.t_args("team-match", &[("n", m)]),
                    e.team(*team).map(|x| x.name.as_str()).unwrap_or("")
                )
            })
            .collect::<Vec<_>>()
            .join("; "),
        matches,
        match_points: match e.settings.match_points {
            None => "none".into(),
            Some(m) if m == crate::domain::team::TeamScoring::ONE_HALF_ZERO => "1/0.5/0".into(),
            Some(_) => "2/1/0".into(),
        },
        tie_breaks: crate::web::view::comma_list(e.settings.tie_breaks.iter().map(|tb| tb.name())),
        tie_break_names: tie_break_names(),
        settings_problem: String::new(),
        edit: None,
        lineup_refused: None,
        stored_teams: e.teams.clone(),
        tr,
    })
}

signed_form! {
    pub struct VersionForm {
    }
}

/// `POST /admin/t/{id}/teams/pair`: pairs the next team round by the event's system.
pub async fn pair(edit: Edit<VersionForm>) -> Reply {
    let (state, user, id) = (&edit.state, &edit.user, edit.tournament);
    let done = edit
        .run(move |c, id, seen, who| {
            Ok::<_, AdminError>(store::pair_team_round_auto(c, id, seen, who))
        })
        .await?;
    match done {
        Ok(_) => Ok(see_other(format!("/admin/t/{id}/teams"))),
        // A round the rules do not let be paired yet answers with the page and the reason.
        Err(
            e @ (store::StoreError::Invalid { .. }
            | store::StoreError::Team { .. }
            | store::StoreError::Domain(_)
            | store::StoreError::NotFound(_)),
        ) => {
            let mut page = load_page(user, state, id).await?;
            let e = AdminError::from(e);
            page.problem = e.refusal().unwrap_or_else(|| e.to_string());
            page.respond(actix_web::http::StatusCode::UNPROCESSABLE_ENTITY)
        }
        Err(e) => Err(AdminError::from(e)),
    }
}

/// A form as its fields in order.
type Fields = Vec<(String, String)>;

/// `POST /admin/t/{id}/teams/rounds/{n}/matches/{m}/lineup`: a team's line-up, fields
/// `team` and `board1`..`boardN` (a start number, or empty for a board left empty). A refused
/// line-up answers with the team page (422): the problem, in the reader's language, above that
/// team's form, its boards as chosen.
pub async fn lineup(edit: Edit<Fields, (u32, u32)>) -> Reply {
    use crate::web::words::Msg;
    let (state, user, form) = (&edit.state, &edit.user, &edit.form);
    let (id, (round, number)) = (edit.tournament, edit.at);
    let field = |name: &str| {
        form.iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.trim().to_owned())
    };
    let team: TeamNo = field("team")
        .and_then(|v| v.parse().ok())
        .ok_or_else(|| AdminError::from(Msg::new("team-no-team-chosen")))?;
    let mut typed = Vec::new();
    for b in 1.. {
        let Some(v) = field(&format!("board{b}")) else {
            break;
        };
        typed.push(v);
    }
    let read: Result<Vec<Option<StartNo>>, AdminError> = typed
        .iter()
        .enumerate()
        .map(|(i, v)| match v.as_str() {
            "" | "0" => Ok(None),
            v => v.parse::<StartNo>().map(Some).map_err(|_| {
                AdminError::from(
                    Msg::new("team-not-a-start-number")
                        .arg("board", i + 1)
                        .arg("text", v),
                )
            }),
        })
        .collect();
    let saved = match read {
        Ok(lineup) => {
            edit.run(move |c, id, seen, who| {
                store::set_lineup(c, id, seen, round, number, team, &lineup, who)
            })
            .await
        }
        Err(e) => Err(e),
    };
    match saved {
        Ok(()) => Ok(see_other(format!("/admin/t/{id}/teams"))),
        Err(e) => match e.refusal() {
            Some(problem) => {
                let mut page = load_page(user, state, id).await?;
                if page.round != round {
                    return Err(e);
                }
                for mf in page.matches.iter_mut().filter(|m| m.view.number == number) {
                    for f in mf.forms.iter_mut().filter(|f| f.team == team) {
                        for (slot, v) in f.slots.iter_mut().zip(&typed) {
                            for c in &mut slot.choices {
                                c.selected = c.no.to_string() == *v;
                            }
                        }
                    }
                }
                page.lineup_refused = Some(LineupRefusal {
                    number,
                    team,
                    problem,
                });
                page.respond(actix_web::http::StatusCode::UNPROCESSABLE_ENTITY)
            }
            None => Err(e),
        },
    }
}

signed_form! {
    pub struct ForfeitForm {
        pub absent: String,
    }
}

/// `POST /admin/t/{id}/teams/rounds/{n}/matches/{m}/forfeit`: `absent` is `first`, `second`,
/// `both` or `none`.
pub async fn forfeit(edit: Edit<ForfeitForm, (u32, u32)>) -> Reply {
    let (round, number) = edit.at;
    let absent = match edit.form.absent.as_str() {
        "none" => None,
        a => Some(WholeForfeit::parse(a).ok_or_else(|| {
            AdminError::from(crate::web::words::Msg::new("team-forfeit-refused").arg("text", a))
        })?),
    };
    edit.run(move |c, id, seen, who| {
        store::set_team_forfeit(c, id, seen, round, number, absent, who)
    })
    .await?;
    Ok(see_other(format!("/admin/t/{}/teams", edit.tournament)))
}

signed_form! {
    pub struct SettingsForm {
        pub boards: u32,
        /// `2/1/0`, `1/0.5/0` or `none`.
        #[serde(default)]
        pub match_points: String,
        /// The team tie-breaks in order, names or codes separated by commas; absent: as they
        /// are.
        #[serde(default)]
        pub tie_breaks: Option<String>,
    }
}

/// `POST /admin/t/{id}/teams/settings` (chief only): makes the tournament a team event of
/// `boards` boards (the number fixed once a round is paired), match points and team
/// tie-breaks as chosen. A refused value answers with the team page (422), the values typed
/// and the problem in the reader's language.
pub async fn settings(edit: Edit<SettingsForm>) -> Reply {
    let (state, user, form, id) = (&edit.state, &edit.user, &edit.form, edit.tournament);
    use crate::domain::team::{TeamScoring, TeamTieBreak};
    use crate::web::words::Msg;
    let read = || -> Result<crate::domain::team::TeamSettings, AdminError> {
        let mut s = crate::domain::team::TeamSettings::new(form.boards).map_err(|_| {
            AdminError::from(
                Msg::new("team-refusal-bad-boards")
                    .arg("boards", form.boards)
                    .arg("max", crate::domain::team::MAX_BOARDS),
            )
        })?;
        s.match_points = match form.match_points.as_str() {
            "" | "2/1/0" => Some(TeamScoring::TWO_ONE_ZERO),
            "1/0.5/0" => Some(TeamScoring::ONE_HALF_ZERO),
            "none" => None,
            other => {
                return Err(AdminError::from(
                    Msg::new("team-match-points-refused").arg("text", other),
                ));
            }
        };
        if let Some(text) = &form.tie_breaks {
            let mut list = Vec::new();
            for name in text.split(',').map(str::trim).filter(|n| !n.is_empty()) {
                list.push(TeamTieBreak::parse(name).ok_or_else(|| {
                    AdminError::from(
                        Msg::new("team-tie-breaks-refused")
                            .arg("text", name)
                            .arg("list", tie_break_names()),
                    )
                })?);
            }
            s.tie_breaks = list;
        }
        Ok(s)
    };
    let saved = async {
        let mut s = read()?;
        let keep_tie_breaks = form.tie_breaks.is_none();
        edit.run(move |c, id, seen, who| {
            if let Some(old) = store::tournaments::settings(c, id)?.team {
                if keep_tie_breaks {
                    s.tie_breaks = old.tie_breaks;
                }
                s.unfilled = old.unfilled;
                s.schedule = old.schedule;
            }
            store::set_team_settings(c, id, seen, &s, who)
        })
        .await
    };
    let to = |()| format!("/admin/t/{id}/teams");
    answer(saved.await, to, |problem| async {
        let mut page = load_page(user, state, id).await?;
        page.settings_problem = problem;
        page.boards_setting = form.boards;
        page.match_points = form.match_points.clone();
        if let Some(t) = &form.tie_breaks {
            page.tie_breaks = t.clone();
        }
        Ok(page)
    })
    .await
}

signed_form! {
    /// A team as the create and edit forms give it.
    pub struct TeamForm {
        pub name: String,
        #[serde(default)]
        pub club: String,
        #[serde(default)]
        pub captain: String,
        /// Start numbers in board order: `1, 2, 3, 4, 5`.
        #[serde(default)]
        pub players: String,
    }
}

impl TeamForm {
    /// The players typed, in board order (start numbers separated by commas, spaces or, in
    /// the edit form, semicolons).
    fn players(&self, separators: &[char]) -> Result<Vec<StartNo>, AdminError> {
        self.players
            .split(separators)
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(|p| {
                p.parse::<StartNo>().map_err(|_| {
                    AdminError::from(
                        crate::web::words::Msg::new("team-players-not-a-start-number")
                            .arg("text", p),
                    )
                })
            })
            .collect()
    }
}

/// `POST /admin/t/{id}/teams/create`: a new team with its players in board order.
pub async fn create(edit: Edit<TeamForm>) -> Reply {
    let form = &edit.form;
    let players = form.players(&[',', ' '])?;
    let opt = |s: &str| Some(s.to_owned()).filter(|s| !s.trim().is_empty());
    let (name, club, captain) = (form.name.clone(), opt(&form.club), opt(&form.captain));
    edit.run(move |c, id, seen, who| {
        store::create_team(c, id, seen, &name, club, captain, players, who)
    })
    .await?;
    Ok(see_other(format!("/admin/t/{}/teams", edit.tournament)))
}

/// `POST /admin/t/{id}/teams/{no}/edit` (chief only): a team's name, club, captain and
/// players in board order (`store::edit_team`). A refused form answers with the team page
/// (422), the form as typed and the problem in the reader's language.
pub async fn edit(edit: Edit<TeamForm, TeamNo>) -> Reply {
    let (id, no) = (edit.tournament, edit.at);
    let (state, user, form) = (&edit.state, &edit.user, &edit.form);
    let players = form.players(&[',', ' ', ';']);
    let opt = |s: &str| Some(s.to_owned()).filter(|s| !s.trim().is_empty());
    let (name, club, captain) = (form.name.clone(), opt(&form.club), opt(&form.captain));
    let saved = async {
        let players = players?;
        edit.run(move |c, id, seen, who| {
            store::edit_team(c, id, seen, no, &name, club, captain, players, who)
        })
        .await
    };
    let to = |()| format!("/admin/t/{id}/teams#teams");
    answer(saved.await, to, |problem| async {
        let mut page = load_page(user, state, id).await?;
        page.edit = Some(TeamEdit {
            no,
            name: form.name.clone(),
            club: form.club.clone(),
            captain: form.captain.clone(),
            players: form.players.clone(),
            problem,
        });
        Ok(page)
    })
    .await
}
