-- End of shift (issue #21). A closed shift is signed off by a floor manager with his PIN; each
-- print of its report or count sheet is recorded (any after the first is a reprint); and a
-- money mistake found after a hand, a collection or a shift was closed is corrected by an
-- adjustment appended here: the rows it corrects are never edited. Nothing here is deleted:
-- records are kept at least three years (4 CCR 12381).

ALTER TABLE shifts ADD COLUMN signed_off_at TEXT;
ALTER TABLE shifts ADD COLUMN signed_off_by {int} REFERENCES staff(id);

CREATE TABLE report_prints (
    id          {id},
    shift_id    {int} NOT NULL REFERENCES shifts(id),
    what        TEXT NOT NULL CHECK (what IN ('report', 'count_sheet')),
    printed_at  TEXT NOT NULL,
    printed_by  {int} NOT NULL REFERENCES staff(id)
){strict};
CREATE INDEX report_prints_by_shift ON report_prints (shift_id, what);

CREATE TABLE adjustments (
    id             {id},
    made_at        TEXT NOT NULL,
    made_by        {int} NOT NULL REFERENCES staff(id),
    reason         TEXT NOT NULL CHECK (length(trim(reason)) > 0),
    kind           TEXT NOT NULL CHECK (kind IN ('collection', 'hand')),
    table_id       {int} NOT NULL REFERENCES card_tables(id),
    -- When what it corrects happened: the shift and half hour it is reported in.
    happened_at    TEXT NOT NULL,
    dealer_id      {int} REFERENCES staff(id),
    collection_id  {int} REFERENCES time_collections(id),
    hand_id        {int} REFERENCES hands(id),
    -- A hand's chips moved from one seat to another (NULL: the house, i.e. the drop).
    from_seat      {int},
    to_seat        {int},
    -- A collection's mark as corrected: 'paid', or 'not_paid' with its reason.
    new_status     TEXT CHECK (new_status IS NULL OR new_status IN ('paid', 'not_paid')),
    new_reason     TEXT CHECK (new_reason IS NULL OR new_reason IN ('sitting_out', 'left', 'comped', 'new_player')),
    -- The amount moved, and the change to the house's money (+ more, − less).
    amount_cents   {int} NOT NULL CHECK (amount_cents >= 0),
    house_cents    {int} NOT NULL,
    -- Before and after, in words.
    detail         TEXT NOT NULL,
    CHECK ((kind = 'collection') = (collection_id IS NOT NULL)),
    CHECK ((kind = 'hand') = (hand_id IS NOT NULL)),
    CHECK ((kind = 'collection') = (new_status IS NOT NULL)),
    CHECK ((new_status = 'not_paid') = (new_reason IS NOT NULL))
){strict};
CREATE INDEX adjustments_happened ON adjustments (happened_at);
CREATE INDEX adjustments_by_hand ON adjustments (hand_id) WHERE hand_id IS NOT NULL;
CREATE INDEX adjustments_by_collection ON adjustments (collection_id) WHERE collection_id IS NOT NULL;
