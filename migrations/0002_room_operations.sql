-- Floor operations: staff, tables, seats, dealers, hands, collections and shifts.
-- Every write records who did it (staff id) and when (UTC text). Money is integer cents.
-- History is kept: rows are closed (left_at, closed_at, off_at) rather than deleted, and a
-- hand's events are append-only.

CREATE TABLE staff (
    id          {id},
-- sqlite:
    name        TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),
-- postgres:
    -- Unique regardless of case (SQLite: UNIQUE COLLATE NOCASE): the index staff_name_nocase
    -- below; queries compare lower(name) = lower($1).
    name        TEXT NOT NULL CHECK (length(trim(name)) > 0),
-- both:
    role        TEXT NOT NULL CHECK (role IN ('floor', 'dealer')),
    active      {int} NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
    created_at  TEXT NOT NULL,
    created_by  {int} REFERENCES staff(id)   -- NULL only for the first floor manager
){strict};
-- postgres:
CREATE UNIQUE INDEX staff_name_nocase ON staff (lower(name));
-- both:

CREATE TABLE card_tables (
    id                    {id},
    name                  TEXT NOT NULL CHECK (length(trim(name)) > 0),
    game                  TEXT NOT NULL REFERENCES games(code),
    structure             TEXT NOT NULL CHECK (structure IN ('no_limit', 'pot_limit', 'fixed_limit')),
    small_blind_cents     {int} NOT NULL CHECK (small_blind_cents >= 0),
    big_blind_cents       {int} NOT NULL CHECK (big_blind_cents >= 0),
    ante_cents            {int} NOT NULL CHECK (ante_cents >= 0),
    small_bet_cents       {int} NOT NULL CHECK (small_bet_cents >= 0),
    big_bet_cents         {int} NOT NULL CHECK (big_bet_cents >= 0),
    chip_unit_cents       {int} NOT NULL CHECK (chip_unit_cents > 0),
    max_bets_per_round    {int} NOT NULL CHECK (max_bets_per_round > 0),
    seat_limit            {int} NOT NULL CHECK (seat_limit BETWEEN 2 AND 10),
    button_rule           TEXT NOT NULL CHECK (button_rule IN ('moving', 'dead')),
    -- The collection: resolved from the schedule (rate_source 'schedule', re-resolved at each
    -- collection so a new rate applies from its effective time) or given by the manager.
    collection_mode       TEXT NOT NULL CHECK (collection_mode IN ('time', 'pot_drop', 'button_drop')),
    rate_source           TEXT NOT NULL CHECK (rate_source IN ('schedule', 'manager')),
    manager_rate_cents    {int} CHECK (manager_rate_cents IS NULL OR manager_rate_cents >= 0),
    collection_interval_minutes {int} NOT NULL DEFAULT 30 CHECK (collection_interval_minutes > 0),
    no_flop_no_drop       {int} NOT NULL DEFAULT 0 CHECK (no_flop_no_drop IN (0, 1)),
    -- Game-specific settings of later games (JSON object), validated by the use cases.
    settings              TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
    button_seat           {int},
    -- The big blind's seat in the table's last hand: the dead-button rule advances it.
    last_big_blind_seat   {int},
    opened_at             TEXT NOT NULL,
    opened_by             {int} NOT NULL REFERENCES staff(id),
    closed_at             TEXT,
    closed_by             {int} REFERENCES staff(id),
    CHECK ((rate_source = 'manager') = (manager_rate_cents IS NOT NULL))
){strict};

-- One row per player per continuous stay in one seat. Moving seats closes the row and opens
-- another; leaving closes it.
CREATE TABLE seatings (
    id              {id},
    table_id        {int} NOT NULL REFERENCES card_tables(id),
    seat_no         {int} NOT NULL CHECK (seat_no >= 1),
    player_name     TEXT NOT NULL CHECK (length(trim(player_name)) > 0),
    player_id       TEXT,
    stack_cents     {int} NOT NULL CHECK (stack_cents >= 0),
    -- waiting: waits for the big blind; posting: will post a big blind to play at once
    entry           TEXT NOT NULL CHECK (entry IN ('waiting', 'posting', 'playing')),
    sitting_out     {int} NOT NULL DEFAULT 0 CHECK (sitting_out IN (0, 1)),
    missed_small_blind {int} NOT NULL DEFAULT 0 CHECK (missed_small_blind IN (0, 1)),
    missed_big_blind   {int} NOT NULL DEFAULT 0 CHECK (missed_big_blind IN (0, 1)),
    seated_at       TEXT NOT NULL,
    seated_by       {int} NOT NULL REFERENCES staff(id),
    left_at         TEXT,
    left_by         {int} REFERENCES staff(id),
    left_reason     TEXT CHECK (left_reason IS NULL OR left_reason IN ('left', 'moved'))
){strict};
CREATE UNIQUE INDEX seatings_one_player_per_seat ON seatings (table_id, seat_no) WHERE left_at IS NULL;

-- Which dealer is in the box at a table, and when.
CREATE TABLE dealer_pushes (
    id          {id},
    table_id    {int} NOT NULL REFERENCES card_tables(id),
    dealer_id   {int} NOT NULL REFERENCES staff(id),
    on_at       TEXT NOT NULL,
    on_by       {int} NOT NULL REFERENCES staff(id),
    off_at      TEXT,
    off_by      {int} REFERENCES staff(id)
){strict};
CREATE UNIQUE INDEX dealer_pushes_one_per_table ON dealer_pushes (table_id) WHERE off_at IS NULL;
CREATE UNIQUE INDEX dealer_pushes_one_table_per_dealer ON dealer_pushes (dealer_id) WHERE off_at IS NULL;

-- The first button's high-card draw, as the dealer entered it.
CREATE TABLE button_draws (
    id          {id},
    table_id    {int} NOT NULL REFERENCES card_tables(id),
    cards       TEXT NOT NULL CHECK (json_valid(cards)),   -- {"seat": "card"}
    winner_seat {int} NOT NULL,
    drawn_at    TEXT NOT NULL,
    drawn_by    {int} NOT NULL REFERENCES staff(id)
){strict};

-- Time collections: one row per seated player per collection time.
-- postgres:
-- (The reason CHECK is named: migration 0008 replaces it.)
-- both:
CREATE TABLE time_collections (
    id            {id},
    table_id      {int} NOT NULL REFERENCES card_tables(id),
    due_at        TEXT NOT NULL,
    seating_id    {int} NOT NULL REFERENCES seatings(id),
    seat_no       {int} NOT NULL,
    player_name   TEXT NOT NULL,
    amount_cents  {int} NOT NULL CHECK (amount_cents >= 0),
    rate_id       {int} REFERENCES collection_rates(id),  -- NULL: the manager's table rate
    dealer_id     {int} REFERENCES staff(id),             -- the dealer in the box at due_at
    status        TEXT NOT NULL CHECK (status IN ('due', 'paid', 'not_paid')),
-- sqlite:
    reason        TEXT CHECK (reason IS NULL OR reason IN ('sitting_out', 'left', 'comped')),
-- postgres:
    reason        TEXT CONSTRAINT time_collections_reason_check
                       CHECK (reason IS NULL OR reason IN ('sitting_out', 'left', 'comped')),
-- both:
    created_at    TEXT NOT NULL,
    marked_at     TEXT,
    marked_by     {int} REFERENCES staff(id),
    CHECK ((status = 'not_paid') = (reason IS NOT NULL)),
    CHECK ((status = 'due') = (marked_at IS NULL))
){strict};
CREATE UNIQUE INDEX time_collections_once ON time_collections (table_id, due_at, seating_id);
CREATE INDEX time_collections_due ON time_collections (due_at);

-- Hands and their append-only events.
CREATE TABLE hands (
    id            {id},
    table_id      {int} NOT NULL REFERENCES card_tables(id),
    number        {int} NOT NULL,               -- 1, 2, ... per table
    button_seat   {int} NOT NULL,
    dealer_id     {int} REFERENCES staff(id),
    config        TEXT NOT NULL CHECK (json_valid(config)),  -- the engine's start: game, stakes, seats, stacks
    started_at    TEXT NOT NULL,
    started_by    {int} NOT NULL REFERENCES staff(id),
    finished_at   TEXT,
    finished_by   {int} REFERENCES staff(id),
    settlement    TEXT CHECK (settlement IS NULL OR json_valid(settlement)),
    UNIQUE (table_id, number)
){strict};
CREATE UNIQUE INDEX hands_one_unfinished_per_table ON hands (table_id) WHERE finished_at IS NULL;

-- postgres:
-- (The kind CHECK is named: migration 0008 replaces it.)
-- both:
CREATE TABLE hand_events (
    hand_id      {int} NOT NULL REFERENCES hands(id),
    seq          {int} NOT NULL,                -- 1, 2, ... in order of entry
-- sqlite:
    kind         TEXT NOT NULL CHECK (kind IN ('action', 'undo')),
-- postgres:
    kind         TEXT NOT NULL CONSTRAINT hand_events_kind_check CHECK (kind IN ('action', 'undo')),
-- both:
    payload      TEXT NOT NULL CHECK (json_valid(payload)),
    recorded_at  TEXT NOT NULL,
    recorded_by  {int} NOT NULL REFERENCES staff(id),
    PRIMARY KEY (hand_id, seq)
){strict}{without_rowid};

-- Pot drops and button drops taken by the house, one row per hand that paid one.
CREATE TABLE drop_collections (
    id            {id},
    table_id      {int} NOT NULL REFERENCES card_tables(id),
    hand_id       {int} NOT NULL UNIQUE REFERENCES hands(id),
    amount_cents  {int} NOT NULL CHECK (amount_cents >= 0),
    rate_id       {int} REFERENCES collection_rates(id),
    dealer_id     {int} REFERENCES staff(id),
    taken_at      TEXT NOT NULL
){strict};

CREATE TABLE shifts (
    id          {id},
    floor_id    {int} NOT NULL REFERENCES staff(id),
    opened_at   TEXT NOT NULL,
    closed_at   TEXT,
    closed_by   {int} REFERENCES staff(id)
){strict};
-- postgres:
-- At most one open shift.
-- both:
CREATE UNIQUE INDEX shifts_one_open ON shifts ((1)) WHERE closed_at IS NULL;

-- The latest time any use case wrote: a clock that goes backwards is refused.
CREATE TABLE clock_watermark (
    only_row  {id} CHECK (only_row = 1),
    last_at   TEXT NOT NULL
){strict};
