-- House-banked games (Draw Poker with Joker): what the house won or lost on each box, one row
-- per settled hand. `house_net_cents` is the house's result, BONUS included: positive when the
-- house won, negative when it paid out (always minus the player's net). Kept apart from time
-- collections and pot drops: it is the bank's result, not a collection.

CREATE TABLE banked_results (
    id               INTEGER PRIMARY KEY,
    table_id         INTEGER NOT NULL REFERENCES card_tables(id),
    hand_id          INTEGER NOT NULL UNIQUE REFERENCES hands(id),
    seat_no          INTEGER NOT NULL CHECK (seat_no >= 1),
    house_net_cents  INTEGER NOT NULL,
    dealer_id        INTEGER REFERENCES staff(id),   -- the dealer in the box when the hand began
    settled_at       TEXT NOT NULL,
    settled_by       INTEGER NOT NULL REFERENCES staff(id)
) STRICT;
CREATE INDEX banked_results_settled ON banked_results (settled_at);
