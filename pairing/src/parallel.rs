//! Work split between threads where a round's matrices are large: the
//! weights of a bracket and the check of a matching's optimality read or
//! write each pair of players once, independently of the others.

use std::ops::Range;

/// Below this many rows a matrix is worked through on one thread: a
/// thread's start costs more than the work it would take over.
const ROWS_PER_THREAD: usize = 256;

/// How many threads a matrix of `rows` rows is worked through on: one for
/// a small matrix, else as many as the machine runs at once, at most four.
pub fn threads(rows: usize) -> usize {
    if rows < 2 * ROWS_PER_THREAD {
        return 1;
    }
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    cores.clamp(1, 4).min(rows / ROWS_PER_THREAD)
}

/// Splits the rows `0..n` of a triangular matrix, where row `i` holds `i`
/// entries, into `parts` ranges of about the same number of entries.
pub fn triangle(n: usize, parts: usize) -> Vec<Range<usize>> {
    let parts = parts.max(1);
    let total = n * n.saturating_sub(1) / 2;
    let mut ranges = Vec::with_capacity(parts);
    let mut start = 0;
    let mut area = 0;
    for part in 1..=parts {
        let target = total * part / parts;
        let mut end = start;
        while end < n && (area < target || part == parts) {
            area += end;
            end += 1;
        }
        ranges.push(start..end);
        start = end;
    }
    ranges
}

/// Whether `check` holds for every part: the first part on this thread,
/// each other on a thread of its own.
pub fn all<T: Send>(parts: impl IntoIterator<Item = T>, check: impl Fn(T) -> bool + Sync) -> bool {
    let mut parts = parts.into_iter();
    let Some(first) = parts.next() else {
        return true;
    };
    std::thread::scope(|scope| {
        let others: Vec<_> = parts
            .map(|part| {
                let check = &check;
                scope.spawn(move || check(part))
            })
            .collect();
        let here = check(first);
        others
            .into_iter()
            .all(|t| t.join().expect("a check does not panic"))
            && here
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_triangle_splits_into_ranges_covering_every_row_once_with_even_areas() {
        for n in [0, 1, 2, 7, 100, 1001] {
            for parts in 1..5 {
                let ranges = triangle(n, parts);
                assert_eq!(ranges.len(), parts);
                let rows: Vec<usize> = ranges.iter().flat_map(|r| r.clone()).collect();
                assert_eq!(rows, (0..n).collect::<Vec<_>>(), "n {n}, parts {parts}");
                if n >= 100 {
                    let total = n * (n - 1) / 2;
                    for r in &ranges {
                        let area: usize = r.clone().sum();
                        assert!(area.abs_diff(total / parts) <= n, "{r:?} of {n} in {parts}");
                    }
                }
            }
        }
    }

    #[test]
    fn all_holds_when_every_part_holds() {
        assert!(all(vec![1, 2, 3], |x| x > 0));
        assert!(!all(vec![1, -2, 3], |x| x > 0));
        assert!(!all(vec![-1], |x| x > 0));
        assert!(all(Vec::<i32>::new(), |x| x > 0));
    }

    #[test]
    fn small_matrices_stay_on_one_thread() {
        assert_eq!(threads(10), 1);
        assert_eq!(threads(2 * ROWS_PER_THREAD - 1), 1);
        assert!(threads(10_000) <= 4);
    }
}
