//! The hashed table behind 7-card `high` evaluation: every multiset of 5 to 7 ranks (at most
//! four of each) maps to its strength when no flush is possible. A hand's key is the base-5
//! number of its rank counts, summed card by card; the table is built once, in memory, from
//! the rank-mask evaluator, the first time it is needed.

use std::sync::LazyLock;

/// 5^rank, for rank 0 (deuce) to 12 (ace): a hand's key is the sum over its cards.
pub(crate) const POW5: [u32; 13] = {
    let mut p = [1u32; 13];
    let mut r = 1;
    while r < 13 {
        p[r] = p[r - 1] * 5;
        r += 1;
    }
    p
};

const BITS: u32 = 17;
const EMPTY: u64 = u64::MAX;

struct Table {
    /// `key << 32 | strength`, open addressing with linear probing.
    slots: Vec<u64>,
    /// The longest probe any key needs: lookups never go further.
    max_probe: usize,
}

#[inline]
fn home(key: u32) -> usize {
    (key.wrapping_mul(0x9E37_79B1) >> (32 - BITS)) as usize
}

static TABLE: LazyLock<Table> = LazyLock::new(build);

fn build() -> Table {
    let size = 1usize << BITS;
    let mut slots = vec![EMPTY; size];
    let mut max_probe = 0;
    let mut counts = [0u8; 13];
    let mut insert = |counts: &[u8; 13]| {
        let (mut key, mut s) = (0u32, [0u32; 4]);
        for (r, &n) in counts.iter().enumerate() {
            key += u32::from(n) * POW5[r];
            for (k, mask) in s.iter_mut().enumerate() {
                if usize::from(n) > k {
                    *mask |= 1 << r;
                }
            }
        }
        let value = crate::high::non_flush(s[0], s[1], s[2], s[3]);
        let mut slot = home(key);
        let mut probe = 0;
        while slots[slot] != EMPTY {
            slot = (slot + 1) & (size - 1);
            probe += 1;
        }
        slots[slot] = u64::from(key) << 32 | u64::from(value);
        max_probe = max_probe.max(probe);
    };
    fill(&mut counts, 0, 0, &mut insert);
    Table { slots, max_probe }
}

/// Calls `f` with every count vector of 5 to 7 cards, at most four per rank.
fn fill(counts: &mut [u8; 13], rank: usize, total: u8, f: &mut impl FnMut(&[u8; 13])) {
    if rank == 13 {
        if total >= 5 {
            f(counts);
        }
        return;
    }
    for n in 0..=4u8.min(7 - total) {
        counts[rank] = n;
        fill(counts, rank + 1, total + n, f);
    }
    counts[rank] = 0;
}

/// The non-flush strength of the rank multiset with this key, if it is one of 5 to 7 cards.
#[inline]
pub(crate) fn lookup(key: u32) -> Option<u32> {
    let t = &*TABLE;
    let mask = t.slots.len() - 1;
    let mut slot = home(key);
    for _ in 0..=t.max_probe {
        let e = t.slots[slot];
        if (e >> 32) as u32 == key && e != EMPTY {
            return Some(e as u32);
        }
        slot = (slot + 1) & mask;
    }
    None
}

/// How many multisets the table holds (for tests of the crate's own build).
#[cfg(test)]
fn len() -> usize {
    TABLE.slots.iter().filter(|&&e| e != EMPTY).count()
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_table_holds_every_multiset_of_five_to_seven_ranks() {
        // 5: 6,175; 6: 18,395; 7: 49,205 (at most four of a rank).
        assert_eq!(super::len(), 6_175 + 18_395 + 49_205);
    }
}
