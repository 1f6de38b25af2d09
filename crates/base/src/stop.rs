//! When a long computation must give up: a deadline and a flag that whoever waits for the
//! result sets when it stops waiting (request timeout, client gone). Pure: the domain checks a
//! [`Stop`] between its expensive steps; only the service decides when one fires.
//!
//! ```
//! use std::sync::Arc;
//! use std::sync::atomic::{AtomicBool, Ordering};
//! use std::time::{Duration, Instant};
//!
//! use arbiter_base::stop::Stop;
//!
//! // The client went away: the flag fires the signal, the far deadline does not.
//! let gone = Arc::new(AtomicBool::new(false));
//! let stop = Stop::at(Instant::now() + Duration::from_secs(3600)).with_flag(gone.clone());
//! assert!(!stop.fired());
//! gone.store(true, Ordering::Relaxed);
//! assert!(stop.fired());
//! // A deadline already passed fires at once; `until` keeps the earlier deadline.
//! assert!(Stop::never().until(Instant::now()).fired());
//! assert!(!Stop::never().fired());
//! ```

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// A cooperative stop signal: a deadline, a flag, both or neither (never stops).
#[derive(Clone, Debug, Default)]
pub struct Stop {
    deadline: Option<Instant>,
    flag: Option<Arc<AtomicBool>>,
}

impl Stop {
    /// A signal that never fires.
    #[must_use]
    pub fn never() -> Stop {
        Stop::default()
    }

    /// Fires once `deadline` has passed.
    #[must_use]
    pub fn at(deadline: Instant) -> Stop {
        Stop {
            deadline: Some(deadline),
            flag: None,
        }
    }

    /// Also fires once `flag` is set.
    #[must_use]
    pub fn with_flag(mut self, flag: Arc<AtomicBool>) -> Stop {
        self.flag = Some(flag);
        self
    }

    /// The earlier of this signal's deadline and `deadline`.
    #[must_use]
    pub fn until(mut self, deadline: Instant) -> Stop {
        self.deadline = Some(self.deadline.map_or(deadline, |d| d.min(deadline)));
        self
    }

    /// The deadline, if any.
    #[must_use]
    pub fn deadline(&self) -> Option<Instant> {
        self.deadline
    }

    /// Whether the work should stop now.
    #[must_use]
    pub fn fired(&self) -> bool {
        self.flag
            .as_ref()
            .is_some_and(|f| f.load(Ordering::Relaxed))
            || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn fires_on_deadline_or_flag() {
        assert!(!Stop::never().fired());
        assert!(Stop::at(Instant::now()).fired());
        let later = Stop::at(Instant::now() + Duration::from_secs(60));
        assert!(!later.fired());
        let flag = Arc::new(AtomicBool::new(false));
        let s = later.with_flag(flag.clone());
        assert!(!s.fired());
        flag.store(true, Ordering::Relaxed);
        assert!(s.fired());
    }

    #[test]
    fn until_keeps_the_earlier_deadline() {
        let now = Instant::now();
        let s = Stop::at(now + Duration::from_secs(5)).until(now + Duration::from_secs(9));
        assert_eq!(s.deadline(), Some(now + Duration::from_secs(5)));
        let s = Stop::never().until(now);
        assert_eq!(s.deadline(), Some(now));
    }
}
