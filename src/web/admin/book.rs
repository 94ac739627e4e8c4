//! The controller's book: incidents and penalties (000 art. 6.9), appeals (art. 7.1), the
//! book's settings and entry fees, the fee list for the treasurer (CSV and print), and the
//! controller's report (print). Every write is one command of `store::commands::book`.
//! Penalties, appeals, settings and payments are the chief's; assistants read the book and its
//! prints.

use actix_web::http::header;
use actix_web::{HttpResponse, web};
use askama::Template;
use askama_web::WebTemplate;

use super::super::AppState;
use super::super::auth::User;
use super::super::error::AdminError;
use super::post::{self, Admin, Edit, Reply, signed_form};
use super::{Who, load};
use crate::domain::BoardReport;
use crate::domain::book::BookError;
use crate::domain::book::{
    Against, Decision, DisqualifiedGames, NewIncident, Offender, Penalty, RuleBook, Topic, amount,
    parse_amount,
};
use crate::domain::fees::{FeeSchedule, Who as FeeWho};
use crate::domain::report::ControllerReport;
use crate::domain::text::quoted;
use crate::store;
use crate::store::book::{self as commands, NewAppeal};
use crate::web::words;

crate::localized!(BookPage, FeeSheet, ReportSheet);

/// A fee schedule in words of the page's language, its amounts as the language writes them
/// (`Droit normal 15,00 · jeunes de moins de 18 ans 5,00`); a text that is no schedule stays
/// as it is.
pub fn fee_words(tr: &crate::web::i18n::Tr, text: &str) -> String {
    let Ok(s) = FeeSchedule::parse(text) else {
        return text.to_owned();
    };
    let mut out = vec![tr.t_args("fees-words-standard", &[("amount", &tr.money(s.standard))])];
    for r in &s.reductions {
        out.push(match r.who {
            FeeWho::Titled => tr.t_args("fees-words-titled", &[("amount", &tr.money(r.fee))]),
            FeeWho::Junior { age } => tr.t_args(
                "fees-words-junior",
                &[("age", &age), ("amount", &tr.money(r.fee))],
            ),
        });
    }
    out.join(" · ")
}

impl FeeSheet {
    /// The schedule in words of the sheet's language.
    pub fn schedule_words(&self) -> String {
        fee_words(&self.tr, &self.schedule)
    }
}

impl ReportSheet {
    /// The report's fee schedule in words of its language.
    pub fn schedule_words(&self) -> String {
        fee_words(&self.tr, &self.r.fees.schedule)
    }
}

/// An incident as listed.
pub struct IncidentLine {
    pub id: i64,
    /// Its number in the tournament's book.
    pub number: u32,
    pub at: String,
    pub offender: String,
    pub place: String,
    pub article: String,
    pub penalty: String,
    pub reason: String,
    pub recorded_by: String,
    pub repeated: bool,
    pub lifted: String,
}

/// An appeal as listed.
pub struct AppealLine {
    pub id: i64,
    /// Its number among the tournament's appeals.
    pub number: u32,
    pub against: String,
    pub appellant: String,
    pub filed_at: String,
    pub grounds: String,
    pub committee: String,
    pub warnings: Vec<String>,
    pub decided: bool,
    pub decision: String,
    pub deposit: String,
    /// A ruling on a result: the decision form asks for the corrected result.
    pub ruling: bool,
}

/// An entry's fee as listed.
pub struct FeeLine {
    pub no: u32,
    pub name: String,
    pub due: String,
    pub paid: String,
    pub owed: String,
    /// What is due as a payment field takes it (`15.00`, whatever the page's language).
    pub due_input: String,
    pub unpaid: bool,
    pub method: String,
    pub paid_on: String,
}

/// The fee schedule as the book's form shows it: the standard fee, the titled players' fee
/// and one junior reduction (age and fee), each `12.50` or empty; further junior reductions
/// stay in the typed schedule.
pub struct FeeControls {
    pub standard: String,
    pub titled: String,
    pub junior_age: String,
    pub junior: String,
}

impl FeeControls {
    pub fn of(s: &FeeSchedule) -> FeeControls {
        let titled = s.reductions.iter().find(|r| r.who == FeeWho::Titled);
        let junior = s.reductions.iter().find_map(|r| match r.who {
            FeeWho::Junior { age } => Some((age, r.fee)),
            FeeWho::Titled => None,
        });
        FeeControls {
            standard: amount(s.standard),
            titled: titled.map(|r| amount(r.fee)).unwrap_or_default(),
            junior_age: junior.map(|(a, _)| a.to_string()).unwrap_or_default(),
            junior: junior.map(|(_, f)| amount(f)).unwrap_or_default(),
        }
    }
}

#[derive(Template, WebTemplate)]
#[template(path = "admin/book.html")]
pub struct BookPage {
    pub tr: crate::web::i18n::Tr,
    pub who: Who,
    pub id: i64,
    pub version: i64,
    pub name: String,
    pub incidents: Vec<IncidentLine>,
    pub appeals: Vec<AppealLine>,
    pub fees: Vec<FeeLine>,
    /// The fee schedule in the settings form's one-line form (`standard=20.00 junior<18=10.00`):
    /// the stored one, or what a refused form typed.
    pub fee_text: String,
    pub fee_controls: FeeControls,
    /// In a round robin, a disqualified player's games are annulled when they played fewer than
    /// half of them (`DisqualifiedGames::AnnulledUnderHalf`); otherwise they are kept.
    pub annul: bool,
    /// (starting number, name) of every entry.
    pub players: Vec<(u32, String)>,
    /// (article, what it says) of the rule book of the event's variant.
    pub articles: Vec<(String, String)>,
    /// The event's rule book on penalties and on appeals (`000 art. 6.9`), or `None` where it
    /// has no article on them.
    pub penalties_rule: Option<String>,
    pub appeals_rule: Option<String>,
    /// The event's rule book (`001`).
    pub rule_book: String,
    pub penalties: Vec<(String, String)>,
    pub unpaid: usize,
    /// The schedule the page showed before (the settings form's `fees_was`): the stored one,
    /// or the one a refused form was based on.
    pub fee_was: String,
    /// A refused form's problem, shown beside the form named by `refused`.
    pub problem: String,
    /// The form refused (`incident`, `lift`, `appeal`, `decide`, `settings`, `pay`) and its
    /// row (the incident, appeal or entry a row's form is for; 0 for the others); empty when
    /// none was.
    pub refused: (&'static str, i64),
    /// What the refused form had typed (empty for the forms not refused).
    pub incident: IncidentForm,
    pub lift: LiftForm,
    pub appeal: AppealForm,
    pub decide: DecideForm,
    pub pay: PaymentForm,
}

impl BookPage {
    /// Whether the form `form` of row `row` is the one refused: its problem goes beside it and
    /// its fields show what was typed.
    pub fn refused_at<R: Copy + Into<i64>>(&self, form: &str, row: &R) -> bool {
        self.refused == (form, (*row).into())
    }

    /// The answer to the form `form` of row `row` once its command ran: `to` when `outcome`
    /// saved it; refused, the book page again (422) with the problem beside the form, its
    /// fields as `typed` fills them, based on `version` as the form was; any other error keeps
    /// its own page.
    async fn answer_at<T>(
        (state, user): (&web::Data<AppState>, &User),
        (id, version): (i64, i64),
        outcome: Result<T, AdminError>,
        to: String,
        (form, row): (&'static str, i64),
        typed: impl FnOnce(&mut BookPage),
    ) -> Reply {
        post::answer(
            outcome,
            |_| to,
            |problem| async move {
                let mut page = book_page(state, user, id).await?;
                page.version = version;
                page.problem = problem;
                page.refused = (form, row);
                typed(&mut page);
                Ok(page)
            },
        )
        .await
    }

    /// The answer to the chief's `edit` of the book by its form `form` of row `row`, as
    /// [`BookPage::answer_at`] gives it, back to the book; `typed` fills the form's fields
    /// from the form sent.
    async fn answer<T, F, P>(
        edit: Edit<F, P>,
        outcome: Result<T, AdminError>,
        at: (&'static str, i64),
        typed: impl FnOnce(&mut BookPage, F),
    ) -> Reply {
        let (id, version) = (edit.tournament, edit.version);
        let (state, user, form) = (edit.state, edit.user, edit.form);
        let to = format!("/admin/t/{id}/book");
        let shown = (&state, &user);
        BookPage::answer_at(shown, (id, version), outcome, to, at, |p| typed(p, form)).await
    }
}

/// The fee lines, each amount written by `money` (the page's language, or `12.50` in a CSV).
fn fee_lines(
    t: &crate::domain::Tournament,
    b: &commands::Book,
    money: &dyn Fn(i64) -> String,
) -> Vec<FeeLine> {
    b.entry_fees
        .iter()
        .map(|f| FeeLine {
            no: f.no,
            name: t
                .entry(f.no)
                .map(|e| e.name.to_string())
                .unwrap_or_default(),
            due: money(f.due),
            paid: money(f.paid),
            owed: money(f.owed()),
            due_input: amount(f.due),
            unpaid: f.owed() > 0,
            method: f.method.clone(),
            paid_on: f.paid_on.clone(),
        })
        .collect()
}

/// `GET /admin/t/{id}/book`
pub async fn page(Admin(state, user, id): Admin) -> Result<BookPage, AdminError> {
    book_page(&state, &user, id).await
}

/// The book page as stored, its forms empty.
async fn book_page(
    state: &web::Data<AppState>,
    user: &User,
    id: i64,
) -> Result<BookPage, AdminError> {
    let (t, version, b) = book_data(state, id).await?;
    let rules = RuleBook::of(t.settings());
    let tr = crate::web::i18n::Tr::current().for_tournament(&t);
    let incidents = b
        .incidents
        .iter()
        .map(|i| IncidentLine {
            id: i.id,
            number: i.number,
            at: i.at.clone(),
            offender: words::offender(&tr, &i.offender, &t),
            place: match (i.round, i.board) {
                (Some(r), Some(b)) => format!("{r}.{b}"),
                (Some(r), None) => r.to_string(),
                _ => String::new(),
            },
            article: words::article_label(&tr, rules, &i.article),
            penalty: words::penalty(i.penalty).say(&tr),
            reason: i.reason.clone(),
            recorded_by: i.recorded_by.clone(),
            repeated: i.repeated,
            lifted: i
                .lifted
                .as_ref()
                .map(|l| match l.appeal {
                    Some(_) => words::lifted(l).say(&tr),
                    None => l.reason.clone(),
                })
                .unwrap_or_default(),
        })
        .collect();
    let appeals = b
        .appeals
        .iter()
        .map(|a| AppealLine {
            id: a.id,
            number: a.number,
            against: words::against(a.against).say(&tr),
            appellant: a.appellant.clone(),
            filed_at: a.filed_at.clone(),
            grounds: a.grounds.clone(),
            committee: crate::web::view::comma_list(&a.committee),
            warnings: a
                .warnings
                .iter()
                .map(|w| words::committee_warning(&tr, w))
                .collect(),
            decided: a.decision.is_some(),
            decision: match a.decision {
                Some(d) => format!(
                    "{}{}",
                    words::Msg::new("appeal-decided")
                        .arg("state", words::appeal_state(Some(d)).say(&tr))
                        .arg("hearing", a.hearing.clone().unwrap_or_default())
                        .arg("reason", a.decision_reason.clone().unwrap_or_default())
                        .say(&tr),
                    a.correction
                        .as_ref()
                        .map(|c| format!(" ({c})"))
                        .unwrap_or_default()
                ),
                None => String::new(),
            },
            deposit: a
                .deposit
                .map(|d| words::deposit(tr.money(d), a.deposit_returned).say(&tr))
                .unwrap_or_default(),
            ruling: matches!(a.against, Against::Ruling { .. }),
        })
        .collect();
    let fees = fee_lines(&t, &b, &|c| tr.money(c));
    let unpaid = fees.iter().filter(|f| f.unpaid).count();
    Ok(BookPage {
        tr: tr.clone(),
        who: Who::from(user),
        id,
        version,
        name: t.settings().name.clone(),
        incidents,
        appeals,
        unpaid,
        fees,
        fee_text: b.fees.to_string(),
        fee_was: b.fees.to_string(),
        fee_controls: FeeControls::of(&b.fees),
        annul: b.disqualified_games == DisqualifiedGames::AnnulledUnderHalf,
        players: t
            .entries()
            .iter()
            .map(|e| (e.no, e.name.to_string()))
            .collect(),
        penalties_rule: rules
            .cite_number(Topic::Penalties)
            .map(|n| words::article_ref(&tr, rules, n)),
        appeals_rule: rules
            .cite_number(Topic::Appeals)
            .map(|n| words::article_ref(&tr, rules, n)),
        rule_book: rules.code().to_owned(),
        articles: rules
            .articles()
            .iter()
            .map(|(n, _)| ((*n).to_owned(), words::article_title(&tr, rules, n)))
            .collect(),
        penalties: Penalty::ALL
            .iter()
            .map(|&p| (p.code().to_owned(), words::penalty(p).say(&tr)))
            .collect(),
        problem: String::new(),
        refused: ("", 0),
        incident: IncidentForm::default(),
        lift: LiftForm::default(),
        appeal: AppealForm::default(),
        decide: DecideForm::default(),
        pay: PaymentForm::default(),
    })
}

/// A value of a form of the book refused by the book's rules.
fn book_error(field: &str, error: BookError) -> AdminError {
    AdminError::Store(store::StoreError::Book {
        field: field.into(),
        error,
    })
}

/// The whole number typed in `field` (a `field-*` message), or none when it is empty.
fn number<T: std::str::FromStr>(field: &'static str, text: &str) -> Result<Option<T>, AdminError> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    t.parse()
        .map(Some)
        .map_err(|_| AdminError::typed(field, "form-not-whole-number", t))
}

signed_form! {
    #[derive(Clone, Default)]
    pub struct IncidentForm {
        /// A starting number, or empty for a spectator.
        #[serde(default)]
        pub player: String,
        #[serde(default)]
        pub spectator: String,
        #[serde(default)]
        pub at: String,
        #[serde(default)]
        pub round: String,
        #[serde(default)]
        pub board: String,
        #[serde(default)]
        pub game: String,
        /// From the rule book's list, or empty for `article_text`.
        #[serde(default)]
        pub article: String,
        #[serde(default)]
        pub article_text: String,
        pub penalty: String,
        #[serde(default)]
        pub reason: String,
    }
}

/// `POST /admin/t/{id}/book/incidents` (chief only); a refused incident answers with the
/// book, the incident form as typed.
pub async fn record(edit: Edit<IncidentForm>) -> Reply {
    let done = record_incident(&edit).await;
    BookPage::answer(edit, done, ("incident", 0), |p, f| p.incident = f).await
}

async fn record_incident(edit: &Edit<IncidentForm>) -> Result<(), AdminError> {
    let f = &edit.form;
    let offender = match number::<u32>("field-player", &f.player)? {
        Some(no) => Offender::Player { no },
        None if !f.spectator.trim().is_empty() => Offender::Spectator {
            name: f.spectator.clone(),
        },
        None => return Err(words::Msg::new("book-no-offender").into()),
    };
    let penalty = Penalty::parse(&f.penalty).map_err(|e| book_error("penalty", e))?;
    let article = if f.article_text.trim().is_empty() {
        f.article.clone()
    } else {
        f.article_text.clone()
    };
    let new = NewIncident {
        offender,
        at: f.at.clone(),
        round: number("field-round", &f.round)?,
        board: number("field-board", &f.board)?,
        game: number("field-game", &f.game)?,
        article,
        penalty,
        reason: f.reason.clone(),
        recorded_by: edit.user.name().to_owned(),
    };
    edit.run(move |c, id, seen, who| commands::record_incident(c, id, seen, &new, who))
        .await?;
    Ok(())
}

signed_form! {
    #[derive(Clone, Default)]
    pub struct LiftForm {
        #[serde(default)]
        pub reason: String,
        /// The result the board gets, where it had none before the game was declared lost.
        #[serde(default)]
        pub result: String,
    }
}

/// A board's result typed on the book's forms, read by the one parser of typed results in
/// the event's notation (`2:0 1:1` in a 2-1-0 event).
async fn report_of(
    state: &web::Data<AppState>,
    id: i64,
    text: &str,
) -> Result<Option<BoardReport>, AdminError> {
    if text.trim().is_empty() {
        return Ok(None);
    }
    let scoring = AppState::load::<AdminError>(state, id)
        .await?
        .settings()
        .scoring;
    BoardReport::parse(text, &scoring)
        .map(Some)
        .map_err(|_| AdminError::typed("field-result", "form-not-a-result", text.trim()))
}

/// `POST /admin/t/{id}/book/incidents/{iid}/lift` (chief only); a refused lift answers with
/// the book, the incident's lift form as typed.
pub async fn lift(edit: Edit<LiftForm, i64>) -> Reply {
    let done = lift_penalty(&edit).await;
    let at = ("lift", edit.at);
    BookPage::answer(edit, done, at, |p, f| p.lift = f).await
}

async fn lift_penalty(edit: &Edit<LiftForm, i64>) -> Result<(), AdminError> {
    let iid = edit.at;
    let restore = report_of(&edit.state, edit.tournament, &edit.form.result).await?;
    let reason = edit.form.reason.clone();
    edit.run(move |c, id, seen, who| {
        commands::lift_penalty(c, id, seen, iid, &reason, restore.as_ref(), who)
    })
    .await
}

signed_form! {
    #[derive(Clone, Default)]
    pub struct AppealForm {
        /// `incident N` or `R.B` (round and board of a result).
        pub against: String,
        #[serde(default)]
        pub appellant: String,
        #[serde(default)]
        pub filed_at: String,
        #[serde(default)]
        pub grounds: String,
        /// One member a line: `Name; club; FED`.
        #[serde(default)]
        pub committee: String,
        #[serde(default)]
        pub deposit: String,
    }
}

fn against(text: &str) -> Result<Against, AdminError> {
    let t = text.trim();
    let bad = || AdminError::from(words::Msg::new("book-bad-against").arg("text", quoted(t)));
    if let Some(n) = t.strip_prefix("incident") {
        return n
            .trim()
            .parse()
            .map(|id| Against::Incident { id })
            .map_err(|_| bad());
    }
    let (r, b) = t.split_once('.').ok_or_else(bad)?;
    Ok(Against::Ruling {
        round: r.trim().parse().map_err(|_| bad())?,
        board: b.trim().parse().map_err(|_| bad())?,
    })
}

/// `POST /admin/t/{id}/book/appeals` (chief only); a refused appeal answers with the book,
/// the appeal form as typed.
pub async fn appeal(edit: Edit<AppealForm>) -> Reply {
    let done = file_appeal(&edit).await;
    BookPage::answer(edit, done, ("appeal", 0), |p, f| p.appeal = f).await
}

async fn file_appeal(edit: &Edit<AppealForm>) -> Result<(), AdminError> {
    let f = &edit.form;
    let committee = crate::domain::book::parse_committee(&f.committee)
        .map_err(|e| book_error("committee", e))?;
    let deposit = if f.deposit.trim().is_empty() {
        None
    } else {
        Some(parse_amount(&f.deposit).map_err(|e| book_error("deposit", e))?)
    };
    let new = NewAppeal {
        against: against(&f.against)?,
        appellant: f.appellant.clone(),
        filed_at: f.filed_at.clone(),
        grounds: f.grounds.clone(),
        committee,
        deposit,
    };
    edit.run(move |c, id, seen, who| commands::file_appeal(c, id, seen, &new, who))
        .await?;
    Ok(())
}

signed_form! {
    #[derive(Clone, Default)]
    pub struct DecideForm {
        #[serde(default)]
        pub hearing: String,
        pub decision: String,
        #[serde(default)]
        pub reason: String,
        #[serde(default)]
        pub result: String,
        /// `returned`, `kept`, or empty (returned when overruled, kept when upheld).
        #[serde(default)]
        pub deposit: String,
    }
}

/// `POST /admin/t/{id}/book/appeals/{aid}/decide` (chief only); a refused decision answers
/// with the book, the appeal's decision form as typed.
pub async fn decide(edit: Edit<DecideForm, i64>) -> Reply {
    let done = decide_appeal(&edit).await;
    let at = ("decide", edit.at);
    BookPage::answer(edit, done, at, |p, f| p.decide = f).await
}

async fn decide_appeal(edit: &Edit<DecideForm, i64>) -> Result<(), AdminError> {
    let (f, aid) = (&edit.form, edit.at);
    let decision = Decision::parse(&f.decision).map_err(|e| book_error("decision", e))?;
    let correction = report_of(&edit.state, edit.tournament, &f.result).await?;
    let deposit = match f.deposit.trim() {
        "" => None,
        "returned" => Some(true),
        "kept" => Some(false),
        other => {
            return Err(AdminError::typed(
                "field-deposit",
                "form-not-a-choice",
                other,
            ));
        }
    };
    let (hearing, reason) = (f.hearing.clone(), f.reason.clone());
    edit.run(move |c, id, seen, who| {
        commands::decide_appeal(
            c,
            id,
            seen,
            aid,
            &hearing,
            decision,
            &reason,
            correction.as_ref(),
            deposit,
            who,
        )
    })
    .await?;
    Ok(())
}

signed_form! {
    #[derive(Clone, Default)]
    pub struct SettingsForm {
        /// The schedule typed (`standard=20 junior<18=10 titled=0`): it counts when it differs
        /// from `fees_was`, the schedule the page showed; else the controls below make it.
        #[serde(default)]
        pub fees: String,
        #[serde(default)]
        pub fees_was: String,
        #[serde(default)]
        pub fee_standard: String,
        #[serde(default)]
        pub fee_titled: String,
        #[serde(default)]
        pub fee_junior_age: String,
        #[serde(default)]
        pub fee_junior: String,
        /// `on` when a round robin annuls a disqualified player's games under half played.
        #[serde(default)]
        pub annul: Option<String>,
    }
}

/// The fee schedule a settings form gives: the typed schedule when it was changed (or sent
/// alone), else the one the controls make, which keeps the junior reductions they do not show.
fn fee_schedule(f: &SettingsForm) -> Result<FeeSchedule, AdminError> {
    let bad = |e: BookError| book_error("fees", e);
    let typed = f.fees.trim();
    if !typed.is_empty() && typed != f.fees_was.trim() || f.fee_standard.trim().is_empty() {
        return FeeSchedule::parse(typed).map_err(bad);
    }
    let mut text = format!("standard={}", f.fee_standard.trim());
    if !f.fee_titled.trim().is_empty() {
        text.push_str(&format!(" titled={}", f.fee_titled.trim()));
    }
    match (f.fee_junior_age.trim(), f.fee_junior.trim()) {
        ("", "") => {}
        (age, fee) if !age.is_empty() && !fee.is_empty() => {
            text.push_str(&format!(" junior<{age}={fee}"))
        }
        _ => return Err(words::Msg::new("fees-junior-needs-both").into()),
    }
    let mut schedule = FeeSchedule::parse(&text).map_err(bad)?;
    // Junior reductions after the first, which the controls do not show, are kept.
    let was = FeeSchedule::parse(f.fees_was.trim()).unwrap_or_default();
    schedule.reductions.extend(
        was.reductions
            .iter()
            .filter(|r| matches!(r.who, FeeWho::Junior { .. }))
            .skip(1),
    );
    Ok(schedule)
}

/// `POST /admin/t/{id}/book/settings` (chief only); refused settings answer with the book,
/// the settings form as typed.
pub async fn settings(edit: Edit<SettingsForm>) -> Reply {
    let done = book_settings(&edit).await;
    BookPage::answer(edit, done, ("settings", 0), |p, f| {
        p.fee_controls = FeeControls {
            standard: f.fee_standard,
            titled: f.fee_titled,
            junior_age: f.fee_junior_age,
            junior: f.fee_junior,
        };
        p.fee_text = f.fees;
        p.fee_was = f.fees_was;
        p.annul = f.annul.is_some();
    })
    .await
}

async fn book_settings(edit: &Edit<SettingsForm>) -> Result<(), AdminError> {
    let games = if edit.form.annul.is_some() {
        DisqualifiedGames::AnnulledUnderHalf
    } else {
        DisqualifiedGames::Kept
    };
    let fees = fee_schedule(&edit.form)?;
    edit.run(move |c, id, seen, who| commands::set_book_settings(c, id, seen, games, &fees, who))
        .await
}

signed_form! {
    #[derive(Clone, Default)]
    pub struct PaymentForm {
        pub paid: String,
        #[serde(default)]
        pub method: String,
        #[serde(default)]
        pub paid_on: String,
    }
}

/// `POST /admin/t/{id}/book/fees/{no}` (chief only); a refused payment answers with the book,
/// the entry's payment form as typed.
pub async fn pay(edit: Edit<PaymentForm, u32>) -> Reply {
    let (id, no, f) = (edit.tournament, edit.at, &edit.form);
    let paid = async {
        let paid = parse_amount(&f.paid).map_err(|e| book_error("paid", e))?;
        let (method, paid_on) = (f.method.clone(), f.paid_on.clone());
        edit.run(move |c, id, seen, who| {
            commands::record_payment(c, id, seen, no, paid, &method, &paid_on, None, who)
        })
        .await
    };
    let done = paid.await;
    let to = format!("/admin/t/{id}/book#fees");
    let shown = (&edit.state, &edit.user);
    let at = ("pay", i64::from(no));
    BookPage::answer_at(shown, (id, edit.version), done, to, at, |p| {
        p.pay = f.clone()
    })
    .await
}

#[derive(Template, WebTemplate)]
#[template(path = "print/fees.html")]
pub struct FeeSheet {
    pub tr: crate::web::i18n::Tr,
    pub name: String,
    pub schedule: String,
    pub fees: Vec<FeeLine>,
    pub due: String,
    pub paid: String,
    pub owed: String,
    /// Printed before the event is finished: the amounts may still change.
    pub provisional: bool,
}

/// An amount as the page's language writes money, in the event's currency: `€12.50`,
/// `12,50 €`.
fn money(tr: &crate::web::i18n::Tr, currency: &str, cents: i64) -> String {
    tr.t_args(
        "fees-money",
        &[("amount", &tr.money(cents)), ("currency", &currency)],
    )
}

/// The tournament `id`, its version and its book (incidents, appeals, fees).
async fn book_data(
    state: &web::Data<AppState>,
    id: i64,
) -> Result<(crate::domain::Tournament, i64, commands::Book), AdminError> {
    let (t, version) = load(state, id).await?;
    let t2 = t.clone();
    let b = AppState::read(state, move |c| {
        commands::book(c, id, &t2).map_err(AdminError::from)
    })
    .await?;
    Ok((t, version, b))
}

/// `GET /admin/t/{id}/print/fees`: the fee list for the treasurer.
pub async fn fee_sheet(Admin(state, _, id): Admin) -> Result<FeeSheet, AdminError> {
    let (t, _, b) = book_data(&state, id).await?;
    let tr = crate::web::i18n::Tr::current().print(&t);
    let currency = b.fees.currency().to_owned();
    let m = |cents: i64| money(&tr, &currency, cents);
    Ok(FeeSheet {
        name: t.settings().name.clone(),
        schedule: b.fees.to_string(),
        due: m(b.entry_fees.iter().map(|f| f.due).sum()),
        paid: m(b.entry_fees.iter().map(|f| f.paid).sum()),
        owed: m(b.entry_fees.iter().map(|f| f.owed()).sum()),
        fees: fee_lines(&t, &b, &m),
        provisional: !t.is_finished(),
        tr,
    })
}

/// The fee list's CSV that cannot be written, in the reader's language.
fn fee_list_unwritable(detail: String) -> AdminError {
    AdminError::from(crate::web::words::Msg::new("form-fee-list-unwritable").arg("detail", detail))
}

/// `GET /admin/t/{id}/fees.csv`: `no,name,due,paid,owed,method,paid_on`.
pub async fn fee_csv(Admin(state, _, id): Admin) -> Result<HttpResponse, AdminError> {
    let (t, _, b) = book_data(&state, id).await?;
    let mut w = csv::Writer::from_writer(Vec::new());
    let csv_error = |e: csv::Error| fee_list_unwritable(e.to_string());
    w.write_record(["no", "name", "due", "paid", "owed", "method", "paid_on"])
        .map_err(csv_error)?;
    for f in fee_lines(&t, &b, &amount) {
        w.write_record([
            f.no.to_string(),
            f.name,
            f.due,
            f.paid,
            f.owed,
            f.method,
            f.paid_on,
        ])
        .map_err(csv_error)?;
    }
    let body = w
        .into_inner()
        .map_err(|e| fee_list_unwritable(e.to_string()))?;
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "text/csv; charset=utf-8"))
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"fees-{id}.csv\""),
        ))
        .body(body))
}

#[derive(Template, WebTemplate)]
#[template(path = "print/report.html")]
pub struct ReportSheet {
    pub tr: crate::web::i18n::Tr,
    pub r: ControllerReport,
    /// What the standings rank on, then the tie-breaks, in the page's language.
    pub ranked_on: String,
}

/// `GET /admin/t/{id}/print/report`: the controller's report for the sponsoring organisation
/// (000 art. 6.3), the same data as `crownhead report`.
pub async fn report(Admin(state, _, id): Admin) -> Result<ReportSheet, AdminError> {
    let (r, t) = AppState::read(&state, move |c| {
        let t = store::tournaments::load(c, id)?;
        Ok::<_, AdminError>((store::book::controller_report_of(c, id, &t)?, t))
    })
    .await?;
    let tr = crate::web::i18n::Tr::current().print(&t);
    let mut r = r;
    words::localize_report(&tr, &t, &mut r);
    let ranked_on = words::ranked_on(&tr, &r);
    Ok(ReportSheet { tr, r, ranked_on })
}

/// The entries (those available in round `round`, or every entry for 0) whose entry fee is
/// not paid in full: `16 Tessa Vaughan: 15.00 owed`.
pub async fn unpaid(
    state: &web::Data<AppState>,
    id: i64,
    t: &crate::domain::Tournament,
    round: u32,
) -> Result<Vec<String>, AdminError> {
    let tr = crate::web::i18n::Tr::current().for_tournament(t);
    let t2 = t.clone();
    let (_, _, fees) = AppState::read(state, move |c| {
        commands::entry_fees(c, id, &t2).map_err(AdminError::from)
    })
    .await?;
    Ok(fees
        .iter()
        .filter(|f| f.owed() > 0)
        .filter_map(|f| t.entry(f.no).map(|e| (f, e)))
        .filter(|(_, e)| {
            round == 0 || e.availability(round) == crate::domain::Availability::Available
        })
        .map(|(f, e)| {
            tr.t_args(
                "book-owed-line",
                &[
                    ("no", &f.no),
                    ("name", &e.name.to_string()),
                    ("amount", &tr.money(f.owed())),
                ],
            )
        })
        .collect())
}
