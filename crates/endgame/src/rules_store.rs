//! Files of the books' values (`KR-KAABB.xqrv`, beside the class's table file): what each
//! profile's 棋例 changes in the class ([`crate::rules`]), written by `arbiter endgame generate`
//! so that a service reading the tables from files needs no analysis of its own. The file is
//! `XQRV`, a version byte, the number of profiles, then per profile its code (0 Club, 1 CXA,
//! 2 AXF), the number of positions decided (u64, little-endian) and each position's number
//! (u64) and winner (0 Red, 1 Black, in the table's frame), and from version 2 the order it was
//! decided in (u32; the witness line of [`crate::witness`] follows it). Version 1 files (no
//! order) are still read: their values stand, without a witness line.
//!
//! ```
//! use arbiter_endgame::rules::RuleValues;
//! use arbiter_endgame::rules_store::{path_in, read, write};
//! use arbiter_xiangqi::Side;
//! use arbiter_xiangqi::adjudication::ProfileKind;
//!
//! let dir = std::env::temp_dir().join(format!("xqrv-doc-{}", std::process::id()));
//! std::fs::create_dir_all(&dir).unwrap();
//! let path = path_in(&dir, "KR-KAABB".parse().unwrap());
//! assert!(path.ends_with("KR-KAABB.xqrv"));
//! // Two positions the club's book decides (numbers as in the table, with the order they were
//! // decided in), none under the AXF book.
//! let club = RuleValues::from_sorted_ranked(vec![(5, Side::Red), (9, Side::Black)], vec![0, 1])
//!     .unwrap();
//! write(&path, &[(ProfileKind::Club, club.clone()), (ProfileKind::Axf, RuleValues::none())])
//!     .unwrap();
//! let books = read(&path).unwrap();
//! assert_eq!(books, [(ProfileKind::Club, club), (ProfileKind::Axf, RuleValues::none())]);
//! assert_eq!(books[0].1.ranks(), Some(&[0, 1][..]));
//! std::fs::remove_dir_all(&dir).unwrap();
//! ```

use crate::material::Material;
use crate::rules::RuleValues;
use arbiter_xiangqi::Side;
use arbiter_xiangqi::adjudication::ProfileKind;
use std::path::{Path, PathBuf};

const MAGIC: &[u8; 4] = b"XQRV";
const VERSION: u8 = 2;

/// The bytes of one decided position: its number, winner and, from version 2, rank.
fn entry_len(version: u8) -> usize {
    if version >= 2 { 13 } else { 9 }
}

/// The profiles a books file holds, in its order.
pub const KINDS: [ProfileKind; 3] = [ProfileKind::Club, ProfileKind::Cxa, ProfileKind::Axf];

/// Where `material`'s books file lies in `dir`.
pub fn path_in(dir: &Path, material: Material) -> PathBuf {
    dir.join(format!("{material}.xqrv"))
}

fn code(kind: ProfileKind) -> u8 {
    match kind {
        ProfileKind::Club => 0,
        ProfileKind::Cxa => 1,
        ProfileKind::Axf => 2,
    }
}

/// Writes `books` (one per profile) to `path` (through a `.part` file and a rename).
pub fn write(path: &Path, books: &[(ProfileKind, RuleValues)]) -> std::io::Result<()> {
    let mut out = Vec::new();
    out.extend_from_slice(MAGIC);
    out.push(VERSION);
    out.push(u8::try_from(books.len()).unwrap_or(u8::MAX));
    for (kind, values) in books {
        out.push(code(*kind));
        out.extend_from_slice(&(values.len() as u64).to_le_bytes());
        let ranks = values.ranks().unwrap_or(&[]);
        for (k, (at, winner)) in values.iter().enumerate() {
            out.extend_from_slice(&at.to_le_bytes());
            out.push(u8::from(winner == Side::Black));
            // Unknown ranks (values read from a version-1 file) are written as one region.
            out.extend_from_slice(&ranks.get(k).copied().unwrap_or(u32::MAX).to_le_bytes());
        }
    }
    let part = path.with_extension("xqrv.part");
    std::fs::write(&part, out)?;
    std::fs::rename(part, path)
}

/// Reads the books file at `path`: each profile's values, or why the file cannot be read.
pub fn read(path: &Path) -> Result<Vec<(ProfileKind, RuleValues)>, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let bad = |why: &str| format!("{}: {why}", path.display());
    let rest = bytes
        .strip_prefix(MAGIC.as_slice())
        .ok_or_else(|| bad("not a books file"))?;
    let [version, count, tail @ ..] = rest else {
        return Err(bad("cut short"));
    };
    let mut rest: &[u8] = tail;
    if !(1..=VERSION).contains(version) {
        return Err(bad("unknown version"));
    }
    let width = entry_len(*version);
    let mut out = Vec::new();
    for _ in 0..*count {
        let &[kind, ref tail @ ..] = rest else {
            return Err(bad("cut short"));
        };
        let kind = *KINDS
            .get(usize::from(kind))
            .ok_or_else(|| bad("unknown profile"))?;
        let (n, tail) = tail
            .split_first_chunk::<8>()
            .ok_or_else(|| bad("cut short"))?;
        let n = usize::try_from(u64::from_le_bytes(*n)).map_err(|_| bad("too long"))?;
        if tail.len() / width < n {
            return Err(bad("cut short"));
        }
        let (entries, tail) = tail.split_at(width * n);
        let mut wins = Vec::with_capacity(n);
        let mut ranks = Vec::new();
        let mut unknown = false;
        for e in entries.chunks_exact(width) {
            let (at, rest) = e.split_at(8);
            let at = u64::from_le_bytes(at.try_into().map_err(|_| bad("cut short"))?);
            let (winner, rank) = rest.split_at(1);
            let winner = if winner == [1] {
                Side::Black
            } else {
                Side::Red
            };
            if wins.last().is_some_and(|&(p, _)| p >= at) {
                return Err(bad("positions out of order"));
            }
            wins.push((at, winner));
            if let Ok(rank) = <[u8; 4]>::try_from(rank) {
                let rank = u32::from_le_bytes(rank);
                unknown |= rank == u32::MAX;
                ranks.push(rank);
            }
        }
        if unknown {
            ranks.clear();
        }
        let values = RuleValues::from_sorted_ranked(wins, ranks).ok_or_else(|| bad("ranks"))?;
        out.push((kind, values));
        rest = tail;
    }
    Ok(out)
}
