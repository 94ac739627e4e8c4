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
    trf::decode(bytes).map_err(|e| ImportError::one(Problem::at(e.line as u64, e.to_string())))
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
