//! `crownhead publish --tournament ID --out DIR`: writes the event's public site as files
//! with relative links only (see [`crate::web::site`]); publishing again writes only what
//! changed. Every page is written in the five languages: the default's at the root, the
//! others under their folder.

use std::path::{Path, PathBuf};
use std::time::Instant;

use actix_web::web;

use crate::domain::Language;
use crate::web::site::{self, SiteError};
use crate::web::{AppState, StartupError};

#[derive(Debug, clap::Args)]
pub struct PublishArgs {
    /// The tournament's id (see `crownhead tournaments`).
    #[arg(long)]
    pub tournament: i64,
    /// The directory to write the site into (created if needed).
    #[arg(long)]
    pub out: PathBuf,
    /// The language of the pages at the site's root (en, fr, nl, ru, pt-BR); the others are
    /// under their folder (`fr/`, `pt-BR/`, ...). Default: the tournament's language.
    #[arg(long, value_parser = Language::parse)]
    pub lang: Option<Language>,
}

#[derive(Debug, thiserror::Error)]
pub enum PublishError {
    #[error(transparent)]
    Open(#[from] StartupError),
    #[error(transparent)]
    Site(#[from] SiteError),
}

/// Builds the site of the tournament and writes it; prints what was written.
pub fn run(db: &Path, args: &PublishArgs) -> Result<(), PublishError> {
    let started = Instant::now();
    let state = web::Data::new(AppState::open(db, 2)?);
    let id = args.tournament;
    let (built, w) = actix_web::rt::System::new().block_on(site::publish(
        state,
        id,
        args.lang,
        args.out.clone(),
    ))?;
    for url in &built.dropped {
        eprintln!("crownhead publish: {url} is not part of the site: its links point nowhere");
    }
    crate::outln!(
        "{}: {} files, {} bytes; {} written, {} unchanged, {} removed; {:.2} s",
        args.out.display(),
        w.files,
        w.bytes,
        w.written,
        w.unchanged,
        w.removed,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
