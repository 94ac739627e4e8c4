//! HTTP black-box tests: the real app on a random port with a temporary database.

mod helpers;

mod absences;
mod access;
mod api_writes;
mod audit;
mod auth;
mod ballot;
mod book;
mod byes;
mod caching;
mod codes;
mod conflicts;
mod controls;
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
mod player_page;
mod players;
mod presets;
mod prizes;
mod public;
mod qr;
mod records;
mod refusals;
mod roles;
mod roundrobin;
mod rule_books;
mod rulings;
mod serve;
mod settings;
mod snapshots;

mod teams;
mod teams_nl;
mod walk;
mod workflows;
