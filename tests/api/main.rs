//! HTTP black-box tests: the real app on a random port with a temporary database.

mod helpers;

mod auth;
mod conflicts;
mod limits;
mod ballot;
mod pairing;
mod exports;
mod public;
mod refusals;
mod serve;
mod snapshots;
mod workflows;
