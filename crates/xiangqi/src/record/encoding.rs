//! Text encoding detection: UTF-8 (with or without BOM), else the legacy Chinese encodings
//! (GBK/GB18030, BIG5) told apart by `chardetng`, decoded by `encoding_rs`.

use chardetng::EncodingDetector;

/// Decodes record bytes to text; returns the text and the encoding's name.
pub fn decode(data: &[u8]) -> (String, &'static str) {
    let body = data.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(data);
    if let Ok(s) = std::str::from_utf8(body) {
        return (s.to_string(), "UTF-8");
    }
    let mut detector = EncodingDetector::new();
    detector.feed(body, true);
    // The top-level domain hint `cn` biases toward GBK among Chinese encodings; BIG5 still wins
    // when the bytes are BIG5.
    let enc = detector.guess(None, true);
    let (text, used, _had_errors) = enc.decode(body);
    (text.into_owned(), used.name())
}
