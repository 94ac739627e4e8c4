//! What a TRF-2026 file says, record by record, read on its own (independently of the
//! program's readers) from the columns of the specification, so that two files can be compared
//! by what they carry rather than by their text: a `0000 - Z` and a blank round, an `XXR` and a
//! `142`, an `XXA` line and a `250` record, a bye in a `240` record and in the player line say
//! the same.

use std::collections::{BTreeMap, BTreeSet};

/// Columns `from` to `to` (1-based, inclusive), trimmed.
fn cols(line: &str, from: usize, to: usize) -> String {
    line.chars()
        .skip(from - 1)
        .take(to + 1 - from)
        .collect::<String>()
        .trim()
        .to_owned()
}

/// Tenths of a point from `11.5`, `-1.0`, `2`.
fn tenths(text: &str) -> Option<i32> {
    let t = text.trim();
    let (neg, t) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t),
    };
    let (i, f) = t.split_once('.').unwrap_or((t, "0"));
    let v = i.parse::<i32>().ok()? * 10 + f.get(..1).unwrap_or("0").parse::<i32>().ok()?;
    Some(if neg { -v } else { v })
}

/// A date as `YYYY-MM-DD`; a year alone (`1975`, `1975/00/00`) as `YYYY`.
fn date(text: &str) -> String {
    let t = text.trim();
    for f in ["%Y/%m/%d", "%Y-%m-%d", "%Y.%m.%d", "%y/%m/%d"] {
        if let Ok(d) = chrono::NaiveDate::parse_from_str(t, f) {
            return d.to_string();
        }
    }
    t.trim_end_matches(['0', '/']).to_owned()
}

/// One round of one player: opponent (0 for none), colour and result, blanks as the
/// specification reads them (no opponent, `-`, `Z`).
pub type Round = (u32, char, char);

/// What a file says.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Facts {
    /// 012-122, 142, 152, 172, 192, 222: the value, by tag.
    pub header: BTreeMap<String, String>,
    /// 112, in order.
    pub deputies: Vec<String>,
    /// 132: the date of each round.
    pub dates: BTreeMap<u32, String>,
    /// 162: W, D, L, A, P in tenths.
    pub scoring: [i32; 5],
    /// 202 (or 212 without its `PTS`), then 212.
    pub tie_breaks: Option<Vec<String>>,
    pub standings: Option<Vec<String>>,
    /// 001, columns 10-84 but the rank: sex, title, name, rating, federation, FIDE number,
    /// birth date, points.
    pub players: BTreeMap<u32, Vec<String>>,
    /// Each player's round, 240 byes included, every round up to the last one of the file.
    pub rounds: BTreeMap<(u32, u32), Round>,
    /// The points of each result: 162 for its code, or a 299 record.
    pub points: BTreeMap<(u32, u32), i32>,
    /// 299 without a type: (round, tenths, player).
    pub adjustments: BTreeSet<(u32, i32, u32)>,
    /// 250 and XXA: the fictitious points of (player, round), where not 0.
    pub acceleration: BTreeMap<(u32, u32), i32>,
    /// 260 and XXP: (round, lower, higher) in every round of the event.
    pub prohibited: BTreeSet<(u32, u32, u32)>,
    /// National Rating Support records: the fields, by player.
    pub national: BTreeMap<u32, Vec<String>>,
}

impl Facts {
    /// Reads a file. Lines end with CR, LF or CRLF.
    pub fn of(text: &str) -> Facts {
        let mut f = Facts {
            scoring: [10, 5, 0, 0, -1],
            ..Facts::default()
        };
        let lines: Vec<&str> = text.split(['\r', '\n']).filter(|l| !l.is_empty()).collect();
        let mut byes: Vec<(u32, char, Vec<u32>)> = Vec::new();
        let mut accel: Vec<(i32, u32, u32, u32, u32)> = Vec::new();
        let mut groups: Vec<(u32, u32, Vec<u32>)> = Vec::new();
        let mut abnormal: Vec<(char, i32, u32, Vec<u32>)> = Vec::new();
        let mut records: BTreeMap<u32, Vec<Round>> = BTreeMap::new();
        let players_from = |l: &str, from: usize| -> Vec<u32> {
            let mut out = Vec::new();
            let mut at = from;
            while at <= l.chars().count() {
                if let Ok(p) = cols(l, at, at + 3).parse() {
                    out.push(p);
                }
                at += 5;
            }
            out
        };
        for l in lines {
            let tag = cols(l, 1, 3);
            let value = l.chars().skip(4).collect::<String>().trim().to_owned();
            match tag.as_str() {
                "012" | "022" | "032" | "062" | "072" | "092" | "102" | "122" | "142" | "152"
                | "192" | "222" => {
                    f.header.insert(tag, value);
                }
                "042" | "052" => {
                    f.header.insert(tag, date(&value));
                }
                "XXR" => {
                    f.header.insert("142".into(), value);
                }
                "XXC" => {
                    for t in value.split_whitespace() {
                        let c = match t {
                            "white1" => "W",
                            "black1" => "B",
                            _ => continue,
                        };
                        f.header.insert("152".into(), c.into());
                    }
                }
                "172" => {
                    f.header
                        .insert(tag, format!("{} {}", cols(l, 5, 7), cols(l, 9, 13)));
                }
                "112" => f.deputies.push(value),
                "132" => {
                    let mut at = 92;
                    let mut round = 1;
                    while at <= l.chars().count() {
                        let d = cols(l, at, at + 7);
                        if !d.is_empty() {
                            f.dates.insert(round, date(&d));
                        }
                        at += 10;
                        round += 1;
                    }
                }
                "162" => {
                    let toks: Vec<&str> = value.split_whitespace().collect();
                    let mut i = 0;
                    while i < toks.len() {
                        let (code, v) = if toks[i].len() > 1 {
                            toks[i].split_at(1)
                        } else {
                            i += 1;
                            (toks[i - 1], toks[i])
                        };
                        let v = tenths(v).unwrap();
                        match code {
                            "W" => f.scoring[0] = v,
                            "D" => f.scoring[1] = v,
                            "L" => f.scoring[2] = v,
                            "A" | "Z" => f.scoring[3] = v,
                            "P" => f.scoring[4] = v,
                            _ => {}
                        }
                        i += 1;
                    }
                }
                "202" | "212" => {
                    let codes: Vec<String> = value
                        .split([',', ' '])
                        .filter(|c| !c.is_empty())
                        .map(str::to_owned)
                        .collect();
                    if tag == "202" {
                        f.tie_breaks = Some(codes);
                    } else {
                        f.standings = Some(codes);
                    }
                }
                "240" => byes.push((
                    cols(l, 7, 9).parse().unwrap(),
                    cols(l, 5, 5).chars().next().unwrap(),
                    players_from(l, 11),
                )),
                "250" => accel.push((
                    tenths(&cols(l, 10, 13)).unwrap(),
                    cols(l, 15, 17).parse().unwrap(),
                    cols(l, 19, 21).parse().unwrap(),
                    cols(l, 23, 26).parse().unwrap(),
                    cols(l, 28, 31).parse().unwrap(),
                )),
                "XXA" => {
                    let p: u32 = cols(l, 5, 8).parse().unwrap();
                    let mut at = 10;
                    let mut round = 1;
                    while at <= l.chars().count() {
                        let v = tenths(&cols(l, at, at + 3)).unwrap_or(0);
                        accel.push((v, round, round, p, p));
                        at += 5;
                        round += 1;
                    }
                }
                "260" => groups.push((
                    cols(l, 5, 7).parse().unwrap(),
                    cols(l, 9, 11).parse().unwrap(),
                    players_from(l, 13),
                )),
                "XXP" => groups.push((
                    1,
                    u32::MAX,
                    value
                        .split_whitespace()
                        .map(|p| p.parse().unwrap())
                        .collect(),
                )),
                "299" => abnormal.push((
                    cols(l, 5, 5).chars().next().unwrap_or(' '),
                    tenths(&cols(l, 14, 17)).unwrap(),
                    cols(l, 20, 22).parse().unwrap_or(0),
                    players_from(l, 24),
                )),
                "001" => {
                    let no: u32 = cols(l, 5, 8).parse().unwrap();
                    let sex = match cols(l, 10, 10).as_str() {
                        "f" | "F" | "W" => "w".to_owned(),
                        "M" => "m".to_owned(),
                        s => s.to_owned(),
                    };
                    f.players.insert(
                        no,
                        vec![
                            sex,
                            cols(l, 11, 13),
                            cols(l, 15, 47),
                            cols(l, 49, 52),
                            cols(l, 54, 56),
                            cols(l, 58, 68),
                            date(&cols(l, 70, 79)),
                            tenths(&cols(l, 81, 84)).unwrap_or(0).to_string(),
                        ],
                    );
                    let mut rounds = Vec::new();
                    let mut at = 92;
                    while at <= l.chars().count() {
                        let opp = cols(l, at, at + 3).parse::<u32>().unwrap_or(0);
                        let colour = cols(l, at + 5, at + 5).chars().next().unwrap_or('-');
                        let result = cols(l, at + 7, at + 7)
                            .chars()
                            .next()
                            .unwrap_or('Z')
                            .to_ascii_uppercase();
                        rounds.push(match (opp, result) {
                            (0, '+') => (0, '-', 'U'),
                            (0, '-') => (0, '-', 'Z'),
                            (0, r) => (0, '-', r),
                            (o, r) => (o, colour.to_ascii_lowercase(), r),
                        });
                        at += 10;
                    }
                    records.insert(no, rounds);
                }
                t if t.len() == 3
                    && t.chars().all(|c| c.is_ascii_uppercase())
                    && !t.starts_with("XX")
                    && cols(l, 5, 8).parse::<u32>().is_ok() =>
                {
                    let no: u32 = cols(l, 5, 8).parse().unwrap();
                    f.national.insert(
                        no,
                        vec![
                            tag.clone(),
                            cols(l, 10, 10),
                            cols(l, 11, 13),
                            cols(l, 15, 47),
                            cols(l, 49, 52),
                            cols(l, 54, 56),
                            cols(l, 58, 68),
                            date(&cols(l, 70, 79)),
                        ],
                    );
                }
                _ => {}
            }
        }
        if f.scoring[4] < 0 {
            f.scoring[4] = f.scoring[0];
        }
        if f.tie_breaks.is_none()
            && let Some(s) = &f.standings
        {
            f.tie_breaks = Some(s[1..].to_vec());
        }
        // Byes of 240 records fill the rounds the player lines leave blank.
        for (round, code, players) in &byes {
            for p in players {
                let r = records.entry(*p).or_default();
                let at = *round as usize - 1;
                if r.len() <= at {
                    r.resize(at + 1, (0, '-', 'Z'));
                }
                if r[at] == (0, '-', 'Z') {
                    r[at] = (0, '-', *code);
                }
            }
        }
        let last = records.values().map(Vec::len).max().unwrap_or(0) as u32;
        let value = |c: char| -> i32 {
            match c {
                '1' | 'W' | '+' | 'F' => f.scoring[0],
                '=' | 'D' | 'H' => f.scoring[1],
                '0' | 'L' => f.scoring[2],
                'U' => f.scoring[4],
                _ => f.scoring[3],
            }
        };
        for (&no, rounds) in &records {
            for r in 1..=last {
                let rec = rounds.get(r as usize - 1).copied().unwrap_or((0, '-', 'Z'));
                f.rounds.insert((no, r), rec);
                f.points.insert((no, r), value(rec.2));
            }
        }
        for (kind, t, round, players) in &abnormal {
            if *kind == ' ' {
                for p in players {
                    f.adjustments.insert((*round, *t, *p));
                }
                continue;
            }
            for p in players {
                for r in 1..=last {
                    let rec = f.rounds[&(*p, r)].2;
                    let of_kind = match kind {
                        'W' => rec == '1' || rec == 'W',
                        'D' => rec == '=' || rec == 'D',
                        'L' => rec == '0' || rec == 'L',
                        k => rec == *k,
                    };
                    if (*round == 0 || *round == r) && of_kind {
                        f.points.insert((*p, r), *t);
                    }
                }
            }
        }
        let rounds = f
            .header
            .get("142")
            .and_then(|r| r.parse::<u32>().ok())
            .unwrap_or(last)
            .max(last);
        for &no in f.players.keys() {
            for r in 1..=rounds {
                let v = accel
                    .iter()
                    .rev()
                    .find(|a| (a.1..=a.2).contains(&r) && (a.3..=a.4).contains(&no))
                    .map_or(0, |a| a.0);
                if v != 0 {
                    f.acceleration.insert((no, r), v);
                }
            }
        }
        for (first, last_round, players) in &groups {
            for r in (*first..=*last_round).take_while(|&r| r <= rounds) {
                for &a in players {
                    for &b in players {
                        if a < b {
                            f.prohibited.insert((r, a, b));
                        }
                    }
                }
            }
        }
        f
    }

    /// What `self` (a file) carries that `other` (the same file after import and export) does
    /// not say the same way, one line each. Derived values the program writes of its own (182,
    /// the rank) are left out; a record `other` adds is no difference.
    pub fn lost_in(&self, other: &Facts) -> Vec<String> {
        let mut out = Vec::new();
        for (tag, v) in &self.header {
            if tag == "182" {
                continue;
            }
            if other.header.get(tag) != Some(v) {
                out.push(format!("{tag}: {v:?} became {:?}", other.header.get(tag)));
            }
        }
        let mut same = |what: &str, a: String, b: String| {
            if a != b {
                out.push(format!("{what}: {a} became {b}"));
            }
        };
        same(
            "112",
            format!("{:?}", self.deputies),
            format!("{:?}", other.deputies),
        );
        same(
            "132",
            format!("{:?}", self.dates),
            format!("{:?}", other.dates),
        );
        same(
            "162",
            format!("{:?}", self.scoring),
            format!("{:?}", other.scoring),
        );
        if self.tie_breaks.is_some() {
            same(
                "202",
                format!("{:?}", self.tie_breaks),
                format!("{:?}", other.tie_breaks),
            );
        }
        let shown = |v: Option<String>| v.unwrap_or_else(|| "nothing".into());
        for (no, p) in &self.players {
            same(
                &format!("player {no}"),
                format!("{p:?}"),
                shown(other.players.get(no).map(|p| format!("{p:?}"))),
            );
        }
        for (k, r) in &self.rounds {
            same(
                &format!("player {} round {}", k.0, k.1),
                format!("{r:?}"),
                shown(other.rounds.get(k).map(|r| format!("{r:?}"))),
            );
        }
        for (k, r) in &other.rounds {
            if !self.rounds.contains_key(k) && *r != (0, '-', 'Z') {
                same(
                    &format!("player {} round {} (added)", k.0, k.1),
                    "nothing".into(),
                    format!("{r:?}"),
                );
            }
        }
        for (k, p) in &self.points {
            same(
                &format!("points of player {} in round {}", k.0, k.1),
                p.to_string(),
                shown(other.points.get(k).map(i32::to_string)),
            );
        }
        same(
            "299 adjustments",
            format!("{:?}", self.adjustments),
            format!("{:?}", other.adjustments),
        );
        same(
            "250 acceleration",
            format!("{:?}", self.acceleration),
            format!("{:?}", other.acceleration),
        );
        same(
            "260 prohibitions",
            format!("{:?}", self.prohibited),
            format!("{:?}", other.prohibited),
        );
        same(
            "national ratings",
            format!("{:?}", self.national),
            format!("{:?}", other.national),
        );
        out
    }
}
