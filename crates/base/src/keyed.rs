//! Enums whose values a service words for people: each variant declared once with a stable
//! key, the key a catalogue (Fluent) selects its words by.
//!
//! A worded enum used to keep its keys in a hand-written `match` at the service's edge, away
//! from the variants; [`keyed_enum!`](crate::keyed_enum!) writes the enum, the list of its values
//! ([`Keyed::ALL`]) and the key from one declaration, so a new variant is one row and the
//! service's catalogue test (every key of `ALL` worded in every locale) finds the missing words.
//! The key is a name, not words: it stays the same in every language and never changes once
//! published.

/// A fieldless enum declared by [`keyed_enum!`](crate::keyed_enum!).
pub trait Keyed: Sized + Copy + 'static {
    /// Every value, in declaration order.
    const ALL: &'static [Self];

    /// The value's stable key (kebab-case), as catalogues select by it.
    fn key(self) -> &'static str;

    /// The value with `key`, if any.
    fn from_key(key: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|v| v.key() == key)
    }
}

/// Declares a fieldless enum with a stable key per variant, implementing [`Keyed`].
///
/// ```
/// arbiter_base::keyed_enum! {
///     /// How a game ended for one side.
///     #[derive(Clone, Copy, PartialEq, Eq, Debug)]
///     pub enum Outcome {
///         /// The side won.
///         Win = "win",
///         /// Neither side won.
///         Draw = "draw",
///     }
/// }
/// use arbiter_base::Keyed;
/// assert_eq!(Outcome::Draw.key(), "draw");
/// assert_eq!(Outcome::ALL, &[Outcome::Win, Outcome::Draw]);
/// assert_eq!(Outcome::from_key("win"), Some(Outcome::Win));
/// ```
#[macro_export]
macro_rules! keyed_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $key:literal ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $( $(#[$vmeta])* $variant, )+
        }

        impl $crate::Keyed for $name {
            const ALL: &'static [Self] = &[$(Self::$variant),+];

            fn key(self) -> &'static str {
                match self {
                    $(Self::$variant => $key,)+
                }
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::Keyed;

    crate::keyed_enum! {
        /// A test enum.
        #[derive(Clone, Copy, PartialEq, Eq, Debug)]
        enum Sample {
            /// One.
            One = "one",
            /// Two.
            Two = "two-words",
        }
    }

    #[test]
    fn keys_round_trip() {
        for v in Sample::ALL {
            assert_eq!(Sample::from_key(v.key()), Some(*v));
        }
        assert_eq!(Sample::Two.key(), "two-words");
        assert_eq!(Sample::from_key("three"), None);
    }
}
