//! The perfect-hash table behind 7-card `high` evaluation.
//!
//! Each rank has a weight; the weights' sums over seven cards (at most four of a rank) are
//! all different, so a hand's rank key (summed card by card) names its rank multiset. The
//! keys are split into rows (high bits) and columns (low bits); each row is placed in one
//! small table at an offset where its columns fall on free slots (row displacement), so a
//! lookup is one offset load and one slot load, with no collisions. A slot holds the index
//! of the hand's strength in a table of the distinct strengths. Everything is built once,
//! in memory, from the rank-mask evaluator, the first time it is needed.

use std::sync::LazyLock;

/// Rank weights (deuce first) whose sums over any seven cards with at most four of a rank
/// are distinct (checked when the table is built: a repeat would fail the build's test).
pub(crate) const WEIGHT: [u32; 13] = [
    0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262_349, 636_345, 1_479_181,
];

/// Column bits: a key's row is `key >> ROW_SHIFT`.
const ROW_SHIFT: u32 = 10;
/// The largest key: four aces and three kings.
const MAX_KEY: u32 = 4 * 1_479_181 + 3 * 636_345;
const ROWS: usize = (MAX_KEY >> ROW_SHIFT) as usize + 1;

pub(crate) struct Table {
    offsets: Vec<u32>,
    slots: Vec<u16>,
    strengths: Vec<u32>,
    /// Whether every seven-card key got its own slot (false would mean a bad weight set).
    pub(crate) perfect: bool,
}

pub(crate) static TABLE: LazyLock<Table> = LazyLock::new(build);

/// Calls `f` with every count vector of exactly seven cards, at most four per rank.
fn fill(counts: &mut [u8; 13], rank: usize, left: u8, f: &mut impl FnMut(&[u8; 13])) {
    if rank == 13 {
        if left == 0 {
            f(counts);
        }
        return;
    }
    for n in 0..=4u8.min(left) {
        counts[rank] = n;
        fill(counts, rank + 1, left - n, f);
    }
    counts[rank] = 0;
}

fn build() -> Table {
    // Every seven-card rank multiset: its key and its strength.
    let mut entries: Vec<(u32, u32)> = Vec::with_capacity(49_205);
    fill(&mut [0u8; 13], 0, 7, &mut |counts| {
        let (mut key, mut s) = (0u32, [0u32; 4]);
        for (r, &n) in counts.iter().enumerate() {
            key += u32::from(n) * WEIGHT[r];
            for (k, mask) in s.iter_mut().enumerate() {
                if usize::from(n) > k {
                    *mask |= 1 << r;
                }
            }
        }
        entries.push((key, crate::high::non_flush(s[0], s[1], s[2], s[3])));
    });
    let mut strengths: Vec<u32> = entries.iter().map(|e| e.1).collect();
    strengths.sort_unstable();
    strengths.dedup();

    // Rows, fullest first, each placed at the first offset where all its columns are free.
    let mut rows: Vec<Vec<(u32, u16)>> = vec![Vec::new(); ROWS];
    let mut perfect = true;
    for &(key, value) in &entries {
        let class = strengths.binary_search(&value).unwrap_or(0) as u16;
        rows[(key >> ROW_SHIFT) as usize].push((key & ((1 << ROW_SHIFT) - 1), class));
    }
    let mut order: Vec<usize> = (0..ROWS).collect();
    order.sort_by_key(|&r| std::cmp::Reverse(rows[r].len()));
    let mut size = 1usize << 16;
    let (offsets, slots) = loop {
        let mut taken = vec![false; size];
        let mut slots = vec![0u16; size];
        let mut offsets = vec![0u32; ROWS];
        let mut placed_all = true;
        // Next fit: each search starts where the last row went, so the filled start of
        // the table is not rescanned for every row.
        let mut cursor = 0usize;
        for &r in &order {
            let row = &rows[r];
            if row.is_empty() {
                continue;
            }
            let fits = |off: usize| {
                row.iter()
                    .all(|&(col, _)| !taken[(col as usize + off) & (size - 1)])
            };
            match (0..size)
                .map(|i| (cursor + i) & (size - 1))
                .find(|&off| fits(off))
            {
                Some(off) => {
                    cursor = off + 1;
                    for &(col, class) in row {
                        let at = (col as usize + off) & (size - 1);
                        taken[at] = true;
                        slots[at] = class;
                    }
                    // Stored so that `key + offset` lands on the slot; the row's base
                    // (`row << ROW_SHIFT`) is subtracted here.
                    offsets[r] = (off as u32).wrapping_sub((r as u32) << ROW_SHIFT);
                }
                None => {
                    placed_all = false;
                    break;
                }
            }
        }
        if placed_all {
            break (offsets, slots);
        }
        size *= 2;
    };
    // Check: every key finds its own strength, and no two multisets share a key.
    let mut keys: Vec<u32> = entries.iter().map(|e| e.0).collect();
    keys.sort_unstable();
    keys.dedup();
    perfect &= keys.len() == entries.len();
    let table = Table {
        offsets,
        slots,
        strengths,
        perfect,
    };
    let all_found = entries.iter().all(|&(k, v)| table.get(k) == v);
    Table {
        perfect: table.perfect && all_found,
        ..table
    }
}

impl Table {
    #[inline]
    fn get(&self, key: u32) -> u32 {
        let row = (key >> ROW_SHIFT) as usize;
        let off = self.offsets.get(row).copied().unwrap_or(0);
        let slot = key.wrapping_add(off) as usize & (self.slots.len() - 1);
        let class = self.slots.get(slot).copied().unwrap_or(0);
        self.strengths.get(usize::from(class)).copied().unwrap_or(0)
    }

    /// How many slots the table uses (its size in memory is twice that in bytes).
    #[cfg(test)]
    fn slot_count(&self) -> usize {
        self.slots.len()
    }
}

/// The non-flush strength of seven distinct natural cards whose rank key is `key` (`None`
/// only if the table could not be built perfect, which the crate's test rules out).
#[inline]
pub(crate) fn lookup7(key: u32) -> Option<u32> {
    let t = &*TABLE;
    t.perfect.then(|| t.get(key))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_seven_card_table_is_a_perfect_hash_of_all_49205_multisets() {
        let t = &*super::TABLE;
        // Distinct keys, and every key finds its own strength.
        assert!(t.perfect);
        // 128 K two-byte slots: 256 KiB.
        assert_eq!(t.slot_count(), 1 << 17);
    }
}
