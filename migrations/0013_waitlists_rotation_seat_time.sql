-- The floor's day beside the games: waiting lists and calls to open seats, must-move tables,
-- the house's floor settings, time sitting out, and the dealers' rotation.
--
-- A call that times out is not written when it times out: a call still open past `due_at`
-- has timed out (the room decides it on its clock), and the next write that meets it ends it
-- with outcome 'timed_out' at its due time. So every station, and the CLI, sees the same list
-- at the same moment whether or not anyone wrote since.

-- The house's floor settings (one row once saved; until then the room's defaults).
CREATE TABLE floor_settings (
    id                     {int} PRIMARY KEY CHECK (id = 1),
    call_minutes           {int} NOT NULL CHECK (call_minutes BETWEEN 1 AND 60),
    call_timeout           TEXT NOT NULL CHECK (call_timeout IN ('bottom', 'off')),
    sit_out_limit_minutes  {int} NOT NULL CHECK (sit_out_limit_minutes BETWEEN 5 AND 240),
    down_minutes           {int} NOT NULL CHECK (down_minutes BETWEEN 20 AND 30),
    break_minutes          {int} NOT NULL CHECK (break_minutes BETWEEN 5 AND 60),
    downs_before_break     {int} NOT NULL CHECK (downs_before_break BETWEEN 1 AND 10),
    updated_at             TEXT NOT NULL,
    updated_by             {int} NOT NULL REFERENCES staff(id)
){strict};

-- Players a waiting list needs before the board offers a new table, per game.
CREATE TABLE game_start_players (
    game        TEXT PRIMARY KEY REFERENCES games(code),
    players     {int} NOT NULL CHECK (players BETWEEN 2 AND 10),
    updated_at  TEXT NOT NULL,
    updated_by  {int} NOT NULL REFERENCES staff(id)
){strict};

-- A waiting list: a game at a stakes, or (structure and stakes NULL) an interest list that
-- every table of the game feeds ("any Hold'em").
CREATE TABLE waitlists (
    id                 {id},
    game               TEXT NOT NULL REFERENCES games(code),
    structure          TEXT CHECK (structure IS NULL OR structure IN ('no_limit', 'pot_limit', 'fixed_limit')),
    small_blind_cents  {int} NOT NULL CHECK (small_blind_cents >= 0),
    big_blind_cents    {int} NOT NULL CHECK (big_blind_cents >= 0),
    small_bet_cents    {int} NOT NULL CHECK (small_bet_cents >= 0),
    big_bet_cents      {int} NOT NULL CHECK (big_bet_cents >= 0),
    stakes             TEXT,
    created_at         TEXT NOT NULL,
    created_by         {int} NOT NULL REFERENCES staff(id),
    closed_at          TEXT,
    closed_by          {int} REFERENCES staff(id),
    CHECK ((structure IS NULL) = (stakes IS NULL))
){strict};
CREATE UNIQUE INDEX waitlists_one_per_stakes ON waitlists (game, coalesce(stakes, '')) WHERE closed_at IS NULL;

CREATE TABLE waitlist_entries (
    id              {id},
    list_id         {int} NOT NULL REFERENCES waitlists(id),
    player_name     TEXT NOT NULL CHECK (length(trim(player_name)) > 0),
    player_key      TEXT NOT NULL CHECK (length(player_key) > 0),
    note            TEXT,
    added_at        TEXT NOT NULL,
    added_by        {int} NOT NULL REFERENCES staff(id),
    removed_at      TEXT,
    removed_by      {int} REFERENCES staff(id),
    removed_reason  TEXT CHECK (removed_reason IS NULL OR removed_reason IN ('seated', 'left', 'timed_out')),
    CHECK ((removed_at IS NULL) = (removed_reason IS NULL))
){strict};
CREATE UNIQUE INDEX waitlist_entries_once_per_list ON waitlist_entries (list_id, player_key) WHERE removed_at IS NULL;
CREATE INDEX waitlist_entries_waiting ON waitlist_entries (player_key) WHERE removed_at IS NULL;

-- A call to an open seat: a waiting player's (entry_id) or a must-move player's (seating_id).
CREATE TABLE seat_calls (
    id           {id},
    table_id     {int} NOT NULL REFERENCES card_tables(id),
    entry_id     {int} REFERENCES waitlist_entries(id),
    seating_id   {int} REFERENCES seatings(id),
    player_name  TEXT NOT NULL,
    called_at    TEXT NOT NULL,
    called_by    {int} NOT NULL REFERENCES staff(id),
    due_at       TEXT NOT NULL,
    on_timeout   TEXT NOT NULL CHECK (on_timeout IN ('bottom', 'off')),
    ended_at     TEXT,
    ended_by     {int} REFERENCES staff(id),
    outcome      TEXT CHECK (outcome IS NULL OR outcome IN ('seated', 'cancelled', 'timed_out')),
    CHECK ((entry_id IS NULL) <> (seating_id IS NULL)),
    CHECK ((ended_at IS NULL) = (outcome IS NULL)),
    CHECK (due_at > called_at)
){strict};
CREATE UNIQUE INDEX seat_calls_one_open_per_entry ON seat_calls (entry_id) WHERE ended_at IS NULL AND entry_id IS NOT NULL;
CREATE UNIQUE INDEX seat_calls_one_open_per_seating ON seat_calls (seating_id) WHERE ended_at IS NULL AND seating_id IS NOT NULL;
CREATE INDEX seat_calls_by_entry ON seat_calls (entry_id);

-- A must-move table and the main game it feeds.
CREATE TABLE must_moves (
    id              {id},
    table_id        {int} NOT NULL REFERENCES card_tables(id),
    main_table_id   {int} NOT NULL REFERENCES card_tables(id),
    set_at          TEXT NOT NULL,
    set_by          {int} NOT NULL REFERENCES staff(id),
    ended_at        TEXT,
    ended_by        {int} REFERENCES staff(id),
    CHECK (table_id <> main_table_id)
){strict};
CREATE UNIQUE INDEX must_moves_one_per_table ON must_moves (table_id) WHERE ended_at IS NULL;

-- Each spell of a seated player sitting out (seatings.sitting_out says whether he is now).
CREATE TABLE sit_outs (
    id          {id},
    seating_id  {int} NOT NULL REFERENCES seatings(id),
    started_at  TEXT NOT NULL,
    ended_at    TEXT,
    CHECK (ended_at IS NULL OR ended_at >= started_at)
){strict};
CREATE UNIQUE INDEX sit_outs_one_open ON sit_outs (seating_id) WHERE ended_at IS NULL;
CREATE INDEX sit_outs_by_start ON sit_outs (started_at);

-- The dealers in the rotation, and their breaks.
CREATE TABLE dealer_rotation (
    id          {id},
    dealer_id   {int} NOT NULL REFERENCES staff(id),
    joined_at   TEXT NOT NULL,
    joined_by   {int} NOT NULL REFERENCES staff(id),
    left_at     TEXT,
    left_by     {int} REFERENCES staff(id)
){strict};
CREATE UNIQUE INDEX dealer_rotation_once ON dealer_rotation (dealer_id) WHERE left_at IS NULL;

CREATE TABLE dealer_breaks (
    id          {id},
    dealer_id   {int} NOT NULL REFERENCES staff(id),
    started_at  TEXT NOT NULL,
    started_by  {int} NOT NULL REFERENCES staff(id),
    ended_at    TEXT,
    ended_by    {int} REFERENCES staff(id)
){strict};
CREATE UNIQUE INDEX dealer_breaks_one_open ON dealer_breaks (dealer_id) WHERE ended_at IS NULL;

-- Turnover and seat time read seatings by when they ended.
CREATE INDEX seatings_by_left ON seatings (left_at) WHERE left_at IS NOT NULL;
