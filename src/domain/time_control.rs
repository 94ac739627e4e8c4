//! A time control as the presets write it, read back as a value for the pages to say in their
//! language: `90 min + 1 min per move`, `60 min + 30 s per move`, `30 moves per hour`. Any
//! other text is the controller's own and is shown as typed.

/// A time control of one of the forms the presets write.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// `M min + N min per move` (`seconds`: `M min + N s per move`).
    Increment {
        minutes: u32,
        plus: u32,
        seconds: bool,
    },
    /// `N moves per hour`.
    MovesPerHour { moves: u32 },
}

impl TimeControl {
    /// The time control `text` says, if it is one of the forms above (blanks around the words
    /// may vary, units may be written out: `10 minutes + 5 seconds a move`); `None` for any
    /// other text.
    pub fn read(text: &str) -> Option<TimeControl> {
        let text = text.to_lowercase();
        let words: Vec<&str> = text.split_whitespace().collect();
        let n = |w: &str| w.parse::<u32>().ok();
        // The units and the words "per move", "moves per hour" as the pages say them in each
        // of their languages (`time-control-*` in locales/<lang>/domain.ftl), so that a time
        // control shown in the event's language and saved as shown reads back.
        let minutes = |w: &str| matches!(w, "min" | "mins" | "minute" | "minutes" | "мин");
        let seconds = |w: &str| matches!(w, "s" | "sec" | "secs" | "second" | "seconds" | "с");
        let per_move = |w: &[&str]| {
            matches!(
                w,
                ["per" | "a", "move"]
                    | ["par", "coup"]
                    | ["per", "zet"]
                    | ["por", "lance"]
                    | ["на", "ход"]
            )
        };
        let per_hour = |w: &[&str]| {
            matches!(
                w,
                ["moves", "per" | "an", "hour"]
                    | ["coups", "par", "heure"]
                    | ["zetten", "per", "uur"]
                    | ["lances", "por", "hora"]
                    | ["ход" | "хода" | "ходов", "в", "час"]
            )
        };
        match words.as_slice() {
            [m, unit, "+", p, plus_unit, rest @ ..] if minutes(unit) && per_move(rest) => {
                Some(TimeControl::Increment {
                    minutes: n(m)?,
                    plus: n(p)?,
                    seconds: match *plus_unit {
                        u if minutes(u) => false,
                        u if seconds(u) => true,
                        _ => return None,
                    },
                })
            }
            [moves, rest @ ..] if per_hour(rest) => {
                Some(TimeControl::MovesPerHour { moves: n(moves)? })
            }
            _ => None,
        }
    }
}

impl std::fmt::Display for TimeControl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TimeControl::Increment {
                minutes,
                plus,
                seconds,
            } => write!(
                f,
                "{minutes} min + {plus} {} per move",
                if *seconds { "s" } else { "min" }
            ),
            TimeControl::MovesPerHour { moves } => write!(f, "{moves} moves per hour"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::TimeControl;

    #[test]
    fn a_time_control_said_in_a_language_of_the_pages_reads_back() {
        let inc = TimeControl::Increment {
            minutes: 60,
            plus: 30,
            seconds: true,
        };
        for text in [
            "60 мин + 30 с на ход",
            "60 min + 30 s par coup",
            "60 min + 30 s per zet",
            "60 min + 30 s por lance",
            "60 МИН + 30 С НА ХОД",
        ] {
            assert_eq!(TimeControl::read(text), Some(inc), "{text}");
        }
        for text in ["40 ходов в час", "40 coups par heure", "40 lances por hora"] {
            assert_eq!(
                TimeControl::read(text),
                Some(TimeControl::MovesPerHour { moves: 40 }),
                "{text}"
            );
        }
        assert_eq!(TimeControl::read("60 мин + 30 с на партию"), None);
    }

    #[test]
    fn the_presets_time_controls_read_back_and_others_do_not() {
        for text in [
            "90 min + 1 min per move",
            "60 min + 30 s per move",
            "30 moves per hour",
        ] {
            let tc = TimeControl::read(text).expect(text);
            assert_eq!(tc.to_string(), text);
        }
        assert_eq!(
            TimeControl::read(" 90  min + 1 min per move "),
            Some(TimeControl::Increment {
                minutes: 90,
                plus: 1,
                seconds: false
            })
        );
        assert_eq!(
            TimeControl::read("10 minutes + 5 s a move"),
            Some(TimeControl::Increment {
                minutes: 10,
                plus: 5,
                seconds: true
            })
        );
        assert_eq!(
            TimeControl::read("25 Moves an hour"),
            Some(TimeControl::MovesPerHour { moves: 25 })
        );
        for text in [
            "",
            "G/90+30",
            "10 s + 5 s per move",
            "90 min + 1 hour per move",
            "x moves per hour",
        ] {
            assert_eq!(TimeControl::read(text), None, "{text}");
        }
    }
}
