//! The prize list: its text (categories, prizes, sharing rule), the allocation over the
//! standings, and saving a new list through the store's command (chief only,
//! version-checked; a finished tournament's list changes only with a reason).

use std::collections::HashMap;

use actix_web::web;
use askama::Template;
use askama_web::WebTemplate;

use super::super::AppState;
use super::super::auth::User;
use super::super::error::AdminError;
use super::post::{Admin, Edit, Reply, answer};
use super::{Who, load};
use crate::domain::Tournament;
use crate::domain::prize_list::{AwardLine, PrizeList};
use crate::store::{self, prize_lists};
use crate::web::words::Msg;

/// A line of the allocation as shown.
pub struct AwardRow {
    pub prize: usize,
    pub category: String,
    pub place: u32,
    pub no: u32,
    pub name: String,
    pub points: String,
    pub amount: String,
    pub trophy: String,
    pub shared_with: String,
}

impl AwardRow {
    /// The row of an award, its amount in the page's language; the players it is shared with
    /// by name and start number.
    pub fn of(tr: &crate::web::i18n::Tr, a: &AwardLine, t: &Tournament) -> AwardRow {
        AwardRow {
            prize: a.prize,
            category: a.category.clone(),
            place: a.place,
            no: a.no,
            name: a.name.clone(),
            points: a.points.to_string(),
            amount: tr.money(i64::try_from(a.amount).unwrap_or(i64::MAX)),
            trophy: a.trophy.clone().unwrap_or_default(),
            shared_with: crate::web::view::comma_list(a.shared_with.iter().map(|&no| {
                match t.entry(no) {
                    Some(e) => format!("{} ({no})", e.name),
                    None => no.to_string(),
                }
            })),
        }
    }
}

/// The allocation's rows, or why there is none (in the language of `tr`; the refusals of the
/// prize rules in English).
pub fn allocation(
    tr: &crate::web::i18n::Tr,
    t: &Tournament,
    list: Option<&PrizeList>,
) -> (Vec<AwardRow>, String) {
    match list.map(|l| l.allocate(t)) {
        None => (Vec::new(), tr.t("prizes-no-list")),
        Some(Ok(lines)) => (
            lines.iter().map(|a| AwardRow::of(tr, a, t)).collect(),
            String::new(),
        ),
        Some(Err(e)) => (Vec::new(), e.to_string()),
    }
}

/// A category as the prize form's controls show it: its name, its kind (`rating-below`,
/// `rating-band`, `junior-under`, `senior-from`, `unrated`, `women`, `federation`, `club`) and
/// its values (a rating, an age, a code or a club; the band's upper rating; the date).
#[derive(Default)]
pub struct CategoryRow {
    pub name: String,
    pub kind: String,
    pub value: String,
    pub to: String,
    pub on: String,
}

/// A prize as the form's controls show it (`category` empty for the main ranking; the amount
/// as `250.00`).
#[derive(Default)]
pub struct PrizeRow {
    pub category: String,
    pub place: String,
    pub amount: String,
    pub trophy: String,
}

/// The kinds of category a controller chooses from, each with its message.
pub const CATEGORY_KINDS: [(&str, &str); 8] = [
    ("rating-below", "prize-rule-rating-below"),
    ("rating-band", "prize-rule-rating-band"),
    ("junior-under", "prize-rule-junior-under"),
    ("senior-from", "prize-rule-senior-from"),
    ("unrated", "prize-rule-unrated"),
    ("women", "prize-rule-women"),
    ("federation", "prize-rule-federation"),
    ("club", "prize-rule-club"),
];

/// The sharing rules a controller chooses from (`Sharing::name`), each with its message.
pub const SHARINGS: [(&str, &str); 3] = [
    ("equal", "prize-sharing-equal"),
    ("hort", "prize-sharing-hort"),
    ("tie-break-order", "prize-sharing-tie-break-order"),
];

/// Empty rows the form offers beyond the list's own.
const SPARE_CATEGORIES: usize = 2;
const SPARE_PRIZES: usize = 3;

/// The prize list as the form's controls: the sharing rule, one row per category and per
/// prize, and empty rows to add more.
pub struct PrizeControls {
    pub sharing: String,
    pub categories: Vec<CategoryRow>,
    pub prizes: Vec<PrizeRow>,
}

/// The rows of a table of controls sent in form `f`, numbered from 0: row `i` has its field
/// `x` as `{prefix}_{x}_{i}` (empty when not sent), rows read while `{prefix}_{key}_{i}` is
/// sent, each made by `row` from its fields.
fn rows<T>(
    f: &HashMap<String, String>,
    (prefix, key): (&str, &str),
    row: impl Fn(&dyn Fn(&str) -> String) -> T,
) -> Vec<T> {
    (0..)
        .take_while(|i| f.contains_key(&format!("{prefix}_{key}_{i}")))
        .map(|i| {
            row(&|x| {
                f.get(&format!("{prefix}_{x}_{i}"))
                    .cloned()
                    .unwrap_or_default()
            })
        })
        .collect()
}

impl PrizeControls {
    pub fn of(list: Option<&PrizeList>) -> PrizeControls {
        use crate::domain::category::Rule;
        let Some(list) = list else {
            // As the typed list offered for a tournament without one.
            let prizes = [(1, "500.00"), (2, "300.00"), (3, "200.00")]
                .into_iter()
                .map(|(place, amount)| PrizeRow {
                    place: format!("{place}"),
                    amount: amount.into(),
                    ..PrizeRow::default()
                })
                .chain((0..SPARE_PRIZES).map(|_| PrizeRow::default()))
                .collect();
            return PrizeControls {
                sharing: "equal".into(),
                categories: (0..SPARE_CATEGORIES)
                    .map(|_| CategoryRow::default())
                    .collect(),
                prizes,
            };
        };
        let categories = list
            .categories
            .iter()
            .map(|c| {
                let (kind, value, to, on) = match &c.rule {
                    Rule::RatingBelow { rating } => {
                        ("rating-below", rating.to_string(), "".into(), "".into())
                    }
                    Rule::RatingBand { min, max } => {
                        ("rating-band", min.to_string(), max.to_string(), "".into())
                    }
                    Rule::JuniorUnder { age, on } => {
                        ("junior-under", age.to_string(), "".into(), on.to_string())
                    }
                    Rule::SeniorFrom { age, on } => {
                        ("senior-from", age.to_string(), "".into(), on.to_string())
                    }
                    Rule::Unrated => ("unrated", "".into(), "".into(), "".into()),
                    Rule::Women => ("women", "".into(), "".into(), "".into()),
                    Rule::Federation { code } => ("federation", code.clone(), "".into(), "".into()),
                    Rule::Club { club } => ("club", club.clone(), "".into(), "".into()),
                };
                CategoryRow {
                    name: c.name.clone(),
                    kind: kind.into(),
                    value,
                    to,
                    on,
                }
            })
            .chain((0..SPARE_CATEGORIES).map(|_| CategoryRow::default()))
            .collect();
        let prizes = list
            .prizes
            .iter()
            .map(|p| PrizeRow {
                category: p.category.clone().unwrap_or_default(),
                place: p.place.to_string(),
                amount: crate::domain::prize_list::money(p.amount),
                trophy: p.trophy.clone().unwrap_or_default(),
            })
            .chain((0..SPARE_PRIZES).map(|_| PrizeRow::default()))
            .collect();
        PrizeControls {
            sharing: list.sharing.name().into(),
            categories,
            prizes,
        }
    }

    /// The controls as a sent form `f` had them (`sharing`, `cat_*_N`, `prize_*_N`), every
    /// row sent kept, empty ones too.
    pub fn sent(f: &HashMap<String, String>) -> PrizeControls {
        let categories = rows(f, ("cat", "name"), |cell| CategoryRow {
            name: cell("name"),
            kind: cell("kind"),
            value: cell("value"),
            to: cell("to"),
            on: cell("on"),
        });
        let prizes = rows(f, ("prize", "place"), |cell| PrizeRow {
            category: cell("category"),
            place: cell("place"),
            amount: cell("amount"),
            trophy: cell("trophy"),
        });
        PrizeControls {
            sharing: f.get("sharing").cloned().unwrap_or_default(),
            categories,
            prizes,
        }
    }

    /// The names of the categories, for the prizes' category choice.
    pub fn category_names(&self) -> Vec<&str> {
        self.categories
            .iter()
            .map(|c| c.name.as_str())
            .filter(|n| !n.is_empty())
            .collect()
    }
}

/// The prize list the controls of a sent form make, in the typed list's words (the store
/// keeps the list as before): rows left empty are left out.
pub fn text_of_controls(f: &HashMap<String, String>) -> String {
    let get = |k: String| f.get(&k).map(|v| v.trim()).unwrap_or("");
    let mut out = format!("sharing: {}\n", get("sharing".into()));
    for i in 0.. {
        if !f.contains_key(&format!("cat_name_{i}")) {
            break;
        }
        let name = get(format!("cat_name_{i}"));
        if name.is_empty() {
            continue;
        }
        let (value, to, on) = (
            get(format!("cat_value_{i}")),
            get(format!("cat_to_{i}")),
            get(format!("cat_on_{i}")),
        );
        let rule = match get(format!("cat_kind_{i}")) {
            "rating-below" => format!("rating below {value}"),
            "rating-band" => format!("rating {value} to {to}"),
            "junior-under" => format!("junior under {value} on {on}"),
            "senior-from" => format!("senior from {value} on {on}"),
            "unrated" => "unrated".into(),
            "women" => "women".into(),
            "federation" => format!("federation {value}"),
            "club" => format!("club {value}"),
            other => other.to_owned(),
        };
        out.push_str(&format!("category {name}: {rule}\n"));
    }
    for i in 0.. {
        if !f.contains_key(&format!("prize_place_{i}")) {
            break;
        }
        let (place, amount) = (
            get(format!("prize_place_{i}")),
            get(format!("prize_amount_{i}")),
        );
        if place.is_empty() && amount.is_empty() {
            continue;
        }
        let category = get(format!("prize_category_{i}"));
        let head = if category.is_empty() {
            place.to_owned()
        } else {
            format!("{category} {place}")
        };
        let trophy = get(format!("prize_trophy_{i}"));
        let amount = if amount.is_empty() { "0" } else { amount };
        out.push_str(format!("{head}: {amount} {trophy}").trim_end());
        out.push('\n');
    }
    out
}

#[derive(Template, WebTemplate)]
#[template(path = "admin/prizes.html")]
pub struct PrizesPage {
    /// The page's language (`web::i18n`).
    pub tr: crate::web::i18n::Tr,
    pub who: Who,
    pub id: i64,
    pub version: i64,
    pub name: String,
    pub text: String,
    /// The list the page showed before (the form's `text_was`): the stored one, or the one a
    /// refused form was based on.
    pub text_was: String,
    pub controls: PrizeControls,
    pub rows: Vec<AwardRow>,
    pub problem: String,
    pub finished: bool,
    pub after_round: u32,
    /// Why the list sent was refused, shown above the form; empty when none was.
    pub refused: String,
    /// The reason typed for changing a finished tournament's list.
    pub reason: String,
}

crate::localized!(PrizesPage);

impl PrizesPage {
    /// The sharing rules to choose from.
    pub fn sharings(&self) -> &'static [(&'static str, &'static str)] {
        &SHARINGS
    }

    /// The kinds of category to choose from.
    pub fn category_kinds(&self) -> &'static [(&'static str, &'static str)] {
        &CATEGORY_KINDS
    }
}

async fn page(state: &web::Data<AppState>, user: &User, id: i64) -> Result<PrizesPage, AdminError> {
    let (t, version) = load(state, id).await?;
    let list = AppState::read(state, move |c| {
        prize_lists::get(c, id).map_err(AdminError::from)
    })
    .await?;
    let tr = crate::web::i18n::Tr::current().for_tournament(&t);
    let (rows, problem) = allocation(&tr, &t, list.as_ref());
    let controls = PrizeControls::of(list.as_ref());
    let text = list.map(|l| l.to_text()).unwrap_or_else(|| {
        "sharing: equal\n# category U2000: rating below 2000\n1: 500\n2: 300\n3: 200\n".into()
    });
    Ok(PrizesPage {
        controls,
        tr,
        who: Who::from(user),
        id,
        version,
        name: t.settings().name.clone(),
        text: text.clone(),
        text_was: text,
        rows,
        problem,
        finished: t.is_finished(),
        after_round: t.rounds_played(),
        refused: String::new(),
        reason: String::new(),
    })
}

/// `GET /admin/t/{id}/prizes`
pub async fn prizes(Admin(state, user, id): Admin) -> Result<PrizesPage, AdminError> {
    page(&state, &user, id).await
}

/// The prize form: `csrf`, `version`, `reason`; the list typed (`text`), which counts when it
/// differs from `text_was` (the list the page showed) or comes alone; else the controls
/// (`sharing`, `cat_name_N`, `cat_kind_N`, `cat_value_N`, `cat_to_N`, `cat_on_N`,
/// `prize_category_N`, `prize_place_N`, `prize_amount_N`, `prize_trophy_N`).
#[derive(serde::Deserialize)]
#[serde(from = "HashMap<String, String>")]
pub struct PrizesForm {
    pub csrf: Option<String>,
    pub version: Option<i64>,
    pub text: String,
    pub reason: String,
    /// The form as sent: the list typed, the list the page showed and the controls, for the
    /// page shown again when the list is refused.
    pub typed: String,
    pub was: String,
    pub controls: PrizeControls,
}

impl super::post::Signed for PrizesForm {
    fn csrf(&self) -> Option<&str> {
        self.csrf.as_deref()
    }
    fn version(&self) -> Option<i64> {
        self.version
    }
}

impl From<HashMap<String, String>> for PrizesForm {
    fn from(mut f: HashMap<String, String>) -> PrizesForm {
        let typed = f.remove("text").unwrap_or_default();
        let was = f.remove("text_was").unwrap_or_default();
        let text = if f.contains_key("sharing") && typed.trim() == was.trim() {
            text_of_controls(&f)
        } else {
            typed.clone()
        };
        PrizesForm {
            csrf: f.remove("csrf"),
            version: f.remove("version").and_then(|v| v.trim().parse().ok()),
            text,
            reason: f.remove("reason").unwrap_or_default(),
            typed,
            was,
            controls: PrizeControls::sent(&f),
        }
    }
}

/// `POST /admin/t/{id}/prizes` (chief only): saves the prize list typed. A refused list
/// answers with the prizes page, the problem above the form and the list as typed.
pub async fn save(edit: Edit<PrizesForm>) -> Reply {
    let (text, reason) = (edit.form.text.clone(), edit.form.reason.clone());
    let saved = save_list(&edit, text, reason).await;
    let Edit {
        state,
        user,
        tournament: id,
        version,
        form,
        ..
    } = edit;
    let to = |()| format!("/admin/t/{id}/prizes");
    answer(saved, to, |problem| async {
        let mut p = page(&state, &user, id).await?;
        p.version = version;
        p.refused = problem;
        p.text = form.typed;
        p.text_was = form.was;
        p.controls = form.controls;
        p.reason = form.reason;
        Ok(p)
    })
    .await
}

/// Saves the prize list `text` (with the `reason` for a finished tournament's).
async fn save_list(
    edit: &Edit<PrizesForm>,
    text: String,
    reason: String,
) -> Result<(), AdminError> {
    let list = PrizeList::parse(&text).map_err(|errors| {
        // Every line's problem, in the reader's language, one after the other.
        let mut lines = errors.iter().map(crate::web::words::prize_line);
        let first = lines
            .next()
            .unwrap_or_else(|| Msg::new("prize-line-no-colon"));
        AdminError::from(lines.fold(first, |said, next| {
            Msg::new("prize-lines").arg("first", said).arg("next", next)
        }))
    })?;
    edit.run(move |c, id, seen, who| {
        store::set_prize_list(c, id, seen, &list, Some(reason.as_str()), who)
            .map_err(|e| AdminError::from(e).yours(|| text))
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Entry, PlayerName, Points, Preset, Settings};

    #[test]
    fn a_shared_prize_names_the_players_it_is_shared_with() {
        let mut t =
            Tournament::new(Settings::preset(Preset::FmjdInternational, "Open", 3)).unwrap();
        for (no, name) in [(1, "Ana Souza"), (2, "Kees Bakker"), (3, "Lena Smit")] {
            t.add_entry(Entry::new(no, PlayerName::parse(name).unwrap()).unwrap())
                .unwrap();
        }
        let line = AwardLine {
            prize: 2,
            category: String::new(),
            place: 2,
            no: 1,
            name: "Ana Souza".into(),
            points: Points::whole(4),
            amount: 15000,
            trophy: None,
            shared_with: vec![3, 2],
        };
        let row = AwardRow::of(
            &crate::web::i18n::Tr::new(crate::domain::Language::En),
            &line,
            &t,
        );
        assert_eq!(row.shared_with, "Lena Smit (3), Kees Bakker (2)");
    }
}
