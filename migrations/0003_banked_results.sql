-- House-banked games (Draw Poker with Joker): what the house won or lost on each box, one row
-- per settled hand. `house_net_cents` is the house's result, BONUS included: positive when the
-- house won, negative when it paid out (always minus the player's net). Kept apart from time
-- collections and pot drops: it is the bank's result, not a collection.

CREATE TABLE banked_results (
    id               {id},
    table_id         {int} NOT NULL REFERENCES card_tables(id),
    hand_id          {int} NOT NULL UNIQUE REFERENCES hands(id),
    seat_no          {int} NOT NULL CHECK (seat_no >= 1),
    house_net_cents  {int} NOT NULL,
    dealer_id        {int} REFERENCES staff(id),   -- the dealer in the box when the hand began
    settled_at       TEXT NOT NULL,
    settled_by       {int} NOT NULL REFERENCES staff(id)
){strict};
CREATE INDEX banked_results_settled ON banked_results (settled_at);
