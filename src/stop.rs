//! The request's stop signal on the worker thread that computes it. The domain takes a
//! [`Stop`] as an argument; the service installs the request's one around its work
//! ([`scope`]) and the API layer reads it ([`current`]).

use std::cell::RefCell;

pub use arbiter_base::stop::Stop;

thread_local! {
    static CURRENT: RefCell<Stop> = RefCell::new(Stop::default());
}

/// Runs `f` with `stop` as this thread's [`current`] signal, restoring the previous one after.
pub fn scope<T>(stop: &Stop, f: impl FnOnce() -> T) -> T {
    let previous = CURRENT.with(|c| c.replace(stop.clone()));
    let out = f();
    CURRENT.with(|c| *c.borrow_mut() = previous);
    out
}

/// The signal installed on this thread by [`scope`] ([`Stop::never`] outside one).
#[must_use]
pub fn current() -> Stop {
    CURRENT.with(|c| c.borrow().clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    #[test]
    fn scope_installs_and_restores() {
        assert!(!current().fired());
        let fired = scope(&Stop::at(Instant::now()), || current().fired());
        assert!(fired);
        assert!(!current().fired());
    }
}
