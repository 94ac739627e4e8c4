//! Decks of ballot openings: the file format (see `fixtures/ballots/README.md`), its checks by
//! the rules, and the decks compiled into the program.

use std::collections::HashMap;
use std::fmt;
use std::path::Path;
use std::sync::OnceLock;

use draughts_rules::{MoveText, Position, Variant, VariantPosition};

/// How a deck's openings give the start of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Start {
    /// Moves played from the initial position (the English ballots, 000 note ii).
    Moves,
    /// A start position (the IDF tables).
    Fen,
    /// No ballot: games start from the initial position.
    Free,
}

impl Start {
    pub const fn name(self) -> &'static str {
        match self {
            Start::Moves => "moves",
            Start::Fen => "fen",
            Start::Free => "free",
        }
    }
}

/// Whether an opening of a deck is balloted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Use {
    Draw,
    /// Listed but never drawn (the ACF's barred openings).
    Barred,
}

/// One opening of a deck.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeckOpening {
    /// Unique in the deck (an ACF number, an IDF table number).
    pub id: String,
    pub use_: Use,
    /// The moves (`9-13 22-18 10-14`) or the FEN, as written in the deck.
    pub opening: String,
    pub name: String,
    pub note: String,
    /// The line of the deck file.
    pub line: usize,
    /// The start position of the game, for each variant of the deck (same order).
    positions: Vec<String>,
    /// The number of this opening's start position among the deck's distinct positions.
    position: usize,
}

impl DeckOpening {
    /// The moves of a `moves` opening (none for a FEN opening).
    pub fn moves(&self, start: Start) -> Vec<&str> {
        match start {
            Start::Moves => self.opening.split_whitespace().collect(),
            Start::Fen | Start::Free => Vec::new(),
        }
    }

    pub fn is_drawable(&self) -> bool {
        self.use_ == Use::Draw
    }
}

/// A deck of ballot openings, checked by the rules when loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deck {
    /// Where the deck was read from (a file name).
    pub source: String,
    pub name: String,
    pub variants: Vec<Variant>,
    pub start: Start,
    /// Shown before an opening's id (`ACF` in `ACF 126`).
    pub label: String,
    pub description: String,
    pub openings: Vec<DeckOpening>,
    /// Opening ids to their place in `openings`.
    index: HashMap<String, usize>,
}

/// A deck that cannot be used: the file, the line and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}: {message}")]
pub struct DeckError {
    pub file: String,
    /// 1-based; 0 when the fault is in the file as a whole.
    pub line: usize,
    pub message: String,
}

fn valid_name(s: &str) -> bool {
    !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// Plays `moves` from the initial position of `variant`; the position after them.
fn play_moves(variant: Variant, moves: &[&str]) -> Result<VariantPosition, String> {
    let mut pos = VariantPosition::new(variant);
    for (i, text) in moves.iter().enumerate() {
        let m = text
            .parse::<MoveText>()
            .map_err(|e| format!("move {} `{text}`: {e}", i + 1))?
            .to_move(&pos)
            .map_err(|e| format!("move {} `{text}` is not legal in {variant}: {e}", i + 1))?;
        pos.play(&m)
            .map_err(|e| format!("move {} `{text}`: {e}", i + 1))?;
    }
    Ok(pos)
}

impl Deck {
    /// Reads and checks a deck. `source` names it in errors (a file name).
    pub fn parse(source: &str, text: &str) -> Result<Deck, DeckError> {
        let err = |line: usize, message: String| DeckError {
            file: source.to_owned(),
            line,
            message,
        };
        let mut header: HashMap<&str, (usize, &str)> = HashMap::new();
        let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim()));
        let mut separator = false;
        for (n, line) in lines.by_ref() {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if line == "---" {
                separator = true;
                break;
            }
            let Some((key, value)) = line.split_once(':') else {
                return Err(err(
                    n,
                    format!("expected `key: value` or `---`, found `{line}`"),
                ));
            };
            let key = key.trim();
            if !["deck", "variant", "start", "label", "description"].contains(&key) {
                return Err(err(
                    n,
                    format!(
                        "unknown header `{key}` (expected deck, variant, start, label or description)"
                    ),
                ));
            }
            if header.insert(key, (n, value.trim())).is_some() {
                return Err(err(n, format!("header `{key}` is given twice")));
            }
        }
        if !separator {
            return Err(err(0, "no `---` line after the header".to_owned()));
        }
        let get = |key: &str| {
            header
                .get(key)
                .copied()
                .ok_or_else(|| err(0, format!("the header has no `{key}:` line")))
        };
        let (n, name) = get("deck")?;
        if !valid_name(name) {
            return Err(err(
                n,
                format!("deck name `{name}`: use letters, digits, `-` and `_`"),
            ));
        }
        let (n, vs) = get("variant")?;
        let variants = vs
            .split_whitespace()
            .map(|v| v.parse::<Variant>().map_err(|e| err(n, e.to_string())))
            .collect::<Result<Vec<_>, _>>()?;
        if variants.is_empty() {
            return Err(err(n, "no variant given".to_owned()));
        }
        let (n, start) = get("start")?;
        let start = match start {
            "moves" => Start::Moves,
            "fen" => Start::Fen,
            "free" => Start::Free,
            other => {
                return Err(err(
                    n,
                    format!("start `{other}` (expected moves, fen or free)"),
                ));
            }
        };
        let label = header.get("label").map_or(name, |x| x.1).to_owned();
        let description = header.get("description").map_or("", |x| x.1).to_owned();
        let mut openings: Vec<DeckOpening> = Vec::new();
        let mut ids: HashMap<String, usize> = HashMap::new();
        for (n, line) in lines {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if start == Start::Free {
                return Err(err(n, "a free deck has no openings".to_owned()));
            }
            let fields: Vec<&str> = line.split('|').map(str::trim).collect();
            if fields.len() < 3 || fields.len() > 5 {
                return Err(err(
                    n,
                    format!(
                        "expected `id | use | opening | name | note` (3 to 5 fields), found {}",
                        fields.len()
                    ),
                ));
            }
            let id = fields[0];
            if id.is_empty() || id.contains(':') {
                return Err(err(n, format!("opening id `{id}`: empty or contains `:`")));
            }
            if let Some(first) = ids.insert(id.to_owned(), n) {
                return Err(err(
                    n,
                    format!("opening id `{id}` is already used on line {first}"),
                ));
            }
            let use_ = match fields[1] {
                "draw" => Use::Draw,
                "barred" => Use::Barred,
                other => {
                    return Err(err(
                        n,
                        format!("opening {id}: use `{other}` (expected draw or barred)"),
                    ));
                }
            };
            let opening = fields[2];
            let mut positions = Vec::new();
            for &v in &variants {
                let pos = match start {
                    Start::Moves => {
                        let moves: Vec<&str> = opening.split_whitespace().collect();
                        if moves.is_empty() {
                            return Err(err(n, format!("opening {id} has no moves")));
                        }
                        play_moves(v, &moves).map_err(|e| err(n, format!("opening {id}: {e}")))?
                    }
                    Start::Fen => VariantPosition::from_fen(v, opening).map_err(|e| {
                        err(
                            n,
                            format!("opening {id}: `{opening}` is not a valid {v} position: {e}"),
                        )
                    })?,
                    Start::Free => unreachable!("refused above"),
                };
                positions.push(pos.to_fen());
            }
            openings.push(DeckOpening {
                id: id.to_owned(),
                use_,
                opening: opening.to_owned(),
                name: fields.get(3).copied().unwrap_or("").to_owned(),
                note: fields.get(4).copied().unwrap_or("").to_owned(),
                line: n,
                positions,
                position: 0,
            });
        }
        let mut distinct: HashMap<String, usize> = HashMap::new();
        for o in &mut openings {
            let next = distinct.len();
            o.position = *distinct.entry(o.positions[0].clone()).or_insert(next);
        }
        if start != Start::Free && !openings.iter().any(DeckOpening::is_drawable) {
            return Err(err(0, "the deck has no opening to draw".to_owned()));
        }
        Ok(Deck {
            source: source.to_owned(),
            name: name.to_owned(),
            variants,
            start,
            label,
            description,
            index: openings
                .iter()
                .enumerate()
                .map(|(i, o)| (o.id.clone(), i))
                .collect(),
            openings,
        })
    }

    /// Reads and checks a deck file.
    pub fn load(path: &Path) -> Result<Deck, DeckError> {
        let text = std::fs::read_to_string(path).map_err(|e| DeckError {
            file: path.display().to_string(),
            line: 0,
            message: format!("cannot read: {e}"),
        })?;
        Deck::parse(&path.display().to_string(), &text)
    }

    /// The openings that may be drawn, in deck order.
    pub fn drawable(&self) -> impl Iterator<Item = &DeckOpening> {
        self.openings.iter().filter(|o| o.is_drawable())
    }

    pub fn drawable_count(&self) -> usize {
        self.drawable().count()
    }

    pub fn barred_count(&self) -> usize {
        self.openings.len() - self.drawable_count()
    }

    pub fn is_free(&self) -> bool {
        self.start == Start::Free
    }

    pub fn allows(&self, variant: Variant) -> bool {
        self.variants.contains(&variant)
    }

    pub fn opening(&self, id: &str) -> Option<&DeckOpening> {
        self.index.get(id).map(|&i| &self.openings[i])
    }

    /// How an opening is named on pairing lists and stored with a round: `ACF 126: 11-15
    /// 23-19 8-11`, `IDF I-2: ab4 ba5`.
    pub fn reference(&self, o: &DeckOpening) -> String {
        let text = match self.start {
            Start::Moves => o.opening.as_str(),
            Start::Fen | Start::Free => o.name.as_str(),
        };
        let mut s = format!("{} {}", self.label, o.id);
        if !text.is_empty() {
            s.push_str(": ");
            s.push_str(text);
        }
        if self.start == Start::Moves && !o.name.is_empty() {
            s.push_str(&format!(" ({})", o.name));
        }
        s
    }

    /// The opening a stored reference names (the id after the label, before `:`).
    pub fn find_reference(&self, reference: &str) -> Option<&DeckOpening> {
        let head = reference.split(':').next().unwrap_or("").trim();
        let id = head
            .strip_prefix(self.label.as_str())
            .map_or(head, str::trim);
        self.opening(id)
    }

    /// The start position of the game after an opening, as a FEN of `variant`.
    pub fn start_fen<'a>(&self, o: &'a DeckOpening, variant: Variant) -> Option<&'a str> {
        let i = self.variants.iter().position(|&v| v == variant)?;
        o.positions.get(i).map(String::as_str)
    }

    /// The key under which two openings are the same position (the first variant's FEN).
    #[cfg(test)]
    pub(super) fn position_key<'a>(&self, o: &'a DeckOpening) -> &'a str {
        &o.positions[0]
    }

    /// The number of an opening's position among the deck's distinct positions (`0..n`).
    pub(super) fn position_number(&self, o: &DeckOpening) -> usize {
        o.position
    }
}

impl fmt::Display for Deck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let variants: Vec<&str> = self.variants.iter().map(|v| v.name()).collect();
        write!(
            f,
            "{}\t{}\t{}\t{}\t{}",
            self.name,
            variants.join(","),
            self.drawable_count(),
            self.barred_count(),
            self.description
        )
    }
}

/// The decks of `fixtures/ballots/`, compiled in.
const BUILT_IN: [(&str, &str); 6] = [
    (
        "acf-3move.deck",
        include_str!("../../fixtures/ballots/acf-3move.deck"),
    ),
    (
        "english-2move.deck",
        include_str!("../../fixtures/ballots/english-2move.deck"),
    ),
    (
        "idf-russian.deck",
        include_str!("../../fixtures/ballots/idf-russian.deck"),
    ),
    (
        "idf-short-150.deck",
        include_str!("../../fixtures/ballots/idf-short-150.deck"),
    ),
    (
        "idf-brazilian.deck",
        include_str!("../../fixtures/ballots/idf-brazilian.deck"),
    ),
    (
        "free.deck",
        include_str!("../../fixtures/ballots/free.deck"),
    ),
];

/// The decks compiled into the program, each checked by the rules on first use.
pub fn built_in() -> &'static [Deck] {
    static DECKS: OnceLock<Vec<Deck>> = OnceLock::new();
    DECKS.get_or_init(|| {
        BUILT_IN
            .iter()
            .map(|(file, text)| {
                Deck::parse(file, text).unwrap_or_else(|e| panic!("built-in deck: {e}"))
            })
            .collect()
    })
}

/// The decks known to the program: the built-in ones, then the controller's own deck files
/// from the directory named by `CROWNHEAD_DECKS` (every `*.deck` file in it).
pub struct Library {
    pub decks: Vec<Deck>,
    /// Deck files that were refused, with why.
    pub refused: Vec<DeckError>,
}

impl Library {
    /// The built-in decks and those of `dir`, if given. A file that fails its checks, or
    /// whose deck name is taken, is refused and listed in `refused`.
    pub fn with_dir(dir: Option<&Path>) -> Library {
        let mut lib = Library {
            decks: built_in().to_vec(),
            refused: Vec::new(),
        };
        let Some(dir) = dir else { return lib };
        let mut files: Vec<_> = match std::fs::read_dir(dir) {
            Ok(rd) => rd
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "deck"))
                .collect(),
            Err(e) => {
                lib.refused.push(DeckError {
                    file: dir.display().to_string(),
                    line: 0,
                    message: format!("cannot read the deck directory: {e}"),
                });
                return lib;
            }
        };
        files.sort();
        for f in files {
            match Deck::load(&f) {
                Ok(d) if lib.find(&d.name).is_some() => lib.refused.push(DeckError {
                    file: d.source.clone(),
                    line: 0,
                    message: format!("a deck named `{}` already exists", d.name),
                }),
                Ok(d) => lib.decks.push(d),
                Err(e) => lib.refused.push(e),
            }
        }
        lib
    }

    pub fn find(&self, name: &str) -> Option<&Deck> {
        self.decks.iter().find(|d| d.name == name)
    }
}

/// The program's deck library (built in, and `CROWNHEAD_DECKS`), loaded once.
pub fn library() -> &'static Library {
    static LIB: OnceLock<Library> = OnceLock::new();
    LIB.get_or_init(|| {
        let dir = std::env::var_os("CROWNHEAD_DECKS").map(std::path::PathBuf::from);
        let lib = Library::with_dir(dir.as_deref());
        for e in &lib.refused {
            tracing::warn!("deck refused: {e}");
        }
        lib
    })
}

/// A deck by name from the program's library.
pub fn find(name: &str) -> Option<&'static Deck> {
    library().find(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deck(name: &str) -> &'static Deck {
        built_in().iter().find(|d| d.name == name).unwrap()
    }

    #[test]
    fn published_deck_sizes() {
        let acf = deck("acf-3move");
        assert_eq!(acf.drawable_count(), 156);
        assert_eq!(acf.barred_count(), 18);
        let set = |s: &str| acf.drawable().filter(|o| o.note == s).count();
        assert_eq!((set("crossboard"), set("added 2003")), (144, 12));
        assert!(
            acf.openings
                .iter()
                .all(|o| o.is_drawable() != (o.note == "barred"))
        );
        let two = deck("english-2move");
        assert_eq!((two.drawable_count(), two.barred_count()), (43, 6));
        assert_eq!(deck("idf-russian").drawable_count(), 745);
        assert_eq!(deck("idf-short-150").drawable_count(), 150);
        assert_eq!(deck("idf-brazilian").drawable_count(), 736);
        assert_eq!(deck("free").drawable_count(), 0);
        assert!(deck("free").is_free());
    }

    /// Every opening of every built-in deck, re-checked here by the rules one by one: the
    /// moves are legal from the start (moves decks), or the FEN is a valid position.
    #[test]
    fn every_opening_is_verified_by_the_rules() {
        let mut checked = 0;
        for d in built_in() {
            for o in &d.openings {
                for &v in &d.variants {
                    let pos = match d.start {
                        Start::Moves => play_moves(v, &o.moves(d.start)).unwrap(),
                        Start::Fen => VariantPosition::from_fen(v, &o.opening).unwrap(),
                        Start::Free => unreachable!(),
                    };
                    assert_eq!(Some(pos.to_fen().as_str()), d.start_fen(o, v));
                    checked += 1;
                }
            }
        }
        // 174 + 49 + 745 + 2 × 150 + 736 openings × variants.
        assert_eq!(checked, 174 + 49 + 745 + 300 + 736);
    }

    #[test]
    fn the_three_move_ballot_starts_as_published() {
        let acf = deck("acf-3move");
        let o = acf.opening("5").unwrap();
        assert_eq!(o.opening, "9-13 22-18 6-9");
        assert_eq!(
            acf.reference(o),
            "ACF 5: 9-13 22-18 6-9 (Dreaded Edinburgh)"
        );
        assert_eq!(acf.find_reference(&acf.reference(o)), Some(o));
        // After three moves White (the second player in English draughts) is to move.
        assert!(
            acf.start_fen(o, Variant::English)
                .unwrap()
                .starts_with("W:")
        );
        assert!(acf.start_fen(o, Variant::Russian).is_none());
    }

    #[test]
    fn a_bad_deck_is_refused_naming_the_line() {
        let head = "deck: mine\nvariant: english\nstart: moves\n---\n";
        let e = Deck::parse(
            "mine.deck",
            &format!("{head}1 | draw | 9-13 22-18\n2 | draw | 9-13 9-14\n"),
        )
        .unwrap_err();
        assert_eq!((e.file.as_str(), e.line), ("mine.deck", 6));
        assert!(
            e.to_string().starts_with("mine.deck:6: opening 2: move 2"),
            "{e}"
        );
        let e = Deck::parse("x", &format!("{head}1 | maybe | 9-13\n")).unwrap_err();
        assert_eq!(e.line, 5);
        let e =
            Deck::parse("x", &format!("{head}1 | draw | 9-13\n1 | draw | 10-14\n")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "x:6: opening id `1` is already used on line 5"
        );
        let fen = "deck: r\nvariant: russian\nstart: fen\n---\nA | draw | W:Wa1,h8:Bb6\n";
        let e = Deck::parse("r", fen).unwrap_err();
        assert_eq!(e.line, 5, "{e}");
        assert!(Deck::parse("x", "deck: x\nvariant: english\nstart: moves\n").is_err());
        let e = Deck::parse("x", "deck: x\nvariant: chess\nstart: moves\n---\n").unwrap_err();
        assert_eq!(e.line, 2);
        let ok = Deck::parse(
            "mine.deck",
            &format!("{head}1 | draw | 11-15 23-19 8-11 | Old Fourteenth\n"),
        )
        .unwrap();
        assert_eq!(ok.drawable_count(), 1);
    }

    #[test]
    fn a_directory_deck_joins_the_library_and_a_bad_one_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("club.deck"),
            "deck: club\nvariant: english\nstart: moves\n---\n1 | draw | 11-15 23-19 8-11\n",
        )
        .unwrap();
        std::fs::write(
            dir.path().join("bad.deck"),
            "deck: bad\nvariant: english\nstart: moves\n---\n1 | draw | 11-18\n",
        )
        .unwrap();
        let lib = Library::with_dir(Some(dir.path()));
        assert!(lib.find("club").is_some());
        assert!(lib.find("acf-3move").is_some());
        assert!(lib.find("bad").is_none());
        assert_eq!(lib.refused.len(), 1);
        assert!(
            lib.refused[0].to_string().contains("bad.deck:5:"),
            "{}",
            lib.refused[0]
        );
    }
}
