//! The vocabulary's words as PostgreSQL text: an unknown word reads as bad data.

use postgres::types::{FromSql, IsNull, ToSql, Type, to_sql_checked};

use crate::port::Vocab;

type BoxError = Box<dyn std::error::Error + Sync + Send>;

fn read<V: Vocab>(ty: &Type, raw: &[u8]) -> Result<V, BoxError> {
    let text = <&str as FromSql>::from_sql(ty, raw)?;
    V::parse(text).ok_or_else(|| format!("{text:?} is not a known {}", V::WHAT).into())
}

macro_rules! sql_words {
    ($($name:path),+) => {$(
        impl<'a> FromSql<'a> for $name {
            fn from_sql(ty: &Type, raw: &'a [u8]) -> Result<Self, BoxError> {
                read(ty, raw)
            }
            fn accepts(ty: &Type) -> bool {
                <&str as FromSql>::accepts(ty)
            }
        }
        impl ToSql for $name {
            fn to_sql(
                &self,
                ty: &Type,
                out: &mut postgres::types::private::BytesMut,
            ) -> Result<IsNull, BoxError> {
                Vocab::as_str(*self).to_sql(ty, out)
            }
            fn accepts(ty: &Type) -> bool {
                <&str as ToSql>::accepts(ty)
            }
            to_sql_checked!();
        }
    )+};
}

crate::port::every_vocab!(sql_words);
