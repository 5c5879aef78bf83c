//! Helpers: tables, dealing, and checks that a refused action leaves the hand unchanged.

use cardroom_engine::{
    Action, Card, Chips, Event, Game, GameConfig, Hand, LegalActions, SeatNo, SeatSpec, Structure,
};

pub fn card(text: &str) -> Card {
    text.parse().expect("a card")
}

/// Cards written together (`AsKd??`), into a `Vec` or a `CardList`.
pub fn cards<C: TryFrom<Vec<Option<Card>>>>(text: &str) -> C {
    let list: Vec<Option<Card>> = (0..text.len() / 2)
        .map(|k| {
            let t = &text[2 * k..2 * k + 2];
            (t != "??").then(|| card(t))
        })
        .collect();
    C::try_from(list).unwrap_or_else(|_| panic!("too many cards: {text}"))
}

/// These cards as a `CardList`.
pub fn list(cards: impl IntoIterator<Item = Option<Card>>) -> cardroom_engine::CardList {
    let cards: Vec<_> = cards.into_iter().collect();
    cardroom_engine::CardList::try_from(cards).expect("at most a list's capacity")
}

/// `n` cards not entered.
pub fn unknown(n: usize) -> cardroom_engine::CardList {
    cardroom_engine::CardList::unknown(n).expect("at most a list's capacity")
}

/// Seats (winners named, eligible seats) as the engine lists them.
pub fn seat_list(seats: &[SeatNo]) -> cardroom_engine::SeatList {
    cardroom_engine::SeatList::try_from_slice(seats).expect("at most a list's capacity")
}

/// Known cards (`AsKd`), into a `Vec` or `ShownCards`.
pub fn known<C>(text: &str) -> C
where
    C: TryFrom<Vec<Card>>,
    C::Error: std::fmt::Debug,
{
    let cards: Vec<Card> = cards::<Vec<_>>(text)
        .into_iter()
        .map(|c| c.expect("known"))
        .collect();
    C::try_from(cards).expect("few enough cards")
}

/// $1/$2 no limit, the house defaults (cap 4, lifted heads-up).
pub fn nl() -> GameConfig {
    GameConfig::house(Game::Holdem, Structure::NoLimit, 100, 200)
}

pub fn pl() -> GameConfig {
    GameConfig::house(Game::Holdem, Structure::PotLimit, 100, 200)
}

/// $1/$2 fixed limit: small bet $1... the house example uses 100/200 bets.
pub fn fl(small_bet: Chips, big_bet: Chips) -> GameConfig {
    let mut c = GameConfig::house(
        Game::Holdem,
        Structure::FixedLimit,
        small_bet / 2,
        small_bet,
    );
    c.small_bet = small_bet;
    c.big_bet = big_bet;
    c
}

/// `game` with antes only (`ante` from each of `seats` seats), no blinds.
pub fn antes_only(game: Game, structure: Structure, ante: Chips, seats: usize) -> GameConfig {
    let mut c = GameConfig::house(game, structure, 0, 0);
    c.blinds = Vec::new().into();
    c.antes = vec![ante; seats].into();
    c
}

/// Fixed limit `game` with antes only (see [`antes_only`]) and these bets.
pub fn fixed_antes(
    game: Game,
    ante: Chips,
    seats: usize,
    small_bet: Chips,
    big_bet: Chips,
) -> GameConfig {
    let mut c = antes_only(game, Structure::FixedLimit, ante, seats);
    c.small_bet = small_bet;
    c.big_bet = big_bet;
    c
}

/// Seats 1..=n with these stacks, button on `button`; nothing posted yet.
pub fn table(config: GameConfig, stacks: &[Chips], button: SeatNo) -> Hand {
    Hand::new(config, seats(stacks), button).expect("a valid table")
}

/// Seats 1..=n with these stacks.
pub fn seats(stacks: &[Chips]) -> Vec<SeatSpec> {
    stacks
        .iter()
        .enumerate()
        .map(|(i, &stack)| SeatSpec {
            seat: i as SeatNo + 1,
            stack,
        })
        .collect()
}

/// As [`table`], with the forced bets posted.
pub fn posted(config: GameConfig, stacks: &[Chips], button: SeatNo) -> Hand {
    let mut h = table(config, stacks, button);
    ok(&mut h, Action::PostForcedBets);
    h
}

/// Posts the forced bets and deals unknown hole cards to everyone.
pub fn dealt(config: GameConfig, stacks: &[Chips], button: SeatNo) -> Hand {
    let mut h = posted(config, stacks, button);
    deal_unknown(&mut h);
    h
}

/// Each board in turn (burned and dealt, see [`street`]), then every seat of `seats` checks.
pub fn checked_streets(h: &mut Hand, boards: &[&str], seats: &[SeatNo]) {
    for text in boards {
        street(h, text);
        ok_all(h, seats.iter().map(|&s| check(s)));
    }
}

/// Deals the hole cards one at a time, not entered, as the hand asks for them; gives the
/// seats in the order dealt.
pub fn deal_order(h: &mut Hand) -> Vec<SeatNo> {
    let mut order = Vec::new();
    while let LegalActions::Dealer(cardroom_engine::DealerStep::DealHole { seat, .. }) =
        h.legal_actions()
    {
        order.push(seat);
        ok(h, hole(seat, "??"));
    }
    order
}

pub fn deal_unknown(h: &mut Hand) {
    while let LegalActions::Dealer(cardroom_engine::DealerStep::DealHole { seat, remaining }) =
        h.legal_actions()
    {
        ok(
            h,
            Action::DealHole {
                seat,
                cards: unknown(remaining),
            },
        );
    }
}

/// Applies an action that must be accepted; checks chips are conserved.
pub fn ok(h: &mut Hand, action: Action) -> Event {
    let before = h.chips_in_play();
    let event = h
        .apply(action.clone())
        .unwrap_or_else(|v| panic!("{action:?} refused: [{}] {v}", v.code()));
    assert_eq!(
        h.chips_in_play(),
        before,
        "chips conserved after {action:?}"
    );
    event
}

/// Applies an action that must be refused; checks the hand is unchanged; returns the code and
/// the message.
pub fn refused(h: &mut Hand, action: Action) -> (&'static str, String) {
    let before = format!("{h:?}");
    let v = h.apply(action.clone()).expect_err("must be refused");
    assert_eq!(
        format!("{h:?}"),
        before,
        "state unchanged after refusing {action:?}"
    );
    (v.code().as_str(), v.to_string())
}

pub fn code(h: &mut Hand, action: Action) -> &'static str {
    refused(h, action).0
}

/// The seat to act in a betting round.
pub fn to_act(h: &Hand) -> SeatNo {
    match h.legal_actions() {
        LegalActions::Seat(o) => o.seat,
        other => panic!("no seat to act: {other:?}"),
    }
}

pub fn options(h: &Hand) -> cardroom_engine::SeatOptions {
    match h.legal_actions() {
        LegalActions::Seat(o) => o,
        other => panic!("no seat to act: {other:?}"),
    }
}

pub fn fold(s: SeatNo) -> Action {
    Action::Fold { seat: s }
}
pub fn check(s: SeatNo) -> Action {
    Action::Check { seat: s }
}
pub fn call(s: SeatNo) -> Action {
    Action::Call { seat: s }
}
pub fn to(s: SeatNo, to: Chips) -> Action {
    Action::BetOrRaise { seat: s, to }
}
pub fn all_in(s: SeatNo) -> Action {
    Action::AllIn { seat: s }
}

/// Applies actions that must each be accepted, in order (a betting round on one line).
pub fn ok_all(h: &mut Hand, actions: impl IntoIterator<Item = Action>) {
    for action in actions {
        ok(h, action);
    }
}

// The dealer's entries and the showdown, cards written together (`AhKd`, `??` unknown).

/// Hole cards `text` dealt to `seat`.
pub fn hole(seat: SeatNo, text: &str) -> Action {
    Action::DealHole {
        seat,
        cards: cards(text),
    }
}
/// Each seat's hole cards (`(seat, "AhKd")`), one entry a seat, in this order.
pub fn deal_holes(h: &mut Hand, holes: &[(SeatNo, &str)]) {
    for &(seat, text) in holes {
        ok(h, hole(seat, text));
    }
}
/// The burn card (`??`: not entered).
pub fn burn(text: &str) -> Action {
    Action::Burn {
        card: maybe_card(text),
    }
}
/// The next street's board cards.
pub fn board(text: &str) -> Action {
    Action::DealBoard { cards: cards(text) }
}
/// `seat` shows `text` at showdown.
pub fn show(seat: SeatNo, text: &str) -> Action {
    Action::Show {
        seat,
        cards: Some(known(text)),
    }
}
/// `seat` shows, the dealer does not enter the cards.
pub fn show_unentered(seat: SeatNo) -> Action {
    Action::Show { seat, cards: None }
}
pub fn muck(seat: SeatNo) -> Action {
    Action::Muck { seat }
}
/// Pot `pot` to the `winners` the dealer names.
pub fn award(pot: usize, winners: &[SeatNo]) -> Action {
    Action::AwardPot {
        pot,
        winners: Some(seat_list(winners)),
    }
}
/// Pot `pot` to whoever the shown hands make the winners.
pub fn award_by_hands(pot: usize) -> Action {
    Action::AwardPot { pot, winners: None }
}
/// Pineapple: `seat` throws away `text` (`??`: not entered).
pub fn discard(seat: SeatNo, text: &str) -> Action {
    Action::Discard {
        seat,
        card: maybe_card(text),
    }
}
/// Low Ball: `seat` kills the pot.
pub fn kill(seat: SeatNo) -> Action {
    Action::Kill { seat }
}
/// `seat` draws, throwing away `discards` (`""`: stands pat).
pub fn draw(seat: SeatNo, discards: &str) -> Action {
    Action::Draw {
        seat,
        discards: cards(discards),
    }
}
/// The dealer deals `new` to `seat` for its draw.
pub fn deal_draw(seat: SeatNo, new: &str) -> Action {
    Action::DealDraw {
        seat,
        cards: cards(new),
    }
}
/// The dealer exposed `text`, dealt to `seat`.
pub fn expose(seat: SeatNo, text: &str) -> Action {
    Action::Expose {
        seat,
        card: maybe_card(text),
    }
}

/// One card, `??` for unknown.
fn maybe_card(text: &str) -> Option<Card> {
    (text != "??").then(|| card(text))
}

/// Burns (unknown) and deals the next street with `text` (e.g. "Ah7c2d" or "??????").
pub fn street(h: &mut Hand, text: &str) {
    ok(h, burn("??"));
    ok(h, board(text));
}

/// Awards every pot from the cards (or to the only eligible seat).
pub fn award_all(h: &mut Hand) {
    while let LegalActions::Dealer(cardroom_engine::DealerStep::AwardPot { pot, .. }) =
        h.legal_actions()
    {
        ok(h, award_by_hands(pot));
    }
}

/// A property's case count: `n` in `make test`, or `CARDROOM_FUZZ_CASES` for the long run
/// (README: at least a million random sequences).
pub fn cases(n: u32) -> u32 {
    std::env::var("CARDROOM_FUZZ_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(n)
}

/// What the hand did by itself to the money, in the dealer's words (the CLI's sentences).
pub fn notes_said(h: &Hand) -> Vec<String> {
    cardroom_engine::notes(h)
        .iter()
        .map(ToString::to_string)
        .collect()
}
