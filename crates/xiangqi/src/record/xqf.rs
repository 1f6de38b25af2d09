//! XQF binary records (XQStudio / 象棋演播室), plain (version < 11) and encrypted (11+), with
//! the move tree: the main line is read, variations are counted.
//!
//! Layout: a 1024-byte header (`XQ`, version, keys, 32 piece positions, result, set-up type,
//! Pascal strings in GB18030), then the move tree in pre-order from offset 1024, starting with a
//! root record. Squares are `x * 10 + y` (x = file from Red's left, y = rank from Red's side);
//! move records add 24 (from) and 32 (to). Encrypted files subtract a rolling 32-byte key stream
//! from every byte after the header and further offsets from squares and comment lengths.
//! Reading never panics: every access is bounds-checked and damage is reported.

use super::{GameRecord, PlyError, RecordError, SLOT_ORDER};
use crate::board::Board;
use crate::moves::Move;
use crate::piece::{Piece, Side};
use crate::position::Position;
use crate::setup::Setup;
use crate::square::Square;

const HEADER: usize = 1024;
const KEY_MASK: &[u8; 32] = b"[(C) Copyright Mr. Dong Shiwei.]";
/// Most move records read (main line and variations together).
pub const MAX_RECORDS: usize = 100_000;

/// String fields of the header: (offset, capacity, tag name).
const STRINGS: [(usize, usize, &str); 11] = [
    (0x50, 63, "Title"),
    (0xD0, 63, "Event"),
    (0x110, 15, "Date"),
    (0x120, 15, "Site"),
    (0x130, 15, "Red"),
    (0x140, 15, "Black"),
    (0x150, 63, "TimeControl"),
    (0x190, 15, "RedTime"),
    (0x1A0, 15, "BlackTime"),
    (0x1D0, 15, "Annotator"),
    (0x1E0, 15, "Author"),
];

fn sq54(x: u8) -> u32 {
    let x = x as u32;
    x * x * 54 + 221
}

/// The decryption parameters of a header.
#[derive(Clone, Copy)]
struct Keys {
    piece: u8,
    src: u8,
    dst: u8,
    comment: u32,
    stream: [u8; 32],
}

impl Keys {
    fn from_header(h: &[u8]) -> Keys {
        if h[2] < 11 {
            return Keys {
                piece: 0,
                src: 0,
                dst: 0,
                comment: 0,
                stream: [0; 32],
            };
        }
        let piece = (sq54(h[13]).wrapping_mul(h[13] as u32)) as u8;
        let src = (sq54(h[14]).wrapping_mul(piece as u32)) as u8;
        let dst = (sq54(h[15]).wrapping_mul(src as u32)) as u8;
        let comment = ((h[12] as u32) * 256 + h[13] as u32) % 32000 + 767;
        let args: [u8; 4] = std::array::from_fn(|i| h[8 + i] | (h[12 + i] & h[3]));
        let stream: [u8; 32] = std::array::from_fn(|i| args[i % 4] & KEY_MASK[i]);
        Keys {
            piece,
            src,
            dst,
            comment,
            stream,
        }
    }
}

/// A decrypting cursor over the move area.
struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
    stream: [u8; 32],
    index: usize,
}

impl Cursor<'_> {
    fn take(&mut self, n: usize) -> Option<Vec<u8>> {
        let end = self.pos.checked_add(n)?;
        let raw = self.data.get(self.pos..end)?;
        self.pos = end;
        Some(
            raw.iter()
                .map(|&b| {
                    let v = b.wrapping_sub(self.stream[self.index]);
                    self.index = (self.index + 1) % 32;
                    v
                })
                .collect(),
        )
    }
}

fn square_of(code: u8) -> Option<Square> {
    if code >= 90 {
        None
    } else {
        Square::new(code / 10, code % 10)
    }
}

fn gb_string(h: &[u8], offset: usize, cap: usize) -> String {
    let len = (h[offset] as usize).min(cap);
    let bytes = &h[offset + 1..offset + 1 + len];
    let (text, _, _) = encoding_rs::GB18030.decode(bytes);
    text.trim_end_matches('\0').to_string()
}

/// One move-tree record.
struct Node {
    from: u8,
    to: u8,
    has_child: bool,
    has_sibling: bool,
}

fn read_node(c: &mut Cursor<'_>, version: u8, keys: &Keys) -> Result<Node, RecordError> {
    let truncated = || RecordError::Corrupt("move tree truncated".into());
    let rec = c.take(4).ok_or_else(truncated)?;
    let (has_child, has_sibling, comment_len) = if version < 11 {
        let len = c.take(4).ok_or_else(truncated)?;
        let n = u32::from_le_bytes([len[0], len[1], len[2], len[3]]) as i64;
        (rec[2] & 0xF0 != 0, rec[2] & 0x0F != 0, n)
    } else {
        let n = if rec[2] & 0x20 != 0 {
            let len = c.take(4).ok_or_else(truncated)?;
            u32::from_le_bytes([len[0], len[1], len[2], len[3]]) as i64 - keys.comment as i64
        } else {
            0
        };
        (rec[2] & 0x80 != 0, rec[2] & 0x40 != 0, n)
    };
    if comment_len < 0 || comment_len as usize > c.data.len() {
        return Err(RecordError::Corrupt(format!(
            "comment length {comment_len} out of range"
        )));
    }
    if comment_len > 0 {
        c.take(comment_len as usize).ok_or_else(truncated)?;
    }
    Ok(Node {
        from: rec[0].wrapping_sub(24).wrapping_sub(keys.src),
        to: rec[1].wrapping_sub(32).wrapping_sub(keys.dst),
        has_child,
        has_sibling,
    })
}

/// Reads an XQF file.
pub fn read(data: &[u8]) -> Result<GameRecord, RecordError> {
    if data.len() < HEADER || !data.starts_with(b"XQ") {
        return Err(RecordError::NotRecognised(format!(
            "not XQF ({} bytes, no 1024-byte XQ header)",
            data.len()
        )));
    }
    let h = &data[..HEADER];
    let version = h[2];
    let keys = Keys::from_header(h);
    let mut tags: Vec<(String, String)> = STRINGS
        .iter()
        .map(|&(off, cap, name)| (name.to_string(), gb_string(h, off, cap)))
        .filter(|(_, v)| !v.is_empty())
        .collect();
    tags.push(("XqfVersion".into(), version.to_string()));
    let result = match h[0x33] {
        1 => "1-0",
        2 => "0-1",
        3 => "1/2-1/2",
        _ => "*",
    }
    .to_string();

    let mut board = Board::empty();
    if h[0x40] < 2 {
        board = Board::standard();
    } else {
        let mut slots = [255u8; 32];
        for i in 0..32 {
            let v = h[16 + i].wrapping_sub(keys.piece);
            let slot = if version < 12 {
                i
            } else {
                (keys.piece as usize + 1 + i) % 32
            };
            slots[slot] = v;
        }
        for (i, &code) in slots.iter().enumerate() {
            if let Some(sq) = square_of(code) {
                let side = if i < 16 { Side::Red } else { Side::Black };
                board.set(sq, Some(Piece::new(side, SLOT_ORDER[i % 16])));
            }
        }
    }

    let mut cursor = Cursor {
        data,
        pos: HEADER,
        stream: keys.stream,
        index: 0,
    };
    let root = read_node(&mut cursor, version, &keys)?;
    let mut main: Vec<(u8, u8)> = Vec::new();
    let mut pending = usize::from(root.has_child) + usize::from(root.has_sibling);
    let mut in_main = root.has_child;
    let mut variations = 0;
    let mut records = 1;
    while pending > 0 && records < MAX_RECORDS {
        let node = match read_node(&mut cursor, version, &keys) {
            Ok(n) => n,
            // A damaged tail after a complete main line still yields the main line.
            Err(e) if main.is_empty() || in_main => return Err(e),
            Err(_) => break,
        };
        records += 1;
        pending -= 1;
        if in_main {
            main.push((node.from, node.to));
            in_main = node.has_child;
        }
        variations += usize::from(node.has_sibling);
        pending += usize::from(node.has_child) + usize::from(node.has_sibling);
    }

    // The side to move is the owner of the first move's piece.
    let turn = main
        .first()
        .and_then(|&(f, _)| square_of(f))
        .and_then(|s| board.get(s))
        .map_or(Side::Red, |p| p.side);
    let start = Position::from_setup(Setup {
        board,
        turn,
        halfmoves: 0,
        fullmoves: 1,
    })
    .map_err(|e| RecordError::BadStart(e.to_string()))?;
    let mut pos = start.clone();
    let mut moves = Vec::with_capacity(main.len());
    let mut error = None;
    for (i, &(f, t)) in main.iter().enumerate() {
        let text = format!("{f:02}{t:02}");
        let Some(mv) = square_of(f).zip(square_of(t)).map(|(a, b)| Move::new(a, b)) else {
            error = Some(PlyError {
                ply: i + 1,
                text,
                reason: "square code off the board".into(),
            });
            break;
        };
        if let Err(reason) = pos.play(mv) {
            error = Some(PlyError {
                ply: i + 1,
                text: mv.to_string(),
                reason: reason.to_string(),
            });
            break;
        }
        moves.push(mv);
    }
    Ok(GameRecord {
        tags,
        start,
        moves,
        result,
        error,
        variations,
    })
}

fn code_of(sq: Square) -> u8 {
    sq.file() * 10 + sq.rank()
}

/// Writes a game (main line only, no comments) as XQF. `key` = `None` writes version 10
/// (plain); `Some(k)` writes version 18 encrypted with header key bytes derived from `k`.
pub fn write(game: &GameRecord, key: Option<u32>) -> Vec<u8> {
    let mut h = vec![0u8; HEADER];
    h[0] = b'X';
    h[1] = b'Q';
    h[2] = if key.is_some() { 18 } else { 10 };
    if let Some(k) = key {
        let b = k.to_le_bytes();
        h[3] = b[0] | 0x01;
        h[8..12].copy_from_slice(&[b[1], b[2], b[3], b[0] ^ 0x5A]);
        h[12..16].copy_from_slice(&[b[2] ^ 0x33, b[3] ^ 0x77, b[1] ^ 0x11, b[0] ^ 0x99]);
    }
    let keys = Keys::from_header(&h);
    // Piece positions (always written: set-up type "middle game" keeps custom starts).
    let mut slots = [90u8 + 10; 32];
    let mut used = [false; 32];
    for (sq, piece) in game.start.board().occupied() {
        let base = if piece.side == Side::Red { 0 } else { 16 };
        if let Some(i) = (0..16).find(|&i| SLOT_ORDER[i] == piece.kind && !used[base + i]) {
            used[base + i] = true;
            slots[base + i] = code_of(sq);
        }
    }
    for i in 0..32 {
        let stored = if h[2] < 12 {
            i
        } else {
            (keys.piece as usize + 1 + i) % 32
        };
        h[16 + i] = slots[stored].wrapping_add(keys.piece);
    }
    h[0x33] = match game.result.as_str() {
        "1-0" => 1,
        "0-1" => 2,
        "1/2-1/2" => 3,
        _ => 0,
    };
    h[0x40] = 2;
    for &(off, cap, name) in &STRINGS {
        if let Some(v) = game.tag(name) {
            let (bytes, _, _) = encoding_rs::GB18030.encode(v);
            let n = bytes.len().min(cap);
            h[off] = n as u8;
            h[off + 1..off + 1 + n].copy_from_slice(&bytes[..n]);
        }
    }
    let mut body = Vec::new();
    let n = game.moves.len();
    let mut push = |from: u8, to: u8, child: bool| {
        let tag = if h[2] < 11 {
            if child { 0xF0 } else { 0 }
        } else if child {
            0x80
        } else {
            0
        };
        body.extend_from_slice(&[
            from.wrapping_add(24).wrapping_add(keys.src),
            to.wrapping_add(32).wrapping_add(keys.dst),
            tag,
            0,
        ]);
        if h[2] < 11 {
            body.extend_from_slice(&0u32.to_le_bytes());
        }
    };
    push(0, 0, n > 0);
    for (i, m) in game.moves.iter().enumerate() {
        push(code_of(m.from), code_of(m.to), i + 1 < n);
    }
    let mut index = 0;
    for b in &mut body {
        *b = b.wrapping_add(keys.stream[index]);
        index = (index + 1) % 32;
    }
    h.extend_from_slice(&body);
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::pgn;

    fn sample() -> GameRecord {
        let text = "[Event \"象棋 cup\"]\n[Red \"胡荣华\"]\n[Black \"杨官璘\"]\n1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二 马２进３ 1-0";
        pgn::read_all(text).unwrap().remove(0)
    }

    #[test]
    fn round_trip_plain_and_encrypted() {
        let g = sample();
        for key in [None, Some(0x1234_5678), Some(0xFFFF_FFFF), Some(7)] {
            let bytes = write(&g, key);
            let back = read(&bytes).unwrap();
            assert_eq!(back.moves, g.moves, "key {key:?}");
            assert_eq!(back.start, g.start);
            assert_eq!(back.result, "1-0");
            assert_eq!(back.tag("Red"), Some("胡荣华"));
            assert_eq!(back.tag("Event"), Some("象棋 cup"));
            assert_eq!(back.error, None);
        }
    }

    #[test]
    fn black_to_move_start() {
        let mut g = sample();
        g.start =
            Position::from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b")
                .unwrap();
        g.moves = vec![Move::new(
            Square::new(7, 9).unwrap(),
            Square::new(6, 7).unwrap(),
        )];
        let back = read(&write(&g, Some(99))).unwrap();
        assert_eq!(back.start, g.start);
        assert_eq!(back.moves, g.moves);
    }

    #[test]
    fn damaged_files_give_errors_not_panics() {
        let bytes = write(&sample(), Some(42));
        for cut in [0, 2, 100, 1023, 1024, 1027, 1030, bytes.len() - 1] {
            let _ = read(&bytes[..cut]);
        }
        let mut flipped = bytes.clone();
        for i in (0..flipped.len()).step_by(7) {
            flipped[i] ^= 0xA5;
            let _ = read(&flipped);
        }
        assert!(read(b"not an xqf").is_err());
    }
}
