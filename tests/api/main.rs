//! HTTP black-box tests: the real app on a random port with a temporary database.

mod helpers;

mod absences;
mod api_writes;
mod audit;
mod auth;
mod ballot;
mod book;
mod byes;
mod caching;
mod conflicts;
mod controls;
mod export_empty;
mod exports;
mod final_stage;
mod fmjd_list;
mod games;
mod import;
mod knockout;
mod languages;
mod limits;
mod loose_ends;
mod names;
mod pairing;
mod players;
mod presets;
mod prizes;
mod public;
mod qr;
mod records;
mod refusals;
mod roles;
mod rule_books;
mod rulings;
mod serve;
mod settings;
mod snapshots;

mod teams;
mod trf_import;
mod walk;
mod workflows;
