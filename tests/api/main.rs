//! HTTP black-box tests: the real app on a random port with a temporary database.

mod helpers;

mod api_writes;
mod audit;
mod auth;
mod ballot;
mod book;
mod caching;
mod conflicts;
mod controls;
mod exports;
mod final_stage;
mod fmjd_list;
mod games;
mod knockout;
mod languages;
mod limits;
mod pairing;
mod players;
mod prizes;
mod public;
mod qr;
mod records;
mod refusals;
mod roles;
mod rule_books;
mod serve;
mod settings;
mod snapshots;
mod teams;
mod walk;
mod workflows;
