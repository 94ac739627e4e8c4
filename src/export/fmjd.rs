//! FMJD.
