//! Standings, knock-out placings and team standings written as text, CSV or JSON: the one
//! writer behind `crownhead standings` and the standings CSV download.

use std::io::Write;

use clap::ValueEnum;

use crate::domain::Standings;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Text,
    Csv,
    Json,
}

/// Writing a table failed: the reader went away, or a value could not be written.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error("cannot write the standings: {0}")]
    Io(#[from] std::io::Error),
    #[error("cannot write the standings as CSV: {0}")]
    Csv(#[from] csv::Error),
    #[error("cannot write the standings as JSON: {0}")]
    Json(#[from] serde_json::Error),
}

impl WriteError {
    /// The reader went away (`crownhead standings | head`).
    pub fn is_broken_pipe(&self) -> bool {
        use std::io::ErrorKind::BrokenPipe;
        match self {
            WriteError::Io(e) => e.kind() == BrokenPipe,
            WriteError::Json(e) => e.io_error_kind() == Some(BrokenPipe),
            WriteError::Csv(e) => {
                matches!(e.kind(), csv::ErrorKind::Io(io) if io.kind() == BrokenPipe)
            }
        }
    }
}

/// The column names: `rank,no,name,federation,rating,points`, then `match_points` where used,
/// then one per tie-break in the tournament's order.
pub fn header(s: &Standings) -> Vec<String> {
    let mut h: Vec<String> = ["rank", "no", "name", "federation", "rating", "points"]
        .map(String::from)
        .to_vec();
    if s.uses_match_points {
        h.push("match_points".into());
    }
    h.extend(s.tie_breaks.iter().map(|tb| tb.name().to_owned()));
    h
}

/// The cells of each row, in `header` order; an undefined tie-break value (a rating-based
/// tie-break dropped because unrated players take part) is an empty cell.
pub fn cells(s: &Standings) -> Vec<Vec<String>> {
    s.rows
        .iter()
        .map(|r| {
            let mut c = vec![
                r.rank.to_string(),
                r.no.to_string(),
                r.name.clone(),
                r.federation.clone().unwrap_or_default(),
                r.rating.map(|x| x.to_string()).unwrap_or_default(),
                r.points.to_string(),
            ];
            if let Some(mp) = r.match_points {
                c.push(mp.to_string());
            }
            c.extend(r.tie_breaks.iter().map(|v| {
                if v.is_defined() {
                    v.to_string()
                } else {
                    String::new()
                }
            }));
            c
        })
        .collect()
}

/// Writes the standings of a tournament in the chosen format.
pub fn write(s: &Standings, format: Format, out: &mut dyn Write) -> Result<(), WriteError> {
    match format {
        Format::Csv => {
            let mut w = super::cells::Writer::new(out);
            w.row(header(s))?;
            for row in cells(s) {
                w.row(row)?;
            }
            w.flush()?;
        }
        Format::Json => {
            serde_json::to_writer_pretty(&mut *out, s)?;
            writeln!(out)?;
        }
        Format::Text => {
            let head = header(s);
            let mut rows = cells(s);
            let first_tb = head.len() - s.tie_breaks.len();
            for (row, r) in rows.iter_mut().zip(&s.rows) {
                if r.shared {
                    row[0].push('=');
                }
                for (cell, v) in row[first_tb..].iter_mut().zip(&r.tie_breaks) {
                    *cell = v.to_string();
                }
            }
            let widths: Vec<usize> = (0..head.len())
                .map(|k| {
                    rows.iter()
                        .map(|r| r[k].chars().count())
                        .chain([head[k].len()])
                        .max()
                        .unwrap_or(0)
                })
                .collect();
            writeln!(out, "Standings after round {}", s.after_round)?;
            let line = |cells: &[String]| {
                cells
                    .iter()
                    .zip(&widths)
                    .enumerate()
                    .map(|(k, (c, w))| {
                        if k == 2 || k == 3 {
                            format!("{c:<w$}")
                        } else {
                            format!("{c:>w$}")
                        }
                    })
                    .collect::<Vec<_>>()
                    .join("  ")
            };
            writeln!(out, "{}", line(&head))?;
            for r in &rows {
                writeln!(out, "{}", line(r))?;
            }
        }
    }
    Ok(())
}

/// The placings of a knock-out: `place,no,name,reached,status` (the round of the last tie each
/// player sat in; `winner`, `out` or `in play`).
pub fn write_placings(
    t: &crate::domain::Tournament,
    k: &crate::domain::knockout::Knockout,
    format: Format,
    out: &mut dyn Write,
) -> Result<(), WriteError> {
    let champion = k.champion();
    let rows: Vec<[String; 5]> = k
        .placings()
        .into_iter()
        .map(|p| {
            let status = if champion == Some(p.no) {
                "winner"
            } else if p.out {
                "out"
            } else {
                "in play"
            };
            [
                p.place.to_string(),
                p.no.to_string(),
                t.entry(p.no)
                    .map(|e| e.name.as_str().to_owned())
                    .unwrap_or_default(),
                p.reached,
                status.to_owned(),
            ]
        })
        .collect();
    let head = ["place", "no", "name", "reached", "status"];
    match format {
        Format::Csv => {
            let mut w = super::cells::Writer::new(out);
            w.row(head.map(String::from).to_vec())?;
            for r in rows {
                w.row(r.to_vec())?;
            }
            w.flush()?;
        }
        Format::Json => {
            let list: Vec<serde_json::Value> = rows
                .iter()
                .map(|r| {
                    serde_json::json!({
                        "place": r[0].parse::<u32>().unwrap_or_default(),
                        "no": r[1].parse::<u32>().unwrap_or_default(),
                        "name": r[2], "reached": r[3], "status": r[4],
                    })
                })
                .collect();
            serde_json::to_writer_pretty(&mut *out, &serde_json::json!({ "placings": list }))?;
            writeln!(out)?;
        }
        Format::Text => {
            let name_w = rows
                .iter()
                .map(|r| r[2].chars().count())
                .max()
                .unwrap_or(4)
                .max(4);
            let reached_w = rows
                .iter()
                .map(|r| r[3].chars().count())
                .max()
                .unwrap_or(7)
                .max(7);
            writeln!(out, "Knock-out placings")?;
            writeln!(
                out,
                "place   no  {:<name_w$}  {:<reached_w$}  status",
                "name", "reached"
            )?;
            for r in &rows {
                writeln!(
                    out,
                    "{:>5}  {:>3}  {:<name_w$}  {:<reached_w$}  {}",
                    r[0], r[1], r[2], r[3], r[4]
                )?;
            }
        }
    }
    Ok(())
}
