//! A tournament's controller page and its settings.

use super::post::{Admin, Edit, Reply, answer, signed_form};
use crate::domain::text::quoted;
use actix_web::HttpRequest;
use askama::Template;
use askama_web::WebTemplate;

use super::super::AppState;
use super::super::auth::User;
use super::super::error::AdminError;
use super::super::public::{EntryLine, RoundLine, entry_lines, round_lines};
use super::{Who, load};
use std::collections::BTreeMap;

use chrono::NaiveDate;

use crate::domain::{
    Acceleration, Federation, Language, MatchScoring, Points, ScoreBasis, Scoring, Settings,
    SettingsError, TieBreak,
};
use crate::store;
use crate::web::words::Msg;

#[derive(Template, WebTemplate)]
#[template(path = "admin/tournament.html")]
pub struct Overview {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub who: Who,
    pub id: i64,
    pub version: i64,
    pub name: String,
    pub variant: String,
    pub system: String,
    pub rounds_total: u32,
    /// A knock-out's bracket in words (`web::knockout::outline`), said instead of its rounds.
    pub ko_outline: String,
    pub games_per_round: u8,
    pub rounds: Vec<RoundLine>,
    pub entries: Vec<EntryLine>,
    pub next_round: u32,
    pub can_pair: bool,
    /// A team event: its rounds are paired team by team on the team page, not here.
    pub team_event: bool,
    /// The event the tournament is a section of: id and name.
    pub event: Option<(i64, String)>,
    /// Events it could join (id, name), when it is no event's section.
    pub events: Vec<(i64, String)>,
    /// Entries whose entry fee is not paid in full.
    pub unpaid: Vec<String>,
    /// Played as a knock-out: its ties' games are entered on the knock-out page.
    pub knockout: bool,
    /// What the form that led here saved (`?saved=`), said once after the redirect.
    pub saved: String,
    /// The message saying how names are typed and shown in this event.
    pub name_hint: &'static str,
}

crate::localized!(Overview);

/// The message of a `?saved=` a controller form's redirect carries, in the page's language;
/// empty for none or an unknown one.
fn saved_notice(tr: &crate::web::i18n::Tr, query: &str) -> String {
    let what = query
        .split('&')
        .find_map(|kv| kv.strip_prefix("saved="))
        .unwrap_or("");
    match what {
        "settings" => tr.t("saved-settings"),
        "entry" => tr.t("saved-entry"),
        "entry-added" => tr.t("saved-entry-added"),
        _ => String::new(),
    }
}

/// `GET /admin/t/{id}`
pub async fn overview(
    req: HttpRequest,
    Admin(state, user, id): Admin,
) -> Result<Overview, AdminError> {
    let (t, version) = load(&state, id).await?;
    let (event, events) = AppState::read(&state, move |c| {
        let event = store::events::event_of(c, id)?;
        let all = store::events::list(c)?;
        Ok::<_, AdminError>((event, all.into_iter().map(|e| (e.id, e.name)).collect()))
    })
    .await?;
    let unpaid = super::book::unpaid(&state, id, &t, 0).await?;
    let s = t.settings();
    let paired = t.rounds().len() as u32;
    let tr = crate::web::i18n::Tr::current().for_tournament(&t);
    Ok(Overview {
        name_hint: super::entries::name_hint(&t),
        unpaid,
        saved: saved_notice(&tr, req.query_string()),
        tr,
        event,
        events,
        who: Who::from(&user),
        id,
        version,
        name: s.name.clone(),
        knockout: s.system.is_knockout(),
        variant: s.variant_label().to_owned(),
        system: s.system.to_string(),
        rounds_total: s.rounds,
        ko_outline: crate::web::knockout::outline(
            &crate::web::i18n::Tr::current().for_tournament(&t),
            &t,
        ),
        games_per_round: s.games_per_round,
        rounds: round_lines(&t),
        entries: entry_lines(&t),
        next_round: paired + 1,
        // A knock-out is played in the ties of its bracket, not in paired rounds; a team
        // event's rounds are paired team by team (the team page).
        can_pair: paired < s.rounds && !s.system.is_knockout() && s.team.is_none(),
        team_event: s.team.is_some(),
    })
}

#[derive(Template, WebTemplate)]
#[template(path = "admin/settings.html")]
pub struct SettingsPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub who: Who,
    pub id: i64,
    pub version: i64,
    pub form: SettingsForm,
    /// Every tie-break, to choose from.
    pub all_tie_breaks: Vec<TieBreakChoice>,
    /// The edition of FIDE C.07 the tie-breaks follow (from the start date).
    pub tie_break_rules: &'static str,
    pub ballot: super::ballot::BallotSettingsView,
    pub scoring_locked: bool,
    /// A knock-out: its own settings are shown.
    pub knockout: bool,
    /// A team event: its team tie-breaks are set on the team page.
    pub team_event: bool,
    /// The languages a tournament may have: code and name in itself.
    pub languages: Vec<(&'static str, &'static str)>,
    /// Every variant of the rules crate, by name.
    pub variants: Vec<&'static str>,
    /// A round is paired: the variant and the games per round no longer change.
    pub play_fixed: bool,
    /// Why the form sent was refused (shown above it, the values typed kept), or empty.
    pub problem: String,
}

crate::localized!(SettingsPage);

/// One tie-break as the settings page lists it.
pub struct TieBreakChoice {
    /// What to type in the list.
    pub name: &'static str,
    /// The FIDE code, accepted too.
    pub code: &'static str,
    /// The message id of its heading.
    pub heading: &'static str,
    pub description: String,
    /// Its place in the tournament's list, if chosen.
    pub place: Option<usize>,
}

impl TieBreakChoice {
    fn all(tr: &crate::web::i18n::Tr, chosen: &[TieBreak]) -> Vec<TieBreakChoice> {
        TieBreak::ALL
            .iter()
            .map(|&tb| TieBreakChoice {
                name: tb.name(),
                code: tb.fide_code(),
                heading: tb.row().heading,
                description: crate::web::words::tie_break_description(tb).say(tr),
                place: chosen.iter().position(|&c| c == tb).map(|p| p + 1),
            })
            .collect()
    }
}

signed_form! {
    /// The editable settings, as text.
    #[derive(Clone)]
    pub struct SettingsForm {
        pub name: String,
        pub venue: String,
        /// The event's first and last days, `2026-04-18` (blank: not set).
        pub start_date: String,
        pub end_date: String,
        pub chief_controller: String,
        pub rounds: String,
        pub time_control: String,
        /// Tie-break names, comma-separated, in order.
        pub tie_breaks: String,
        // The scoring; a form without it (`win` absent) leaves the scoring as it is. Refused once
        // results are stored if it changes anything (`Tournament::check_scoring_change`).
        pub win: Option<String>,
        pub draw: Option<String>,
        pub loss: Option<String>,
        pub pairing_bye: Option<String>,
        pub requested_bye: Option<String>,
        pub forfeit_win: Option<String>,
        /// The checkbox: match points are used.
        pub match_points: Option<String>,
        pub match_win: Option<String>,
        pub match_draw: Option<String>,
        pub match_loss: Option<String>,
        pub ranks_by: Option<String>,
        pub pairs_by: Option<String>,
        // The report settings; a form without one leaves it as it is.
        /// The event's federation (TRF 032): three letters, or blank.
        pub federation: Option<String>,
        /// The encoded time control (TRF 222), such as `5400+30`.
        pub time_control_code: Option<String>,
        /// `none`, `baku`, or `records` (keeps the records of an imported file).
        pub acceleration: Option<String>,
        /// One round a line: `ROUND DATE` (TRF 132).
        pub round_dates: Option<String>,
        // A knock-out's settings; a form without `ko_seeding` leaves them as they are (and the
        // unchecked boxes send nothing).
        pub ko_seeding: Option<String>,
        pub ko_tiebreak_games: Option<String>,
        pub ko_tiebreak_time_control: Option<String>,
        pub ko_reseed: Option<String>,
        pub ko_third_place: Option<String>,
        /// The tournament's default language (`en`, `fr`, `nl`, `ru`, `pt-BR`).
        pub language: Option<String>,
        /// The event's time zone (`UTC`, `+01:00`); a form without it leaves it as it is.
        pub time_zone: Option<String>,
        /// The variant (a name of `Variant::ALL`); a form without it leaves it as it is.
        pub variant: Option<String>,
        /// The games of a round (a match); a form without it leaves it as it is.
        pub games_per_round: Option<String>,
    }
}

impl SettingsForm {
    /// Fills the scoring fields from `s`.
    fn with_scoring(mut self, s: &Scoring) -> SettingsForm {
        let p = |p: Points| Some(p.to_string());
        let m = s.match_points.unwrap_or(MatchScoring {
            win: Points::whole(2),
            draw: Points::whole(1),
            loss: Points::ZERO,
        });
        self.win = p(s.win);
        self.draw = p(s.draw);
        self.loss = p(s.loss);
        self.pairing_bye = p(s.pairing_bye);
        self.requested_bye = p(s.requested_bye);
        self.forfeit_win = p(s.forfeit_win);
        self.match_points = s.match_points.map(|_| "on".to_owned());
        self.match_win = p(m.win);
        self.match_draw = p(m.draw);
        self.match_loss = p(m.loss);
        self.ranks_by = Some(s.ranks_by.name().to_owned());
        self.pairs_by = Some(s.pairs_by.name().to_owned());
        self
    }

    /// The form's value of a field, for the template.
    pub fn value(field: &Option<String>) -> &str {
        field.as_deref().unwrap_or_default()
    }

    pub fn uses_match_points(&self) -> bool {
        self.match_points.is_some()
    }

    pub fn ranks_by_match_points(&self) -> bool {
        self.ranks_by.as_deref() == Some(ScoreBasis::MatchPoints.name())
    }

    pub fn pairs_by_match_points(&self) -> bool {
        self.pairs_by.as_deref() == Some(ScoreBasis::MatchPoints.name())
    }

    fn describe_scoring(&self) -> String {
        let v = Self::value;
        format!(
            "points win/draw/loss: {}/{}/{}\nbyes (pairing/requested), forfeit win: {}/{}/{}\nmatch points: {}\nranked by: {}\npaired by: {}",
            v(&self.win),
            v(&self.draw),
            v(&self.loss),
            v(&self.pairing_bye),
            v(&self.requested_bye),
            v(&self.forfeit_win),
            if self.uses_match_points() {
                format!(
                    "{}/{}/{}",
                    v(&self.match_win),
                    v(&self.match_draw),
                    v(&self.match_loss)
                )
            } else {
                "none".to_owned()
            },
            v(&self.ranks_by),
            v(&self.pairs_by)
        )
    }

    /// The scoring the form gives, naming the first bad field; `base` when the form has no
    /// scoring part.
    fn apply_scoring(&self, base: &Scoring) -> Result<Scoring, AdminError> {
        if self.win.is_none() {
            return Ok(*base);
        }
        let points = |label: &'static str, field: &Option<String>| -> Result<Points, AdminError> {
            let text = Self::value(field).trim();
            if text.is_empty() {
                return Err(AdminError::field(label, Msg::new("form-enter-points")));
            }
            Points::parse(text).map_err(|e| {
                let id = match e {
                    crate::domain::PointsError::NotANumber(_) => "form-not-points",
                    crate::domain::PointsError::Negative(_) => "form-points-negative",
                    crate::domain::PointsError::NotAHalf(_) => "form-points-not-half",
                };
                AdminError::typed(label, id, text)
            })
        };
        let basis =
            |label: &'static str, field: &Option<String>| -> Result<ScoreBasis, AdminError> {
                Self::value(field).parse().map_err(|e: SettingsError| {
                    AdminError::field(label, crate::web::words::settings_refusal(&e).1)
                })
            };
        let match_points = if self.uses_match_points() {
            Some(MatchScoring {
                win: points("field-match-won", &self.match_win)?,
                draw: points("field-match-drawn", &self.match_draw)?,
                loss: points("field-match-lost", &self.match_loss)?,
            })
        } else {
            None
        };
        Ok(Scoring {
            win: points("field-game-won", &self.win)?,
            draw: points("field-game-drawn", &self.draw)?,
            loss: points("field-game-lost", &self.loss)?,
            match_points,
            ranks_by: basis("field-ranked-by", &self.ranks_by)?,
            pairs_by: basis("field-paired-by", &self.pairs_by)?,
            pairing_bye: points("field-pairing-bye", &self.pairing_bye)?,
            requested_bye: points("field-requested-bye", &self.requested_bye)?,
            forfeit_win: points("field-forfeit-win", &self.forfeit_win)?,
        })
    }
}

impl SettingsForm {
    fn of(s: &Settings) -> SettingsForm {
        let d = |d: Option<chrono::NaiveDate>| d.map(|d| d.to_string()).unwrap_or_default();
        SettingsForm {
            csrf: None,
            version: None,
            name: s.name.clone(),
            venue: s.venue.clone(),
            start_date: d(s.start_date),
            end_date: d(s.end_date),
            chief_controller: s.chief_controller.clone(),
            rounds: s.rounds.to_string(),
            // A preset's time control in the reader's words (`90 min + 1 min per zet`); kept
            // as stored when sent back unchanged.
            time_control: crate::web::words::time_control(
                &crate::web::i18n::Tr::current(),
                &s.time_control,
            ),
            tie_breaks: crate::web::view::comma_list(s.tie_breaks.iter().map(|t| t.name())),
            win: None,
            draw: None,
            loss: None,
            pairing_bye: None,
            requested_bye: None,
            forfeit_win: None,
            match_points: None,
            match_win: None,
            match_draw: None,
            match_loss: None,
            ranks_by: None,
            pairs_by: None,
            federation: None,
            time_control_code: None,
            acceleration: None,
            round_dates: None,
            ko_seeding: Some(s.knockout.seeding.name().to_owned()),
            ko_tiebreak_games: Some(s.knockout.tiebreak_games.to_string()),
            ko_tiebreak_time_control: Some(s.knockout.tiebreak_time_control.clone()),
            ko_reseed: s.knockout.reseed.then(|| "on".to_owned()),
            ko_third_place: s.knockout.third_place.then(|| "on".to_owned()),
            language: None,
            time_zone: None,
            variant: Some(s.variant.name().to_owned()),
            games_per_round: Some(s.games_per_round.to_string()),
        }
        .with_scoring(&s.scoring)
        .with_report(s)
    }

    fn describe(&self) -> String {
        let v = Self::value;
        format!(
            "name: {}\nvenue: {}\ndates: {} to {}\nchief controller: {}\nvariant: {}\nrounds: {}\ngames per round: {}\ntime control: {}\ntie-breaks: {}\n{}\nfederation: {}\ntime control code: {}\nacceleration: {}\nround dates: {}\nlanguage: {}\ntime zone: {}",
            self.name,
            self.venue,
            self.start_date,
            self.end_date,
            self.chief_controller,
            v(&self.variant),
            self.rounds,
            v(&self.games_per_round),
            self.time_control,
            self.tie_breaks,
            self.describe_scoring(),
            v(&self.federation),
            v(&self.time_control_code),
            v(&self.acceleration),
            v(&self.round_dates).trim().replace('\n', "; "),
            v(&self.language),
            v(&self.time_zone)
        )
    }

    /// The acceleration the form gives (`records` keeps the current records).
    fn apply_acceleration(&self, base: &Acceleration) -> Result<Acceleration, AdminError> {
        Ok(match self.acceleration.as_deref().map(str::trim) {
            None => base.clone(),
            Some("none") => Acceleration::None,
            Some("baku") => Acceleration::Baku,
            Some("records") if matches!(base, Acceleration::Records { .. }) => base.clone(),
            Some(other) => {
                return Err(AdminError::typed(
                    "field-acceleration",
                    "form-not-a-choice",
                    other,
                ));
            }
        })
    }

    /// The round dates of the form: one `ROUND DATE` a line (blank lines skipped).
    fn apply_round_dates(
        &self,
        base: &BTreeMap<u32, NaiveDate>,
    ) -> Result<BTreeMap<u32, NaiveDate>, AdminError> {
        let Some(text) = &self.round_dates else {
            return Ok(base.clone());
        };
        let mut out = BTreeMap::new();
        for (i, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let bad = |m: Msg| {
                AdminError::field(
                    "field-round-dates",
                    Msg::new("form-line").arg("line", i + 1).arg("problem", m),
                )
            };
            let mut parts = line.split_whitespace();
            let (Some(round), Some(date), None) = (parts.next(), parts.next(), parts.next()) else {
                return Err(bad(
                    Msg::new("form-not-round-date").arg("text", quoted(line.trim()))
                ));
            };
            let round: u32 = round
                .trim_end_matches(':')
                .parse()
                .map_err(|_| bad(Msg::new("form-not-round-number").arg("text", quoted(round))))?;
            let date: NaiveDate = date
                .parse()
                .map_err(|_| bad(Msg::new("form-not-date").arg("text", quoted(date))))?;
            if out.insert(round, date).is_some() {
                return Err(bad(Msg::new("form-round-two-dates").arg("round", round)));
            }
        }
        Ok(out)
    }

    /// The report settings of `s`, as the form shows them.
    fn with_report(mut self, s: &Settings) -> SettingsForm {
        self.federation = Some(
            s.federation
                .as_ref()
                .map(|f| f.to_string())
                .unwrap_or_default(),
        );
        self.time_control_code = Some(s.report.time_control_code.clone());
        self.acceleration = Some(s.acceleration.name().to_owned());
        self.language = Some(s.language.code().to_owned());
        self.time_zone = Some(s.time_zone.to_string());
        self.round_dates = Some(
            s.round_dates
                .iter()
                .map(|(r, d)| format!("{r} {d}\n"))
                .collect(),
        );
        self
    }

    /// Whether the form's knock-out seeding is `name`, for the template.
    pub fn seeding_is(&self, name: &str) -> bool {
        self.ko_seeding.as_deref() == Some(name)
    }

    /// Whether the form's language is `code`, for the template.
    pub fn language_is(&self, code: &str) -> bool {
        self.language.as_deref() == Some(code)
    }

    /// Whether the form's variant is `name`, for the template.
    pub fn variant_is(&self, name: &str) -> bool {
        self.variant.as_deref() == Some(name)
    }

    /// Whether the form's acceleration is `name`, for the template.
    pub fn acceleration_is(&self, name: &str) -> bool {
        self.acceleration.as_deref() == Some(name)
    }

    /// Applies the form to `base`, naming the first bad field.
    fn apply(&self, base: &Settings) -> Result<Settings, AdminError> {
        let date =
            |field: &'static str, text: &str| -> Result<Option<chrono::NaiveDate>, AdminError> {
                let text = text.trim();
                if text.is_empty() {
                    return Ok(None);
                }
                text.parse()
                    .map(Some)
                    .map_err(|_| AdminError::typed(field, "form-not-date", text))
            };
        let settings = |field: &'static str, e: &SettingsError| {
            AdminError::field(field, crate::web::words::settings_refusal(e).1)
        };
        let mut s = base.clone();
        s.name = self.name.trim().to_owned();
        s.venue = self.venue.trim().to_owned();
        s.start_date = date("field-start-date", &self.start_date)?;
        s.end_date = date("field-end-date", &self.end_date)?;
        s.chief_controller = self.chief_controller.trim().to_owned();
        s.rounds = self.rounds.trim().parse().map_err(|_| {
            AdminError::typed("field-rounds", "form-not-whole-number", self.rounds.trim())
        })?;
        if let Some(v) = &self.variant {
            s.variant = v
                .trim()
                .parse()
                .map_err(|_| AdminError::typed("field-variant", "form-not-a-choice", v.trim()))?;
        }
        if let Some(g) = &self.games_per_round {
            s.games_per_round = g.trim().parse().map_err(|_| {
                AdminError::typed("field-games-per-round", "form-not-whole-number", g.trim())
            })?;
        }
        // A time control of the presets' forms, typed or shown in any language of the pages, is
        // kept in one form that every page says in its own language; shown and sent back
        // unchanged, the stored text stays as it was.
        let typed = self.time_control.trim();
        if typed
            != crate::web::words::time_control(&crate::web::i18n::Tr::current(), &s.time_control)
        {
            s.time_control = crate::domain::time_control::TimeControl::read(typed)
                .map_or_else(|| typed.to_owned(), |tc| tc.to_string());
        }
        s.tie_breaks = self
            .tie_breaks
            .split(',')
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(|t| {
                t.parse::<TieBreak>()
                    .map_err(|e| settings("field-tie-breaks", &e))
            })
            .collect::<Result<_, _>>()?;
        s.scoring = self.apply_scoring(&base.scoring)?;
        if let Some(f) = &self.federation {
            s.federation = match f.trim() {
                "" => None,
                f => Some(Federation::parse(f).map_err(|_| {
                    AdminError::typed("field-federation", "form-bad-federation", f)
                })?),
            };
        }
        if let Some(code) = &self.time_control_code {
            s.report.time_control_code = code.trim().to_owned();
        }
        s.acceleration = self.apply_acceleration(&base.acceleration)?;
        if let Some(l) = &self.language {
            s.language = Language::parse(l)
                .map_err(|_| AdminError::typed("field-language", "form-not-a-choice", l))?;
        }
        if let Some(z) = &self.time_zone {
            s.time_zone = z.parse().map_err(|_| {
                AdminError::typed("field-time-zone", "form-bad-time-zone", z.trim())
            })?;
        }
        s.round_dates = self.apply_round_dates(&base.round_dates)?;
        if let Some(seeding) = &self.ko_seeding {
            s.knockout.seeding = seeding
                .parse()
                .map_err(|e| settings("field-ko-seeding", &e))?;
            let games = Self::value(&self.ko_tiebreak_games).trim();
            s.knockout.tiebreak_games = games.parse().map_err(|_| {
                AdminError::typed("field-ko-tiebreak-games", "form-not-whole-number", games)
            })?;
            s.knockout.tiebreak_time_control = Self::value(&self.ko_tiebreak_time_control)
                .trim()
                .to_owned();
            s.knockout.reseed = self.ko_reseed.is_some();
            s.knockout.third_place = self.ko_third_place.is_some();
        }
        s.check()
            .map_err(|e| AdminError::from(crate::web::words::settings_refusal(&e).1))?;
        Ok(s)
    }
}

/// `GET /admin/t/{id}/settings`
pub async fn settings_form(Admin(state, user, id): Admin) -> Result<SettingsPage, AdminError> {
    user.chief()?;
    let (t, version) = load(&state, id).await?;
    let mut form = SettingsForm::of(t.settings());
    // The time control said in the page's language (60 мин + 30 с на ход in a Russian event).
    form.time_control = crate::web::words::time_control(
        &crate::web::i18n::Tr::current().for_tournament(&t),
        &form.time_control,
    );
    Ok(SettingsPage::new(
        &t,
        &user,
        id,
        version,
        form,
        String::new(),
    ))
}

impl SettingsPage {
    /// The settings page of `t` showing `form` (the stored settings, or a form sent and
    /// refused with its `problem`), based on `version`.
    fn new(
        t: &crate::domain::Tournament,
        user: &User,
        id: i64,
        version: i64,
        form: SettingsForm,
        problem: String,
    ) -> SettingsPage {
        let tr = crate::web::i18n::Tr::current().for_tournament(t);
        SettingsPage {
            all_tie_breaks: TieBreakChoice::all(&tr, &t.settings().tie_breaks),
            ballot: super::ballot::BallotSettingsView::of(&tr, t.settings()),
            tr,
            who: Who::from(user),
            id,
            version,
            form,
            tie_break_rules: t.settings().tie_break_rules().name(),
            scoring_locked: t.scoring_locked(),
            knockout: t.settings().system.is_knockout(),
            team_event: t.settings().team.is_some(),
            languages: Language::ALL
                .iter()
                .map(|l| (l.code(), l.native_name()))
                .collect(),
            variants: draughts_rules::Variant::ALL.map(|v| v.name()).to_vec(),
            play_fixed: !t.rounds().is_empty(),
            problem,
        }
    }
}

/// `POST /admin/t/{id}/settings` (chief only, version-checked)
pub async fn save_settings(edit: Edit<SettingsForm>) -> Reply {
    let (id, form) = (edit.tournament, &edit.form);
    // The form changes the settings it was built from: when they changed meanwhile, the
    // command refuses (the version differs) and nothing is lost.
    let t = AppState::load::<AdminError>(&edit.state, id).await?;
    let saved = async {
        let new = form.apply(t.settings())?;
        let yours = form.describe();
        edit.run(move |c, id, seen, who| {
            store::update_settings(c, id, seen, &new, |s| SettingsForm::of(s).describe(), who)
                .map_err(|e| AdminError::from(e).yours(|| yours))
        })
        .await
    };
    let to = |_| format!("/admin/t/{id}?saved=settings");
    // A refused value: the same page, with what was typed and the problem above it.
    answer(saved.await, to, |problem| async {
        let sent = form.clone();
        Ok(SettingsPage::new(
            &t,
            &edit.user,
            id,
            edit.version,
            sent,
            problem,
        ))
    })
    .await
}
