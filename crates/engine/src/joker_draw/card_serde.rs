//! Known cards in JSON as their text: `["As", "Kd"]`.

/// `Vec<Card>` as `["As", "Kd"]`.
pub(crate) mod list {
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use crate::Card;

    pub fn serialize<S: Serializer>(cards: &[Card], s: S) -> Result<S::Ok, S::Error> {
        cards
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Card>, D::Error> {
        Vec::<String>::deserialize(d)?
            .iter()
            .map(|t| {
                t.parse::<Card>()
                    .map_err(|_| D::Error::custom(format!("not a card: {t}")))
            })
            .collect()
    }
}

/// `Vec<Vec<Card>>` as `[["As"], ["Kd"]]`.
pub(crate) mod sets {
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use crate::Card;

    pub fn serialize<S: Serializer>(sets: &[Vec<Card>], s: S) -> Result<S::Ok, S::Error> {
        sets.iter()
            .map(|set| set.iter().map(|c| c.to_string()).collect::<Vec<_>>())
            .collect::<Vec<_>>()
            .serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Vec<Card>>, D::Error> {
        Vec::<Vec<String>>::deserialize(d)?
            .iter()
            .map(|set| {
                set.iter()
                    .map(|t| {
                        t.parse::<Card>()
                            .map_err(|_| D::Error::custom(format!("not a card: {t}")))
                    })
                    .collect()
            })
            .collect()
    }
}
