//! Optional bearer-token authentication. Tokens come from a file (one per line) and/or the
//! `ARBITER_AUTH_TOKENS` environment variable (comma-separated); only their SHA-256 digests are
//! kept, and a presented token is compared with every digest in constant time. Tokens are never
//! logged: the configuration print-out shows how many there are.

use std::fmt;
use std::path::Path;
use std::str::FromStr;

use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

/// A secret string from the configuration; its `Debug` output is redacted.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Secret(pub String);

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.0.is_empty() {
            "\"\""
        } else {
            "\"<redacted>\""
        })
    }
}

impl FromStr for Secret {
    type Err = std::convert::Infallible;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(Secret(s.to_string()))
    }
}

/// The accepted tokens, as digests.
#[derive(Clone, Default)]
pub struct Tokens {
    digests: Vec<[u8; 32]>,
}

impl fmt::Debug for Tokens {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Tokens({} configured)", self.digests.len())
    }
}

fn digest(token: &str) -> [u8; 32] {
    Sha256::digest(token.as_bytes()).into()
}

/// Shortest token accepted: a guessable token is a configuration error.
pub const MIN_TOKEN_LEN: usize = 16;

impl Tokens {
    /// Reads the tokens from `file` (one per line; blank lines and `#` comments ignored) and
    /// from `list` (comma-separated).
    pub fn load(file: Option<&Path>, list: &str) -> Result<Tokens, String> {
        let mut raw: Vec<String> = list
            .split(',')
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(str::to_string)
            .collect();
        if let Some(path) = file {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("--auth-tokens-file {}: {e}", path.display()))?;
            raw.extend(
                text.lines()
                    .map(str::trim)
                    .filter(|l| !l.is_empty() && !l.starts_with('#'))
                    .map(str::to_string),
            );
        }
        if let Some(short) = raw.iter().position(|t| t.len() < MIN_TOKEN_LEN) {
            return Err(format!(
                "auth token #{} is shorter than {MIN_TOKEN_LEN} characters",
                short + 1
            ));
        }
        Ok(Tokens {
            digests: raw.iter().map(|t| digest(t)).collect(),
        })
    }

    /// Reads the tokens as [`Tokens::load`] and refuses a configuration that asks for
    /// authentication but gives no usable token (an empty or comments-only file,
    /// `ARBITER_AUTH_TOKENS=,`): such a server would serve everyone while its operator
    /// believes it closed. `requested_by` names what asked (the flag or variable); with
    /// `allow_open` the server starts open instead, and the caller warns loudly.
    pub fn load_required(
        file: Option<&Path>,
        list: &str,
        requested_by: Option<&str>,
        allow_open: bool,
    ) -> Result<Tokens, String> {
        let tokens = Tokens::load(file, list)?;
        match requested_by {
            Some(source) if tokens.is_empty() && !allow_open => Err(format!(
                "{source} asks for authentication but gives no usable token (blank lines, \
                 `#` comments and empty list items are not tokens); give at least one token of \
                 {MIN_TOKEN_LEN}+ characters, or pass --auth-allow-open to serve without \
                 authentication on purpose"
            )),
            _ => Ok(tokens),
        }
    }

    /// Whether authentication is off (no tokens configured).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.digests.is_empty()
    }

    /// The number of tokens.
    #[must_use]
    pub fn len(&self) -> usize {
        self.digests.len()
    }

    /// Whether `presented` is one of the tokens. Every digest is compared, in constant time.
    #[must_use]
    pub fn accepts(&self, presented: &str) -> bool {
        let d = digest(presented);
        let mut ok = subtle::Choice::from(0u8);
        for known in &self.digests {
            ok |= known.ct_eq(&d);
        }
        bool::from(ok)
    }
}

/// The token of an `Authorization: Bearer <token>` header value.
#[must_use]
pub fn bearer(value: &str) -> Option<&str> {
    let (scheme, token) = value.trim().split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then_some(token.trim())
        .filter(|t| !t.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_matched_by_digest_and_redacted() {
        let t =
            Tokens::load(None, "alpha-0123456789abcdef, beta-0123456789abcdef").unwrap_or_default();
        assert_eq!(t.len(), 2);
        assert!(t.accepts("beta-0123456789abcdef"));
        assert!(!t.accepts("beta-0123456789abcde"));
        assert!(!t.accepts(""));
        assert_eq!(format!("{t:?}"), "Tokens(2 configured)");
        assert_eq!(format!("{:?}", Secret("x".into())), "\"<redacted>\"");
        assert!(Tokens::load(None, "short").is_err());
        assert_eq!(bearer("Bearer abc"), Some("abc"));
        assert_eq!(bearer("bearer  abc "), Some("abc"));
        assert_eq!(bearer("Basic abc"), None);
        assert_eq!(bearer("Bearer "), None);
    }
}
