//! Cards in JSON as their text (`"As"`), unknown cards as `"??"`.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::Card;

const UNKNOWN: &str = "??";

fn text(card: Option<Card>) -> String {
    card.map_or_else(|| UNKNOWN.to_string(), |c| c.to_string())
}

fn parse<E: serde::de::Error>(s: &str) -> Result<Option<Card>, E> {
    if s == UNKNOWN {
        return Ok(None);
    }
    s.parse::<Card>()
        .map(Some)
        .map_err(|_| E::custom(format!("not a card: {s}")))
}

/// `Option<Card>`: `"As"` or `"??"`.
pub(crate) mod maybe {
    use super::*;

    pub fn serialize<S: Serializer>(card: &Option<Card>, s: S) -> Result<S::Ok, S::Error> {
        text(*card).serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Card>, D::Error> {
        let s = String::deserialize(d)?;
        parse(&s)
    }
}

/// A list of cards that may be unknown (`Vec` or [`CardList`](crate::CardList)): `["As", "??"]`.
pub(crate) mod maybe_list {
    use super::*;

    pub fn serialize<S: Serializer>(cards: &[Option<Card>], s: S) -> Result<S::Ok, S::Error> {
        cards
            .iter()
            .map(|c| text(*c))
            .collect::<Vec<_>>()
            .serialize(s)
    }

    pub fn deserialize<'de, D, C>(d: D) -> Result<C, D::Error>
    where
        D: Deserializer<'de>,
        C: TryFrom<Vec<Option<Card>>>,
        C::Error: std::fmt::Display,
    {
        let v = Vec::<String>::deserialize(d)?;
        let cards = v.iter().map(|s| parse(s)).collect::<Result<Vec<_>, _>>()?;
        C::try_from(cards).map_err(D::Error::custom)
    }
}

/// An optional list of known cards ([`ShownCards`](crate::ShownCards)): `null` or
/// `["As", "Kd"]`.
pub(crate) mod known_list {
    use super::*;

    pub fn serialize<S, C>(cards: &Option<C>, s: S) -> Result<S::Ok, S::Error>
    where
        S: Serializer,
        C: std::ops::Deref<Target = [Card]>,
    {
        cards
            .as_ref()
            .map(|v| v.iter().map(|c| c.to_string()).collect::<Vec<_>>())
            .serialize(s)
    }

    pub fn deserialize<'de, D, C>(d: D) -> Result<Option<C>, D::Error>
    where
        D: Deserializer<'de>,
        C: TryFrom<Vec<Card>>,
        C::Error: std::fmt::Display,
    {
        let v = Option::<Vec<String>>::deserialize(d)?;
        match v {
            None => Ok(None),
            Some(v) => {
                let cards = v
                    .iter()
                    .map(|s| {
                        parse::<D::Error>(s)?
                            .ok_or_else(|| D::Error::custom("a shown card cannot be unknown"))
                    })
                    .collect::<Result<Vec<Card>, _>>()?;
                C::try_from(cards).map(Some).map_err(D::Error::custom)
            }
        }
    }
}

/// `Card`, always known: `"As"`.
pub(crate) mod known {
    use super::*;

    pub fn serialize<S: Serializer>(card: &Card, s: S) -> Result<S::Ok, S::Error> {
        card.to_string().serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let s = String::deserialize(d)?;
        parse::<D::Error>(&s)?.ok_or_else(|| D::Error::custom("this card cannot be unknown"))
    }
}

/// `Vec<Card>`, every card known: `["As", "Kd"]`.
pub(crate) mod known_cards {
    use super::*;

    pub fn serialize<S: Serializer>(cards: &[Card], s: S) -> Result<S::Ok, S::Error> {
        cards
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Card>, D::Error> {
        Vec::<String>::deserialize(d)?
            .iter()
            .map(|t| {
                parse::<D::Error>(t)?
                    .ok_or_else(|| D::Error::custom("these cards cannot be unknown"))
            })
            .collect()
    }
}

/// `Vec<Vec<Card>>`: `[["As"], ["Kd", "Qd"]]`.
pub(crate) mod known_card_sets {
    use super::*;

    pub fn serialize<S: Serializer>(sets: &[Vec<Card>], s: S) -> Result<S::Ok, S::Error> {
        sets.iter()
            .map(|set| set.iter().map(ToString::to_string).collect::<Vec<_>>())
            .collect::<Vec<_>>()
            .serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Vec<Card>>, D::Error> {
        Vec::<Vec<String>>::deserialize(d)?
            .iter()
            .map(|set| {
                set.iter()
                    .map(|t| {
                        parse::<D::Error>(t)?
                            .ok_or_else(|| D::Error::custom("these cards cannot be unknown"))
                    })
                    .collect()
            })
            .collect()
    }
}
