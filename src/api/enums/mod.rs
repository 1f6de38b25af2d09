//! Enums between the rules core and the protos: one declared table (`table.rs`) instead of a
//! pair of hand-written `match`es per enum.
//!
//! A correspondence is declared once with `proto_enum!`; the macro writes both directions as
//! exhaustive `match`es without a wildcard, so adding a variant on either side — a new
//! termination in the rules core, a new tie-break in the proto — does not compile until the
//! table says where it goes. Proto values that carry no domain value (`…_UNSPECIFIED`, "not
//! given") are declared as such and read as `None`; what "not given" means (a default, an error)
//! stays at the call site, where the field is known.

mod table;

use crate::api::error::ApiError;

/// A domain enum with a proto counterpart for every value.
pub trait ToProto {
    /// The generated (prost) enum.
    type Pb: Copy + Into<i32>;

    /// The proto value.
    fn to_pb(&self) -> Self::Pb;

    /// The proto value as it goes on the wire.
    fn wire(&self) -> i32 {
        self.to_pb().into()
    }
}

/// A domain enum that a request may name through its proto counterpart.
pub trait FromProto: Sized {
    /// The generated (prost) enum.
    type Pb: Copy + TryFrom<i32>;

    /// The domain value, or `None` for a proto value that means "not given".
    fn from_pb(pb: Self::Pb) -> Option<Self>;

    /// The proto names a client may send, in declaration order (for error messages).
    fn names() -> Vec<&'static str>;
}

/// Reads an enum field that may be left unset: `Ok(None)` for "not given", an error naming the
/// field for a number the proto does not define.
pub fn optional<T: FromProto>(field: impl Into<String>, raw: i32) -> Result<Option<T>, ApiError> {
    match T::Pb::try_from(raw) {
        Ok(pb) => Ok(T::from_pb(pb)),
        Err(_) => Err(ApiError::unknown_value(field, raw)),
    }
}

/// Reads an enum field that must be given; the error lists the values the field takes.
pub fn required<T: FromProto>(field: impl Into<String>, raw: i32) -> Result<T, ApiError> {
    let field = field.into();
    optional(field.clone(), raw)?.ok_or_else(|| {
        let names = T::names().join(", ");
        ApiError::invalid(field, format!("required: one of {names}"))
            .localized_as("error-enum-required", &[("names", names.into())])
    })
}

/// Declares how a domain enum and a proto enum correspond.
///
/// `Domain <=> pb::Enum { A, B = PbB } unset Unspecified;` maps unit variants both ways
/// ([`ToProto`] and [`FromProto`]); a row `B = PbB` names a proto variant spelled differently,
/// and `unset` lists the proto values that mean "not given". `Domain => pb::Enum { A, B }`
/// maps one way only ([`ToProto`]), for domain variants that carry data (matched as `A { .. }`).
macro_rules! proto_enum {
    // Rows are normalised to `(Domain Proto)` pairs, then both impls are written from them.
    (@rows $mode:tt $dom:ident, $pb:ty, [$($done:tt)*] $d:ident = $p:ident $(, $($rest:tt)*)?) => {
        $crate::api::enums::proto_enum!(@rows $mode $dom, $pb, [$($done)* ($d $p)] $($($rest)*)?);
    };
    (@rows $mode:tt $dom:ident, $pb:ty, [$($done:tt)*] $d:ident $(, $($rest:tt)*)?) => {
        $crate::api::enums::proto_enum!(@rows $mode $dom, $pb, [$($done)* ($d $d)] $($($rest)*)?);
    };
    (@rows (out) $dom:ident, $pb:ty, [$(($d:ident $p:ident))+]) => {
        impl $crate::api::enums::ToProto for $dom {
            type Pb = $pb;
            fn to_pb(&self) -> $pb {
                type P = $pb;
                match self {
                    $(Self::$d { .. } => P::$p,)+
                }
            }
        }
    };
    (@rows (both $($u:ident)*) $dom:ident, $pb:ty, [$(($d:ident $p:ident))+]) => {
        $crate::api::enums::proto_enum!(@rows (out) $dom, $pb, [$(($d $p))+]);
        impl $crate::api::enums::FromProto for $dom {
            type Pb = $pb;
            fn from_pb(pb: $pb) -> Option<Self> {
                type P = $pb;
                match pb {
                    $(P::$p => Some(Self::$d),)+
                    $(P::$u => None,)*
                }
            }
            fn names() -> Vec<&'static str> {
                type P = $pb;
                vec![$(P::$p.as_str_name()),+]
            }
        }
    };
    ($dom:ident => $pb:ty { $($rows:tt)+ }) => {
        $crate::api::enums::proto_enum!(@rows (out) $dom, $pb, [] $($rows)+);
    };
    ($dom:ident <=> $pb:ty { $($rows:tt)+ } $(unset $($u:ident)|+)?) => {
        $crate::api::enums::proto_enum!(@rows (both $($($u)+)?) $dom, $pb, [] $($rows)+);
    };
}

pub(crate) use proto_enum;
