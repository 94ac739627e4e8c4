//! The reader streams: it reads a source far larger than anything it keeps,
//! game by game, and its memory does not grow with the number of games.

use std::io::{BufReader, Read};

use draughts_rules::pdn::{MoveToken, Reader, Visitor};

/// An endless-looking source: the same game `left` times, produced on the fly.
struct Repeat {
    game: &'static [u8],
    at: usize,
    left: usize,
}

impl Read for Repeat {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.left == 0 {
            return Ok(0);
        }
        let n = (self.game.len() - self.at).min(buf.len());
        buf[..n].copy_from_slice(&self.game[self.at..self.at + n]);
        self.at += n;
        if self.at == self.game.len() {
            self.at = 0;
            self.left -= 1;
        }
        Ok(n)
    }
}

const GAME: &[u8] = b"[Event \"Stream\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n\n\
1. 11-15 24-20 2. 8-11 28-24 3. 9-13 22-18 4. 15x22 25x18 5. 4-8 26-22 6. 10-14\n\
18x9 7. 5x14 22-18 8. 1-5 18x9 9. 5x14 29-25 10. 11-15 24-19 11. 15x24 25-22 12.\n\
24-28 22-18 13. 6-9 27-24 14. 8-11 24-19 15. 7-10 20-16 16. 11x20 18-15 { a comment\n\
over two lines } 17. 2-6 15-11 ( 17. 3-8 ) 18. 12-16 19x12 1/2-1/2\n\n";

struct Moves(usize);

impl Visitor for Moves {
    type Output = usize;
    fn move_text(&mut self, _mv: &MoveToken) {
        self.0 += 1;
    }
    fn end_game(&mut self) -> usize {
        std::mem::take(&mut self.0)
    }
}

/// The peak resident memory of this process in kB (Linux), if known.
fn peak_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[test]
fn memory_stays_flat_as_the_source_grows() {
    let total = 20_000;
    let src = Repeat {
        game: GAME,
        at: 0,
        left: total,
    };
    let mut reader = Reader::new(BufReader::with_capacity(4096, src));
    let mut v = Moves(0);
    let mut games = 0;
    let mut peak_early = None;
    while let Some(moves) = reader.read_game(&mut v).unwrap() {
        assert_eq!(moves, 37);
        games += 1;
        if games == 1_000 {
            peak_early = peak_kb();
        }
    }
    assert_eq!(games, total);
    assert_eq!(reader.games_started(), total);
    // 20 times more input (about 9 MB in all) than at the first measure, and
    // the peak resident memory has not grown by more than a few hundred kB.
    if let (Some(early), Some(late)) = (peak_early, peak_kb()) {
        println!("peak resident memory: {early} kB after 1,000 games, {late} kB after {total}");
        assert!(late <= early + 512, "{early} kB -> {late} kB");
    } else {
        println!("/proc/self/status unavailable: memory not measured");
    }
}
