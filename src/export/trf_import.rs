//! A TRF file made ready to import, the same way for the command line (`crownhead import
//! --format trf`) and the dashboard's TRF import: decoded (Windows-1252 / Latin-1 with a
//! warning), read as an individual or a team event (`310` records), its variant the file's own
//! (Crownhead's `### crownhead settings` line) or the one given, never assumed. The store's
//! `import_trf` command stores what this gives.

use draughts_rules::Variant;

use super::{ImportError, Problem, trf, trf_team};
use crate::domain::Tournament;
use crate::domain::knockout::TieGame;
use crate::domain::team_event::TeamEvent;

pub use crate::pairing::trf::Warning;

/// The event a TRF file gives.
#[derive(Debug, Clone)]
pub enum TrfEvent {
    /// An individual event, a knock-out's games with it.
    Individual {
        tournament: Tournament,
        ties: Vec<TieGame>,
    },
    /// A team event (the file has `310` team records).
    Team {
        tournament: Tournament,
        event: TeamEvent,
    },
}

impl TrfEvent {
    pub fn tournament(&self) -> &Tournament {
        match self {
            TrfEvent::Individual { tournament, .. } | TrfEvent::Team { tournament, .. } => {
                tournament
            }
        }
    }
}

/// A TRF file read: the event, every leniency of the reading, and the variant the file says.
#[derive(Debug, Clone)]
pub struct TrfImport {
    pub event: TrfEvent,
    pub warnings: Vec<Warning>,
    pub said: Option<Variant>,
}

/// Why the variant of a file is not known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VariantProblem {
    /// The file does not say it and none was given.
    Unknown,
    /// The file says one, another was given.
    Differs { said: Variant, given: Variant },
}

/// The variant of a file that says `said`, with `given` from the controller: the file's own
/// word, or the one given; refused when neither says it or they disagree.
pub fn variant(said: Option<Variant>, given: Option<Variant>) -> Result<Variant, VariantProblem> {
    match (said, given) {
        (Some(said), Some(given)) if said != given => Err(VariantProblem::Differs { said, given }),
        (Some(v), _) | (None, Some(v)) => Ok(v),
        (None, None) => Err(VariantProblem::Unknown),
    }
}

/// Decodes a TRF file's bytes: UTF-8, or Windows-1252 / Latin-1 with a warning (`trf::decode`);
/// UTF-16 is refused with its place.
pub fn decode(bytes: Vec<u8>) -> Result<(String, Option<Warning>), ImportError> {
    trf::decode(bytes).map_err(|e| ImportError::one(Problem::not_utf8(e)))
}

/// Reads a TRF file's text as the event it gives, a file that does not say its variant read
/// as `given` (`trf::read_as`; without one, international draughts: the front ends ask for
/// the variant, [`variant`], before storing it). Every problem is listed with its line.
pub fn read(text: &str, given: Option<Variant>) -> Result<TrfImport, ImportError> {
    let said = trf::variant_of(text);
    let given = said.or(given);
    if trf_team::is_team_file(text) {
        let (tournament, event) = trf_team::import_as(text, given)?;
        return Ok(TrfImport {
            event: TrfEvent::Team { tournament, event },
            warnings: Vec::new(),
            said,
        });
    }
    let imported = trf::read_as(text, given)?;
    Ok(TrfImport {
        event: TrfEvent::Individual {
            tournament: imported.tournament,
            ties: imported.ties,
        },
        warnings: imported.warnings,
        said,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_variant_is_the_files_or_the_one_given_never_assumed() {
        use Variant::*;
        assert_eq!(variant(Some(Russian), None), Ok(Russian));
        assert_eq!(variant(None, Some(English)), Ok(English));
        assert_eq!(variant(Some(English), Some(English)), Ok(English));
        assert_eq!(variant(None, None), Err(VariantProblem::Unknown));
        assert_eq!(
            variant(Some(English), Some(International)),
            Err(VariantProblem::Differs {
                said: English,
                given: International
            })
        );
    }

    /// A knock-out of six players (the top two seeds' byes), its first round played, two
    /// games a tie, a drawn tie decided by a tie-break game; its TRF file.
    fn knockout_file() -> String {
        use crate::domain::{Entry, GameReport, PlayerName, Preset, Settings, System};
        let mut s = Settings::preset(Preset::English, "Cup", 3);
        s.system = System::Knockout;
        s.games_per_round = 2;
        s.knockout.tiebreak_games = 2;
        let mut t = Tournament::new(s).unwrap();
        for i in 1..=6u32 {
            let mut e = Entry::new(i, PlayerName::parse(&format!("P{i}, A")).unwrap()).unwrap();
            e.rating = Some(2000 - 10 * i);
            t.add_entry(e).unwrap();
        }
        let mut k = crate::domain::knockout::Knockout::new(&t, Vec::new()).unwrap();
        let mut first = true;
        loop {
            let Some(tie) = k.state().playing().next().map(|t| t.id) else {
                break;
            };
            let played = k.state().tie(tie).unwrap().games.len();
            let r = match (first, played) {
                (true, 0 | 1) => GameReport::Draw,
                _ => GameReport::HomeWins,
            };
            k.play(tie, r).unwrap();
            if k.state().tie(tie).unwrap().next.is_none() {
                first = false;
            }
            if k.games().len() >= 5 {
                break;
            }
        }
        trf::write_with_ties(&t, Some(&k))
    }

    #[test]
    fn a_knockout_reads_back_with_its_games_and_a_wrong_tie_line_is_named() {
        let text = knockout_file();
        let r = read(&text, None).unwrap();
        let TrfEvent::Individual { tournament, ties } = &r.event else {
            panic!("an individual event");
        };
        assert_eq!(ties.len(), 5, "{text}");
        let k = crate::domain::knockout::Knockout::new(tournament, ties.clone()).unwrap();
        assert_eq!(trf::write_with_ties(tournament, Some(&k)), text);
        // The top seeds' byes in round 1's first column.
        let line = |no: u32| {
            text.split('\r')
                .find(|l| l.starts_with(&format!("001 {no:>4}")))
                .unwrap()
                .to_owned()
        };
        assert!(line(1).contains("  0000 - U"), "{text}");
        assert!(!line(3).contains("0000 - U"), "{text}");
        // A game out of its order is refused with its line.
        let (at, bad) = text
            .split('\r')
            .enumerate()
            .find(|(_, l)| l.starts_with("### crownhead tie") && l.contains(" 2 "))
            .map(|(i, l)| (i + 1, l.replacen(" 2 ", " 3 ", 1)))
            .unwrap();
        let wrong = text
            .split('\r')
            .enumerate()
            .map(|(i, l)| {
                if i + 1 == at {
                    bad.clone()
                } else {
                    l.to_owned()
                }
            })
            .collect::<Vec<_>>()
            .join("\r");
        let e = read(&wrong, None).unwrap_err().to_string();
        assert!(
            e.contains(&format!("line {at}")) && e.contains("is not the tie's next game (2)"),
            "{e}"
        );
        // A tie line in a Swiss is refused.
        let swiss = text.replace("\"system\":\"knockout\"", "\"system\":\"swiss\"");
        let e = read(&swiss, None).unwrap_err().to_string();
        assert!(e.contains("a knock-out's tie line in a file of a"), "{e}");
    }

    #[test]
    fn a_file_without_its_settings_line_is_read_as_the_variant_given() {
        let text = "012 Open\r001    1      A, B                              1800                             0.0    1\r";
        let r = read(text, Some(Variant::Russian)).unwrap();
        assert_eq!(r.said, None);
        assert_eq!(
            r.event.tournament().settings().variant,
            Variant::Russian,
            "the variant given"
        );
        let r = read(text, None).unwrap();
        assert_eq!(r.said, None);
    }
}
