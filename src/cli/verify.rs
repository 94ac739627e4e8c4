//! `crownhead verify`: checks the game records of PDN files move by move.
//!
//! One line per game (index, White, Black, verdict, the first irregular ply and why), then a
//! summary; with `--json` one JSON object per game per line instead. Files are read one game at
//! a time, so memory does not grow with the file. Side lines (variations) are not verified.
//!
//! A game without a `GameType` tag is verified as the variant `--variant` names, or, without
//! `--variant`, as the variant inferred from the squares of the file's games without the tag
//! (`draughts_rules::pdn::FileInference`, a first reading pass over the file; input that cannot
//! be read twice, such as a pipe, is inferred game by game). A text line before the games says
//! which variant and why; each JSON object has it under `inferred`, with the game's own evidence.
//!
//! A damaged file is read with repairs (`draughts_rules::pdn::Repairs`): a game ended at the next
//! game's tags says so on its line (JSON: `repairs`), and a line after the file's games says how
//! many games were repaired and how (JSON: an object with `file_repairs`).

use std::fs::File;
use std::io::{self, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;
use draughts_rules::Variant;
use draughts_rules::pdn::{
    FileInference, FileVariant, GameVariant, Inference, ReadError, Reader, Repairs, SquareEvidence,
    SyntaxError, WarningKind,
};
use draughts_rules::verify::{Report, Verdict, VerifyOptions, verify};
use serde::Serialize;

/// Verifies every game of PDN files against the rules.
#[derive(Debug, Args)]
pub struct VerifyArgs {
    /// The variant of games without a `GameType` tag: english, international, russian or
    /// brazilian. Without it, the variant is inferred from the squares: numbers above 32 mean
    /// international, algebraic squares Russian, numbers up to 32 English.
    #[arg(long)]
    pub variant: Option<Variant>,

    /// One JSON object per game per line.
    #[arg(long)]
    pub json: bool,

    /// Play an irregular move as written when possible and go on, listing every irregularity.
    #[arg(long = "continue")]
    pub continue_after_irregular: bool,

    /// The PDN files.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
}

/// Why a file cannot be verified.
#[derive(Debug, thiserror::Error)]
pub enum VerifyFileError {
    #[error("{path}: cannot open: {source}")]
    Open { path: String, source: io::Error },
    #[error("{path}: cannot read: {source}")]
    Read { path: String, source: io::Error },
    #[error("cannot write the output: {0}")]
    Output(#[from] io::Error),
}

/// One game's line of `--json` output.
#[derive(Debug, Serialize)]
struct JsonLine<'a> {
    file: String,
    #[serde(flatten)]
    report: &'a Report,
    /// The variant inferred for a game without a `GameType` tag (none with `--variant`).
    inferred: Option<JsonInferred<'a>>,
    /// How the reader repaired the game (a missing result), in words.
    repairs: Vec<String>,
}

/// The line of `--json` output after the games of a file that needed repairs.
#[derive(Debug, Serialize)]
struct JsonFileRepairs {
    file: String,
    file_repairs: Repairs,
    summary: String,
}

/// An inferred variant in `--json` output.
#[derive(Debug, Serialize)]
struct JsonInferred<'a> {
    /// The variant the game was verified as.
    variant: Variant,
    /// Why, in words (the file's decision, or the game's own squares).
    reason: String,
    /// What the game's own squares point to.
    own: &'a Inference,
    /// Whether the game's own squares fit the variant it was verified as.
    agrees: bool,
}

/// The variant of a game without a `GameType` tag: the file's, or its own.
struct Inferred {
    variant: Variant,
    own: Inference,
}

impl Inferred {
    fn agrees(&self) -> bool {
        self.own.admits(self.variant)
    }
}

/// The variant of the file's games without a `GameType` tag, decided by a first reading pass
/// over the whole file; `None` when the file has none, or cannot be read twice (not a regular
/// file: a pipe, a terminal).
fn infer_file(path: &Path, name: &str) -> Result<Option<FileVariant>, VerifyFileError> {
    let open = |path: &Path| {
        File::open(path).map_err(|source| VerifyFileError::Open {
            path: name.to_owned(),
            source,
        })
    };
    let file = open(path)?;
    if !file.metadata().is_ok_and(|m| m.is_file()) {
        return Ok(None);
    }
    let mut reader = Reader::new(BufReader::new(file));
    let mut visitor = SquareEvidence::new();
    let mut inference = FileInference::new();
    loop {
        match reader.read_game(&mut visitor) {
            Ok(Some(Some(game))) => inference.add(reader.games_started(), &game),
            Ok(Some(None)) | Err(ReadError::Syntax(_)) => {}
            Ok(None) => return Ok(inference.decide()),
            Err(ReadError::Io(source)) => {
                return Err(VerifyFileError::Read {
                    path: name.to_owned(),
                    source,
                });
            }
        }
    }
}

/// A game that could not be read (a PDN syntax error), as a `--json` line.
#[derive(Debug, Serialize)]
struct JsonSyntax {
    file: String,
    index: usize,
    white: Option<String>,
    black: Option<String>,
    result: Option<String>,
    verdict: Verdict,
    ply: Option<usize>,
    reason: String,
    plies: usize,
    game_over: bool,
    result_consistent: Option<bool>,
    draw_rule: Option<()>,
}

#[derive(Debug, Default)]
struct Totals {
    games: usize,
    legal: usize,
    irregular: usize,
    unreadable: usize,
    inconsistent: usize,
}

fn text_line(file: &str, r: &Report) -> String {
    let who = |s: &Option<String>| s.clone().unwrap_or_else(|| "?".to_owned());
    let mut line = format!(
        "{file} #{} {} - {}: {}",
        r.index,
        who(&r.white),
        who(&r.black),
        match r.verdict {
            Verdict::Legal => "legal",
            Verdict::Irregular => "irregular",
            Verdict::Unreadable => "unreadable",
        }
    );
    if let Some(reason) = &r.reason {
        match (r.ply, r.irregularities.first()) {
            (Some(ply), Some(i)) => line.push_str(&format!(" at ply {ply} `{}`: {reason}", i.text)),
            _ => line.push_str(&format!(": {reason}")),
        }
    }
    if r.irregularities.len() > 1 {
        line.push_str(&format!(
            " (+{} more irregular plies)",
            r.irregularities.len() - 1
        ));
    }
    if r.result_consistent == Some(false) {
        line.push_str(&format!(
            "; result {} disagrees with the board ({} has no move)",
            r.result.as_deref().unwrap_or("*"),
            r.loser.map(|c| c.to_string()).unwrap_or_default()
        ));
    }
    if let Some(d) = r.draw_rule {
        let rule = serde_json::to_value(d.rule)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default();
        let how = if d.claimable { "claimable" } else { "reached" };
        line.push_str(&format!("; draw rule {rule} {how} at ply {}", d.ply));
    }
    line
}

fn verify_file(
    path: &Path,
    args: &VerifyArgs,
    options: &VerifyOptions,
    out: &mut impl Write,
    totals: &mut Totals,
) -> Result<(), VerifyFileError> {
    let name = path.display().to_string();
    let file = File::open(path).map_err(|source| VerifyFileError::Open {
        path: name.clone(),
        source,
    })?;
    let mut games = Reader::new(BufReader::new(file))
        .with_default_variant(args.variant.unwrap_or(Variant::International))
        .games();
    let file_variant = match args.variant {
        None => infer_file(path, &name)?,
        Some(_) => None,
    };
    // The variant last announced for the file's games without a GameType tag.
    let mut announced: Option<Variant> = None;
    for game in games.by_ref() {
        totals.games += 1;
        match game {
            Ok(game) => {
                // The file's one warning about text after tag pairs (or after results) is in its
                // summary line.
                let repairs: Vec<String> = game
                    .warnings
                    .iter()
                    .filter(|w| {
                        w.kind.is_repair()
                            && !matches!(
                                w.kind,
                                WarningKind::JunkAfterTag { .. }
                                    | WarningKind::JunkAfterResult { .. }
                            )
                    })
                    .map(|w| w.kind.to_string())
                    .collect();
                let inferred = match (&game.variant, args.variant) {
                    (GameVariant::Default { .. }, None) => {
                        let own = game.infer_variant();
                        Some(Inferred {
                            variant: file_variant.as_ref().map_or(own.variant, |f| f.variant),
                            own,
                        })
                    }
                    _ => None,
                };
                let reason = inferred.as_ref().map(|i| match &file_variant {
                    Some(f) => f.to_string(),
                    None => i.own.to_string(),
                });
                let report = match (&inferred, &reason) {
                    (Some(i), Some(reason)) => {
                        if !args.json && announced != Some(i.variant) {
                            announced = Some(i.variant);
                            writeln!(
                                out,
                                "{name}: no GameType tag: verified as {reason} (--variant sets \
                                 the variant)"
                            )?;
                        }
                        let options = VerifyOptions {
                            variant: Some(i.variant),
                            ..options.clone()
                        };
                        verify(&game, &options)
                    }
                    _ => verify(&game, options),
                };
                match report.verdict {
                    Verdict::Legal => totals.legal += 1,
                    Verdict::Irregular => totals.irregular += 1,
                    Verdict::Unreadable => totals.unreadable += 1,
                }
                if report.result_consistent == Some(false) {
                    totals.inconsistent += 1;
                }
                if args.json {
                    let line = JsonLine {
                        file: name.clone(),
                        report: &report,
                        inferred: inferred.as_ref().map(|i| JsonInferred {
                            variant: i.variant,
                            reason: reason.clone().unwrap_or_default(),
                            own: &i.own,
                            agrees: i.agrees(),
                        }),
                        repairs,
                    };
                    let json = serde_json::to_string(&line).map_err(io::Error::other)?;
                    writeln!(out, "{json}")?;
                } else {
                    let mut line = text_line(&name, &report);
                    if let Some(i) = inferred.as_ref().filter(|i| !i.agrees()) {
                        line.push_str(&format!(
                            "; its own squares point to {}: {}",
                            i.own.variant, i.own.evidence
                        ));
                    }
                    for r in &repairs {
                        line.push_str("; ");
                        line.push_str(r);
                    }
                    writeln!(out, "{line}")?;
                }
            }
            Err(ReadError::Syntax(e)) => {
                totals.unreadable += 1;
                syntax_line(&name, &e, args.json, out)?;
            }
            Err(ReadError::Io(source)) => {
                totals.games -= 1;
                return Err(VerifyFileError::Read { path: name, source });
            }
        }
    }
    let repairs = games.reader().repairs();
    if repairs.any() {
        if args.json {
            let line = JsonFileRepairs {
                file: name,
                file_repairs: repairs,
                summary: repairs.to_string(),
            };
            let json = serde_json::to_string(&line).map_err(io::Error::other)?;
            writeln!(out, "{json}")?;
        } else {
            writeln!(out, "{name}: {repairs}")?;
        }
    }
    Ok(())
}

fn syntax_line(
    name: &str,
    e: &SyntaxError,
    json: bool,
    out: &mut impl Write,
) -> Result<(), VerifyFileError> {
    if json {
        let line = JsonSyntax {
            file: name.to_owned(),
            index: e.game,
            white: None,
            black: None,
            result: None,
            verdict: Verdict::Unreadable,
            ply: None,
            reason: e.to_string(),
            plies: 0,
            game_over: false,
            result_consistent: None,
            draw_rule: None,
        };
        let json = serde_json::to_string(&line).map_err(io::Error::other)?;
        writeln!(out, "{json}")?;
    } else {
        writeln!(out, "{name} #{}: unreadable: {e}", e.game)?;
    }
    Ok(())
}

/// Runs the command: exit status 0 when every game is legal with a consistent result, 1 when
/// any is not, 2 when a file cannot be read.
pub fn run(args: &VerifyArgs) -> ExitCode {
    let options = VerifyOptions {
        variant: None,
        opening: None,
        continue_after_irregular: args.continue_after_irregular,
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut totals = Totals::default();
    let mut unreadable_file = false;
    for path in &args.files {
        match verify_file(path, args, &options, &mut out, &mut totals) {
            Ok(()) => {}
            Err(VerifyFileError::Output(e)) => {
                eprintln!("crownhead verify: cannot write the output: {e}");
                return ExitCode::from(2);
            }
            Err(e) => {
                let _ = out.flush();
                eprintln!("crownhead verify: {e}");
                unreadable_file = true;
            }
        }
    }
    if !args.json {
        let _ = writeln!(
            out,
            "{} games: {} legal, {} irregular, {} unreadable; {} results disagree with the board",
            totals.games, totals.legal, totals.irregular, totals.unreadable, totals.inconsistent
        );
    }
    if let Err(e) = out.flush() {
        eprintln!("crownhead verify: cannot write the output: {e}");
        return ExitCode::from(2);
    }
    if unreadable_file {
        ExitCode::from(2)
    } else if totals.legal == totals.games && totals.inconsistent == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
