//! Fuzzes the PDN reader and writer: any bytes must read without panicking, and
//! every game read must write to PDN that reads back as the same record.
#![no_main]

use draughts_rules::Variant;
use draughts_rules::pdn::{ReadError, Reader};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for game in Reader::new(data)
        .with_default_variant(Variant::International)
        .games()
    {
        let game = match game {
            Ok(game) => game,
            Err(ReadError::Syntax(e)) => {
                let _ = e.to_string();
                continue;
            }
            Err(ReadError::Io(e)) => panic!("reading from memory failed: {e}"),
        };
        let text = game.to_pdn();
        let again: Vec<_> = Reader::new(text.as_bytes())
            .with_default_variant(Variant::International)
            .games()
            .collect();
        assert_eq!(
            again.len(),
            1,
            "written game reads as {} games:\n{text}",
            again.len()
        );
        match &again[0] {
            Ok(back) => assert!(
                game.same_record(back),
                "written game reads back differently:\n{text}\n{game:?}\n{back:?}"
            ),
            Err(e) => panic!("written game does not read back: {e}\n{text}"),
        }
    }
});
