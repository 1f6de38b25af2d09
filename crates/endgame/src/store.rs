//! Table files: what `arbiter endgame generate` writes and a service reads from its endgame
//! directory. One file a class, named after it (`KR-KAABB.xqtb`): a 32-byte header — `XQTB`,
//! the format's version, the width of a code (1 or 2 bytes), the class, whether distances to
//! conversion follow (and the width of theirs), the positions with one side to move, the longest win, the codes a block
//! holds — then where each block starts (one little-endian `u64` a block, and the end of the
//! last), then the blocks: [`BLOCK`] codes each (see [`crate::table`]), Red to move first,
//! little-endian, deflated; the distances to mate, then (if held) those to conversion.
//!
//! Blocks because the codes repeat (long runs of draws, of numbers that are no position): a
//! block deflates to an eighth or less (drawn classes far more), so the 324 phase-1 classes fit
//! in 741 MiB, and one position is read by reading and inflating its block alone.
//!
//! A file is read in memory (to generate the classes that lead to it) or where it lies, a block
//! at a time by positioned reads: the operating system's page cache keeps what is read often,
//! and a service holds no more of a table than the blocks' places.
//!
//! ```
//! use arbiter_endgame::store::{open, path_in, write};
//! use arbiter_endgame::{Material, Tables};
//! use arbiter_xiangqi::Side;
//!
//! let class: Material = "KR-K".parse().unwrap();
//! let table = Tables::new().get(class).unwrap();
//! let dir = std::env::temp_dir().join(format!("xqtb-doc-{}", std::process::id()));
//! std::fs::create_dir_all(&dir).unwrap();
//! let path = path_in(&dir, class);
//! assert!(path.ends_with("KR-K.xqtb"));
//! write(&table, &path).unwrap();
//! // Read back, either whole or block by block from the disk: every value is the same.
//! for in_memory in [true, false] {
//!     let back = open(&path, class, in_memory).unwrap();
//!     assert_eq!(back.counts(), table.counts());
//!     for index in (0..table.layout().size()).step_by(97) {
//!         assert_eq!(back.value(index, Side::Black), table.value(index, Side::Black));
//!     }
//! }
//! std::fs::remove_dir_all(&dir).unwrap();
//! ```

use crate::layout::Layout;
use crate::material::{Attacker, Material};
use crate::table::{Codes, Table};
use miniz_oxide::deflate::compress_to_vec;
use miniz_oxide::inflate::decompress_to_vec_with_limit;
use std::fs::File;
use std::io::{BufWriter, Read, Write};
use std::path::{Path, PathBuf};

/// The first four bytes of a table file.
const MAGIC: &[u8; 4] = b"XQTB";
/// The format written here.
const VERSION: u8 = 2;
/// Codes a block holds.
pub const BLOCK: u64 = 4096;
/// How hard blocks are deflated (miniz's default level).
const LEVEL: u8 = 6;
/// Bytes before the codes.
const HEADER: u64 = 32;

/// The file of `material`'s table in `dir`.
pub fn path_in(dir: &Path, material: Material) -> PathBuf {
    dir.join(format!("{material}.xqtb"))
}

/// Why a table file could not be read.
#[derive(Debug)]
pub enum StoreError {
    /// Reading or writing failed.
    Io(std::io::Error),
    /// The file is not a table of the class it is named after (what is wrong).
    Invalid(String),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Io(e) => write!(f, "{e}"),
            StoreError::Invalid(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for StoreError {}

impl From<std::io::Error> for StoreError {
    fn from(e: std::io::Error) -> StoreError {
        StoreError::Io(e)
    }
}

/// Writes `table` to `path`, through a file beside it renamed at the end: a reader never sees
/// half a table.
pub fn write(table: &Table, path: &Path) -> Result<(), StoreError> {
    let size = table.layout().size();
    let width = table.codes.width();
    let mut header = [0u8; HEADER as usize];
    header[..4].copy_from_slice(MAGIC);
    header[4] = VERSION;
    header[5] = width;
    header[6..11].copy_from_slice(&material_bytes(table.material()));
    header[16..24].copy_from_slice(&size.to_le_bytes());
    header[24..26].copy_from_slice(&table.counts().longest.to_le_bytes());
    header[28..32].copy_from_slice(&(BLOCK as u32).to_le_bytes());
    header[12] = u8::from(table.dtc.is_some());
    header[13] = table.dtc.as_ref().map_or(0, Codes::width);
    let blocks = (2 * size).div_ceil(BLOCK);
    let sections: Vec<&Codes> = [Some(&table.codes), table.dtc.as_ref()]
        .into_iter()
        .flatten()
        .collect();
    let mut offsets = Vec::new();
    let mut at = HEADER + 8 * (sections.len() as u64 * blocks + 1);
    let mut packed: Vec<Vec<u8>> = Vec::new();
    for codes in sections {
        for b in 0..blocks {
            let lo = b * BLOCK;
            let hi = (lo + BLOCK).min(2 * size);
            let raw = codes.raw(lo..hi).map_err(StoreError::Io)?;
            let block = compress_to_vec(&raw, LEVEL);
            offsets.push(at);
            at += block.len() as u64;
            packed.push(block);
        }
    }
    offsets.push(at);
    let part = path.with_extension("xqtb.part");
    let mut out = BufWriter::with_capacity(1 << 20, File::create(&part)?);
    out.write_all(&header)?;
    for o in &offsets {
        out.write_all(&o.to_le_bytes())?;
    }
    for block in &packed {
        out.write_all(block)?;
    }
    out.into_inner().map_err(|e| e.into_error())?.sync_all()?;
    std::fs::rename(&part, path)?;
    Ok(())
}

/// Opens `material`'s table at `path`: read into memory (`in_memory`) or left on disk.
pub fn open(path: &Path, material: Material, in_memory: bool) -> Result<Table, StoreError> {
    let mut file = File::open(path)?;
    let mut header = [0u8; HEADER as usize];
    let invalid = |why: &str| StoreError::Invalid(format!("{}: {why}", path.display()));
    file.read_exact(&mut header)
        .map_err(|_| invalid("shorter than a table's header"))?;
    let layout = Layout::new(material);
    let size = layout.size();
    let width = header[5];
    if &header[..4] != MAGIC || header[4] != VERSION {
        return Err(invalid("not an endgame table of this version"));
    }
    if header[6..11] != material_bytes(material) || header[16..24] != size.to_le_bytes() {
        return Err(invalid(&format!("not the table of {material}")));
    }
    if (width != 1 && width != 2) || header[28..32] != (BLOCK as u32).to_le_bytes() {
        return Err(invalid("codes of an unknown width or block"));
    }
    let sections = match header[12] {
        0 => 1,
        1 => 2,
        _ => return Err(invalid("an unknown section flag")),
    };
    let blocks = (2 * size).div_ceil(BLOCK);
    let mut index = vec![0u8; usize::try_from(8 * (sections * blocks + 1)).unwrap_or(0)];
    file.read_exact(&mut index)
        .map_err(|_| invalid("its blocks' places are cut short"))?;
    let offsets: Vec<u64> = index
        .chunks_exact(8)
        .map(|b| u64::from_le_bytes(b.try_into().unwrap_or([0; 8])))
        .collect();
    let in_order = offsets.first() == Some(&(HEADER + 8 * (sections * blocks + 1)))
        && offsets.windows(2).all(|w| w[0] <= w[1]);
    if !in_order || offsets.last() != Some(&file.metadata()?.len()) {
        return Err(invalid("its blocks' places do not match its length"));
    }
    let n = usize::try_from(blocks).map_err(|_| invalid("too many blocks"))?;
    let mut parts = Vec::new();
    for k in 0..usize::try_from(sections).unwrap_or(1) {
        let width = if k == 0 { width } else { header[13] };
        if width != 1 && width != 2 {
            return Err(invalid("codes of an unknown width"));
        }
        let codes = FileCodes {
            file: file.try_clone()?,
            width,
            offsets: offsets[k * n..=(k + 1) * n].to_vec(),
            total: 2 * size,
        };
        parts.push(if in_memory {
            inflated(&codes, blocks).map_err(|_| invalid("a block does not inflate"))?
        } else {
            Codes::File(codes)
        });
    }
    let mut parts = parts.into_iter();
    let codes = parts.next().ok_or_else(|| invalid("no codes"))?;
    Ok(Table {
        layout,
        codes,
        dtc: parts.next(),
    })
}

/// Every code of `codes`, in memory.
fn inflated(codes: &FileCodes, blocks: u64) -> std::io::Result<Codes> {
    let mut bytes =
        Vec::with_capacity(usize::try_from(codes.total * u64::from(codes.width)).unwrap_or(0));
    for b in 0..blocks {
        bytes.extend(codes.block(b)?);
    }
    Ok(if codes.width == 1 {
        Codes::Bytes(bytes)
    } else {
        Codes::Words(
            bytes
                .chunks_exact(2)
                .map(|b| u16::from_le_bytes([b[0], b[1]]))
                .collect(),
        )
    })
}

/// The class in five bytes: the attackers and the four counts. The first byte is the strong
/// side's attacker, plus 4 × (1 + the weak side's) in a phase-2 class, so phase-1 files read
/// as before.
fn material_bytes(m: Material) -> [u8; 5] {
    let number = |a: Attacker| Attacker::ALL.iter().position(|&x| x == a).unwrap_or(0) as u8;
    let attacker = number(m.attacker) + m.weak_attacker.map_or(0, |w| 4 * (1 + number(w)));
    [
        attacker,
        m.strong_advisors,
        m.strong_elephants,
        m.weak_advisors,
        m.weak_elephants,
    ]
}

/// The codes of a table left in its file.
#[derive(Debug)]
pub(crate) struct FileCodes {
    file: File,
    width: u8,
    /// Where each block starts, and the end of the last.
    offsets: Vec<u64>,
    /// Codes in all.
    total: u64,
}

impl FileCodes {
    pub(crate) fn width(&self) -> u8 {
        self.width
    }

    /// Block `b`, inflated.
    fn block(&self, b: u64) -> std::io::Result<Vec<u8>> {
        let bad = || std::io::Error::from(std::io::ErrorKind::InvalidData);
        let i = usize::try_from(b).map_err(|_| bad())?;
        let (lo, hi) = (
            *self.offsets.get(i).ok_or_else(bad)?,
            *self.offsets.get(i + 1).ok_or_else(bad)?,
        );
        let mut packed = vec![0u8; usize::try_from(hi - lo).map_err(|_| bad())?];
        read_at(&self.file, &mut packed, lo)?;
        let codes = (self.total - b * BLOCK).min(BLOCK);
        let want = usize::try_from(codes * u64::from(self.width)).map_err(|_| bad())?;
        let raw = decompress_to_vec_with_limit(&packed, want).map_err(|_| bad())?;
        if raw.len() == want {
            Ok(raw)
        } else {
            Err(bad())
        }
    }

    /// The code at `at`, `None` when it cannot be read.
    pub(crate) fn get(&self, at: u64) -> Option<u16> {
        if at >= self.total {
            return None;
        }
        let raw = self.block(at / BLOCK).ok()?;
        let i = usize::try_from((at % BLOCK) * u64::from(self.width)).ok()?;
        Some(if self.width == 1 {
            u16::from(*raw.get(i)?)
        } else {
            u16::from_le_bytes([*raw.get(i)?, *raw.get(i + 1)?])
        })
    }

    /// Calls `f` with every code of `range`, read a block at a time (a code not read counts as
    /// no position).
    pub(crate) fn for_each(&self, range: std::ops::Range<u64>, mut f: impl FnMut(u16)) {
        let width = u64::from(self.width);
        let mut at = range.start;
        while at < range.end.min(self.total) {
            let b = at / BLOCK;
            let end = ((b + 1) * BLOCK).min(range.end).min(self.total);
            let raw = self.block(b).unwrap_or_default();
            for k in at..end {
                let i = ((k - b * BLOCK) * width) as usize;
                let code = if width == 1 {
                    raw.get(i).map(|&c| u16::from(c))
                } else {
                    raw.get(i..i + 2).map(|c| u16::from_le_bytes([c[0], c[1]]))
                };
                f(code.unwrap_or(0));
            }
            at = end;
        }
    }
}

#[cfg(unix)]
fn read_at(file: &File, buf: &mut [u8], at: u64) -> std::io::Result<()> {
    std::os::unix::fs::FileExt::read_exact_at(file, buf, at)
}

#[cfg(windows)]
fn read_at(file: &File, mut buf: &mut [u8], mut at: u64) -> std::io::Result<()> {
    while !buf.is_empty() {
        let n = std::os::windows::fs::FileExt::seek_read(file, buf, at)?;
        if n == 0 {
            return Err(std::io::ErrorKind::UnexpectedEof.into());
        }
        buf = &mut buf[n..];
        at += n as u64;
    }
    Ok(())
}
