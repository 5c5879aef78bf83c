import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../../test/render";
import { SignedIn } from "../../test/session";
import { JackpotsPage } from "./JackpotsPage";
import { demoFund, demoHighHandFund, demoHighHandHit, demoHit, SEATED_AT_TABLE_1, serveJackpots, WRONG_PIN } from "./testing";
import { termsOf, termsValuesOf } from "./TermsFields";
import { namesNeeded, seatsPaid } from "./words";
import { setLanguage } from "../../i18n";

async function show(options?: Parameters<typeof serveJackpots>[0]) {
  const room = serveJackpots(options);
  renderApp(
    <SignedIn>
      <JackpotsPage />
    </SignedIn>,
  );
  const fund = await screen.findByRole("article", { name: "Bad beat" });
  return { room, fund };
}

/** Opens the pay dialog of the hit at Table 1, hand 412. */
async function openPay(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: /Pay… Table 1, hand 412/ }));
  return screen.findByRole("dialog", { name: "Pay the Bad beat jackpot: Table 1, hand 412" });
}

/** The witness's PIN and one's own typed into the pay dialog, then "Pay the jackpot". */
async function payWithPins(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/Witness's PIN/), "2468");
  await user.type(within(dialog).getByLabelText(/^Your PIN/), "1357");
  await user.click(within(dialog).getByRole("button", { name: "Pay the jackpot" }));
}

describe("the Jackpots screen", () => {
  it("shows each fund's balance large, its posted rules with the terms' version and date, and its hit in the room's words with the cards shown", async () => {
    const { fund } = await show();
    expect(fund.querySelector("[data-field=balance]")!.textContent).toBe("$1,286.00");
    expect(fund.querySelector("[data-field=version]")!.textContent).toBe("Terms v1 from 14 Nov 2026 · Texas Hold'em");
    expect(fund.querySelector("[data-field=rules]")!.textContent).toMatch(/^Bad-beat jackpot\. Games: Texas Hold'em\./);
    const hit = fund.querySelector<HTMLElement>("[data-hit]")!;
    // The room's words (`HitView.words`), its first letter a capital; the others dealt in after it.
    expect(demoHit().words).toBe("seat 1's four of a kind, nines lost to seat 2's straight flush, eight high");
    expect(hit.querySelector("[data-field=hands]")!.textContent).toBe(
      "Seat 1's four of a kind, nines lost to seat 2's straight flush, eight high. Also dealt in: seat 3, seat 4.",
    );
    // A bad beat has no period.
    expect(hit.querySelector("[data-field=period-end]")).toBeNull();
    expect(within(hit).getByRole("img", { name: /nine of hearts/i })).toBeTruthy();
    expect(hit.querySelector("[data-field=hand]")!.textContent).toBe("hand 412");
    // The payouts so far, and the ledger by day.
    const payout = document.querySelector('#payouts tr[data-payout="1"]')!;
    expect(payout.textContent).toContain("$1,400.00");
    expect(payout.textContent).toContain("Seat 5 Ann Lee (losing hand)");
    await screen.findByRole("table", { name: "Ledger" });
  });

  it("the ledger switches between gaming days and quarters", async () => {
    const { room } = await show();
    const user = userEvent.setup();
    await screen.findByRole("table", { name: "Ledger" });
    expect(room.of("jackpot_ledger").at(-1)!.args).toEqual({ from: "2026-11-14", to: "2026-11-20", by: "day" });
    await user.click(screen.getByRole("radio", { name: "Quarter" }));
    await waitFor(() => expect(document.querySelector('#ledger tr[data-period="2026-Q4"]')).not.toBeNull());
    expect(room.of("jackpot_ledger").at(-1)!.args).toMatchObject({ by: "quarter" });
  });

  it("paying over the threshold needs each player's name: blank names are said, and nothing is sent", async () => {
    const { room } = await show();
    const user = userEvent.setup();
    const dialog = await openPay(user);
    expect(within(dialog).getByText(/names required: the payout is over \$500\.00/)).toBeTruthy();
    // The witness is anyone active but the one paying.
    const witness = within(dialog).getByRole("combobox", { name: /Witness/ });
    const options = [...witness.querySelectorAll("option")].map((o) => o.textContent);
    expect(options).toEqual(["Choose the witness", "Dan (Dealer)", "Dee (Dealer)", "Lucia (Dealer)"]);
    await user.selectOptions(witness, "2");
    await user.type(within(dialog).getByLabelText(/Witness's PIN/), "2468");
    await user.type(within(dialog).getByLabelText(/^Your PIN/), "1357");
    await user.click(within(dialog).getByRole("button", { name: "Pay the jackpot" }));
    expect(await within(dialog).findAllByText("Type this player's name: the payout is over the house's limit.")).toHaveLength(4);
    expect(room.of("pay_jackpot")).toHaveLength(0);
  });

  it("a refusal is said in words by its code; once names are given the hit is paid and the shares shown", async () => {
    const { room } = await show();
    const user = userEvent.setup();
    const dialog = await openPay(user);
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Witness/ }), "2");
    const names = ["Ann Lee", "Bo Chen", "Cy Park", "Dot Ruiz"];
    for (const [i, seat] of [1, 2, 3, 4].entries()) await user.type(within(dialog).getByLabelText(new RegExp(`^Seat ${seat},`)), names[i]!);
    const pins = async (own: string) => {
      await user.type(within(dialog).getByLabelText(/Witness's PIN/), "2468");
      await user.type(within(dialog).getByLabelText(/^Your PIN/), own);
      await user.click(within(dialog).getByRole("button", { name: "Pay the jackpot" }));
    };
    room.script.state.refuseNext = { cmd: "pay_jackpot", code: "witness_same_person" };
    await pins("1357");
    const refusal = await within(dialog).findByRole("alert");
    expect(refusal.getAttribute("data-code")).toBe("witness_same_person");
    expect(refusal.textContent).toContain("The witness must be another staff member, not the one paying.");
    // A wrong PIN: the room's words, and the PINs cleared to type again.
    await pins(WRONG_PIN);
    await waitFor(() => expect(within(dialog).getByRole("alert").getAttribute("data-code")).toBe("wrong_pin"));
    expect((within(dialog).getByLabelText(/^Your PIN/) as HTMLInputElement).value).toBe("");
    await pins("1357");
    const done = await within(dialog).findByRole("status");
    expect(done.textContent).toBe("Paid $1,157.40 from Bad beat; $128.60 stays in the fund.");
    expect(within(dialog).getByRole("list", { name: "Shares paid" }).textContent).toContain("Seat 1 Ann Lee (losing hand): $643.00");
    expect(room.of("pay_jackpot").at(-1)!.args).toEqual({
      payment: {
        fund_id: 1,
        hand_id: 412,
        pin: "1357",
        witness_id: 2,
        witness_pin: "2468",
        names: names.map((name, i) => ({ seat: i + 1, name })),
        in_chips: false,
      },
    });
  });

  it("pays in chips onto the stacks when chosen: refused in words while a hand is dealt at the table, then paid, 'in chips' in the summary and the payouts", async () => {
    const { room } = await show({ seated: { 1: SEATED_AT_TABLE_1 }, dealing: [1] });
    const user = userEvent.setup();
    const dialog = await openPay(user);
    // Cash unless the floor says otherwise.
    expect((within(dialog).getByRole("radio", { name: "Pay in cash" }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText("Each player is paid their share in cash.")).toBeTruthy();
    await user.click(within(dialog).getByRole("radio", { name: "Pay in chips onto the stacks" }));
    expect(within(dialog).getByText(/^Each share goes onto the player's stack at Table 1, between hands/)).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Witness/ }), "2");
    const names = ["Ann Lee", "Bo Chen", "Cy Park", "Dot Ruiz"];
    for (const [i, seat] of [1, 2, 3, 4].entries()) await user.type(within(dialog).getByLabelText(new RegExp(`^Seat ${seat},`)), names[i]!);
    const pins = () => payWithPins(user, dialog);
    await pins();
    const refusal = await within(dialog).findByRole("alert");
    expect(refusal.getAttribute("data-code")).toBe("hand_in_progress");
    expect(refusal.querySelector("[data-field=heading]")!.textContent).toBe(
      "A hand is being dealt at the hit's table: chips go onto the stacks between hands. Finish the hand first, or pay in cash. Nothing was paid.",
    );
    expect(room.of("pay_jackpot").at(-1)!.args).toMatchObject({ payment: { fund_id: 1, hand_id: 412, in_chips: true } });
    // The hand ends: paid in chips.
    room.script.state.dealing = [];
    await pins();
    const done = await within(dialog).findByRole("status");
    expect(done.textContent).toBe("Paid $1,157.40 from Bad beat in chips onto the stacks at Table 1; $128.60 stays in the fund.");
    expect(within(dialog).getByRole("list", { name: "Shares paid" }).textContent).toContain("Seat 1 Ann Lee (losing hand): $643.00 in chips");
    expect(room.of("pay_jackpot").at(-1)!.args).toEqual({
      payment: { fund_id: 1, hand_id: 412, pin: "1357", witness_id: 2, witness_pin: "2468", names: names.map((name, i) => ({ seat: i + 1, name })), in_chips: true },
    });
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(document.querySelector('#payouts tr[data-payout="2"]')).not.toBeNull());
    const shares = [...document.querySelectorAll('#payouts tr[data-payout="2"] li')].map((li) => li.textContent);
    expect(shares[0]).toBe("Seat 1 Ann Lee (losing hand) $643.00 in chips");
    expect(shares).toHaveLength(4);
    expect(shares.every((t) => t!.endsWith(" in chips"))).toBe(true);
    // The payout paid in cash says nothing of chips.
    expect(document.querySelector('#payouts tr[data-payout="1"]')!.textContent).not.toContain("in chips");
  });

  it("in chips, a player who has left is refused by code with the seat in the details; paid in cash instead, in_chips false", async () => {
    const { room } = await show({ seated: { 1: { 1: "Ann", 2: "Bob", 4: "Dot" } } });
    const user = userEvent.setup();
    const dialog = await openPay(user);
    await user.click(within(dialog).getByRole("radio", { name: "Pay in chips onto the stacks" }));
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Witness/ }), "2");
    for (const seat of [1, 2, 3, 4]) await user.type(within(dialog).getByLabelText(new RegExp(`^Seat ${seat},`)), `Player ${seat}`);
    const pins = () => payWithPins(user, dialog);
    await pins();
    const refusal = await within(dialog).findByRole("alert");
    expect(refusal.getAttribute("data-code")).toBe("invalid_input");
    expect(refusal.querySelector("[data-field=heading]")!.textContent).toMatch(/^A player paid has left the table, so their chips cannot go onto their stack\. Nothing was paid: pay this jackpot in cash/);
    expect(refusal.querySelector("[data-field=message]")!.textContent).toBe("paid in chips: seat 3's player of hand 412 has left Table 1: pay him in cash");
    // Back to cash: the refusal goes, and the hit is paid in cash.
    await user.click(within(dialog).getByRole("radio", { name: "Pay in cash" }));
    expect(within(dialog).queryByRole("alert")).toBeNull();
    await pins();
    expect((await within(dialog).findByRole("status")).textContent).toBe("Paid $1,157.40 from Bad beat; $128.60 stays in the fund.");
    expect(within(dialog).getByRole("list", { name: "Shares paid" }).textContent).not.toContain("in chips");
    expect(room.of("pay_jackpot").at(-1)!.args).toMatchObject({ payment: { in_chips: false } });
  });

  it("below the threshold the names are optional: a blank one is the seat's player", () => {
    const small = { ...demoFund(true), balance_cents: 50_000 };
    expect(namesNeeded(small, demoHit())).toBe(false);
    expect(namesNeeded(demoFund(true), demoHit())).toBe(true);
    // The table's share is paid to the others dealt in only when the split gives the table one.
    expect(seatsPaid(small, demoHit()).map((s) => s.seat)).toEqual([1, 2, 3, 4]);
    const noTable = { ...small, terms: { ...small.terms, split: { loser: 60, winner: 30, table: 0 } } };
    expect(seatsPaid(noTable, demoHit()).map((s) => s.seat)).toEqual([1, 2]);
  });

  it("a high hand pays its holders their part, 'high hand'; a tie in the hand goes to the first shown when the rules say so", () => {
    const fund = demoHighHandFund(true);
    const tie = { ...demoHighHandHit(), detail: { ...demoHighHandHit().detail, high_hand: { ...demoHighHandHit().detail.high_hand!, holders: [4, 7] } } };
    expect(seatsPaid(fund, demoHighHandHit())).toEqual([{ seat: 4, part: "high hand" }]);
    expect(seatsPaid(fund, tie).map((s) => s.seat)).toEqual([4, 7]);
    const first = { ...fund, terms: { ...fund.terms, qualifier: { ...fund.terms.qualifier, ties: "first_shown" as const } } };
    expect(seatsPaid(first, tie).map((s) => s.seat)).toEqual([4]);
    // 90% of $245.00 is under $500.00: no names needed; of $600.00 it is over.
    expect(namesNeeded(fund, demoHighHandHit())).toBe(false);
    expect(namesNeeded({ ...fund, balance_cents: 60_000 }, demoHighHandHit())).toBe(true);
  });

  it("a high hand's hit: the room's words with its period in the room's times; until the period ends, that it is paid then, and the room's refusal by its code", async () => {
    const { room } = await show({ highHand: true });
    const fund = await screen.findByRole("article", { name: "High hand" });
    expect(fund.querySelector("[data-field=rules]")!.textContent).toMatch(/^High-hand promotion\./);
    const hit = fund.querySelector<HTMLElement>('[data-hit="9"]')!;
    expect(hit.querySelector("[data-field=hands]")!.textContent).toBe("Seat 4's straight flush, nine high leads the period from 21:00 to 22:00.");
    const end = hit.querySelector<HTMLElement>("[data-field=period-end]")!;
    expect(end.textContent).toBe("Paid when the period ends at 22:00, if no better hand is shown by then.");
    expect(end.dataset.ended).toBe("false");
    expect(within(hit).getByRole("img", { name: /nine of spades/i })).toBeTruthy();
    // The Pay button stays: the room says why it does not pay yet.
    const user = userEvent.setup();
    await user.click(within(hit).getByRole("button", { name: /Pay… Table 1, hand 405/ }));
    const dialog = await screen.findByRole("dialog", { name: "Pay the High hand jackpot: Table 1, hand 405" });
    expect(within(dialog).getByText(/^A high hand is paid once its period ends, at 22:00, if no better hand was shown in it: 90% of the fund/)).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Seat 4, high hand/)).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Witness/ }), "2");
    await user.type(within(dialog).getByLabelText(/Witness's PIN/), "2468");
    await user.type(within(dialog).getByLabelText(/^Your PIN/), "1357");
    await user.click(within(dialog).getByRole("button", { name: "Pay the jackpot" }));
    const refusal = await within(dialog).findByRole("alert");
    expect(refusal.getAttribute("data-code")).toBe("jackpot_not_qualified");
    // The room's details, its time in the room's zone (21:00Z is 22:00 in Madrid).
    expect(refusal.querySelector("[data-field=message]")!.textContent).toBe(
      "hand 405 is not a High hand jackpot: its period runs until 20 Nov 2026, 22:00: the high hand is paid when the period ends",
    );
    expect(room.of("pay_jackpot").at(-1)!.args).toMatchObject({ payment: { fund_id: 2, hand_id: 405 } });
  });

  it("once the period has ended the high hand may be paid: its share is the high hand's, in the payouts too", async () => {
    const { room } = await show({ highHand: true, now: "2026-11-20T21:02:00Z" });
    const fund = await screen.findByRole("article", { name: "High hand" });
    const end = fund.querySelector<HTMLElement>("[data-field=period-end]")!;
    expect(end.textContent).toBe("The period ended at 22:00: the high hand may be paid.");
    expect(end.dataset.ended).toBe("true");
    const user = userEvent.setup();
    await user.click(within(fund).getByRole("button", { name: /Pay… Table 1, hand 405/ }));
    const dialog = await screen.findByRole("dialog", { name: "Pay the High hand jackpot: Table 1, hand 405" });
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Witness/ }), "2");
    await user.type(within(dialog).getByLabelText(/^Seat 4, high hand/), "Dot Ruiz");
    await user.type(within(dialog).getByLabelText(/Witness's PIN/), "2468");
    await user.type(within(dialog).getByLabelText(/^Your PIN/), "1357");
    await user.click(within(dialog).getByRole("button", { name: "Pay the jackpot" }));
    expect((await within(dialog).findByRole("status")).textContent).toBe("Paid $220.50 from High hand; $24.50 stays in the fund.");
    expect(within(dialog).getByRole("list", { name: "Shares paid" }).textContent).toBe("Seat 4 Dot Ruiz (high hand): $220.50");
    expect(room.of("pay_jackpot").at(-1)!.args).toMatchObject({ payment: { fund_id: 2, hand_id: 405, names: [{ seat: 4, name: "Dot Ruiz" }] } });
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(document.querySelector('#payouts tr[data-payout="2"]')?.textContent).toContain("Seat 4 Dot Ruiz (high hand)"));
  });

  it("adds a fund from the form: the room's terms in cents, the split and the qualifier", async () => {
    const { room } = await show({ pending: false });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add fund…" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a jackpot fund" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Bad beat");
    await user.click(within(dialog).getByRole("checkbox", { name: "Pineapple" }));
    await user.type(within(dialog).getByLabelText(/^Cap/), "5000");
    await user.click(within(dialog).getByRole("button", { name: "Add the fund" }));
    // A name the room already has: refused by code.
    await waitFor(() => expect(within(dialog).getByRole("alert").getAttribute("data-code")).toBe("fund_exists"));
    expect(within(dialog).getByRole("alert").textContent).toContain("There is already a jackpot fund with that name.");
    await user.clear(within(dialog).getByRole("textbox", { name: "Name" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Table bad beat");
    await user.click(within(dialog).getByRole("button", { name: "Add the fund" }));
    expect((await within(dialog).findByRole("status")).textContent).toMatch(/^Table bad beat is added, holding \$0\.00/);
    expect(room.of("add_jackpot_fund").at(-1)!.args).toEqual({
      fund: {
        name: "Table bad beat",
        seed_cents: 0,
        effective_from: null,
        terms: {
          games: ["holdem", "pineapple"],
          min_big_blind_cents: null,
          max_big_blind_cents: null,
          drop_cents: 100,
          min_pot_cents: 2_000,
          at_flop: true,
          fee_percent: 0,
          cap_cents: 500_000,
          qualifier: { kind: "bad_beat", loser_at_least: "9c 9d 9h 9s 2c", both_hole_cards: true, min_dealt_in: 4 },
          split: { loser: 50, winner: 25, table: 15 },
          names_above_cents: 50_000,
        },
      },
    });
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(await screen.findByRole("article", { name: "Table bad beat" })).toBeTruthy();
  });

  it("adds a high-hand fund: its period, the weakest hand that counts, ties, the winner's share, and the loser's and the table's 0", async () => {
    const { room } = await show({ pending: false });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add fund…" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a jackpot fund" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "High hand");
    await user.click(within(dialog).getByRole("radio", { name: "High hand of the period" }));
    // A high hand pays the winner only: no loser's, table's or players-dealt-in field.
    expect(within(dialog).queryByLabelText(/^Losing hand \(%\)/)).toBeNull();
    expect(within(dialog).queryByLabelText(/^Table share/)).toBeNull();
    expect(within(dialog).queryByLabelText(/^Losing hand at least/)).toBeNull();
    expect(within(dialog).queryByLabelText(/^Players dealt in/)).toBeNull();
    const period = within(dialog).getByRole("combobox", { name: /^Period/ });
    expect([...period.querySelectorAll("option")].map((o) => [o.value, o.textContent])).toEqual([
      ["60", "Each hour"],
      ["120", "Every 2 hours"],
      ["240", "Every 4 hours"],
      ["480", "Each shift of 8 hours"],
      ["1440", "Each day"],
    ]);
    await user.selectOptions(period, "240");
    await user.type(within(dialog).getByLabelText(/^Weakest hand that counts/), "Ac Ad");
    await user.click(within(dialog).getByRole("radio", { name: "The hand shown first takes it" }));
    await user.clear(within(dialog).getByLabelText(/^The high hand's share/));
    await user.type(within(dialog).getByLabelText(/^The high hand's share/), "0");
    await user.click(within(dialog).getByRole("button", { name: "Add the fund" }));
    // Said before anything is sent: the hand is not five cards, the share is not above 0.
    expect(await within(dialog).findByText(/^Type five cards, such as Ac Ad Ah Kc Ks/)).toBeTruthy();
    expect(within(dialog).getByText("A percentage from 1 to 100.")).toBeTruthy();
    expect(room.of("add_jackpot_fund")).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Weakest hand that counts/), "  Ah   Kc Ks");
    await user.clear(within(dialog).getByLabelText(/^The high hand's share/));
    await user.type(within(dialog).getByLabelText(/^The high hand's share/), "80");
    // The room's refusal comes back by its code, as for a bad beat.
    room.script.state.refuseNext = { cmd: "add_jackpot_fund", code: "invalid_input" };
    await user.click(within(dialog).getByRole("button", { name: "Add the fund" }));
    await waitFor(() => expect(within(dialog).getByRole("alert").getAttribute("data-code")).toBe("invalid_input"));
    await user.click(within(dialog).getByRole("button", { name: "Add the fund" }));
    expect((await within(dialog).findByRole("status")).textContent).toMatch(/^High hand is added, holding \$0\.00/);
    expect(room.of("add_jackpot_fund").at(-1)!.args).toEqual({
      fund: {
        name: "High hand",
        seed_cents: 0,
        effective_from: null,
        terms: {
          games: ["holdem"],
          min_big_blind_cents: null,
          max_big_blind_cents: null,
          drop_cents: 100,
          min_pot_cents: 2_000,
          at_flop: true,
          fee_percent: 0,
          cap_cents: null,
          qualifier: { kind: "high_hand", at_least: "Ac Ad Ah Kc Ks", both_hole_cards: true, period_minutes: 240, ties: "first_shown" },
          split: { loser: 0, winner: 80, table: 0 },
          names_above_cents: 50_000,
        },
      },
    });
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    const added = await screen.findByRole("article", { name: "High hand" });
    expect(added.querySelector("[data-field=rules]")!.textContent).toMatch(/every 4 hours from midnight is paid 80% of the jackpot when the period ends; a tie goes to the hand shown first/);
  });

  it("a high hand with no weakest hand sends none: any hand counts", async () => {
    const { room } = await show({ pending: false });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add fund…" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a jackpot fund" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Hourly");
    await user.click(within(dialog).getByRole("radio", { name: "High hand of the period" }));
    await user.click(within(dialog).getByRole("button", { name: "Add the fund" }));
    await within(dialog).findByRole("status");
    const terms = (room.of("add_jackpot_fund").at(-1)!.args as { fund: { terms: { qualifier: unknown; split: unknown } } }).fund.terms;
    expect(terms.qualifier).toEqual({ kind: "high_hand", at_least: null, both_hole_cards: true, period_minutes: 60, ties: "share" });
    expect(terms.split).toEqual({ loser: 0, winner: 90, table: 0 });
  });

  it("a split over 100% and a qualifying hand that is not five cards are said before anything is sent", async () => {
    const { room } = await show({ pending: false });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add fund…" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a jackpot fund" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Big");
    await user.clear(within(dialog).getByLabelText(/^Table share/));
    await user.type(within(dialog).getByLabelText(/^Table share/), "40");
    await user.clear(within(dialog).getByLabelText(/^Losing hand at least/));
    await user.type(within(dialog).getByLabelText(/^Losing hand at least/), "9c 9d");
    await user.click(within(dialog).getByRole("button", { name: "Add the fund" }));
    expect(await within(dialog).findByText("The shares add up to more than 100%: lower one.")).toBeTruthy();
    expect(within(dialog).getByText(/^Type five cards/)).toBeTruthy();
    expect(room.of("add_jackpot_fund")).toHaveLength(0);
  });

  it("corrects a fund's balance with a reason and a PIN", async () => {
    const { room, fund } = await show({ pending: false });
    const user = userEvent.setup();
    await user.click(within(fund).getByRole("button", { name: /Adjust/ }));
    const dialog = await screen.findByRole("dialog", { name: "Correct the Bad beat fund" });
    await user.click(within(dialog).getByRole("radio", { name: "Take off the fund" }));
    await user.type(within(dialog).getByLabelText(/^Amount/), "25");
    await user.type(within(dialog).getByLabelText(/^Reason/), "Miscounted drop");
    await user.type(within(dialog).getByLabelText(/^Your PIN/), "1357");
    await user.click(within(dialog).getByRole("button", { name: "Correct the fund" }));
    expect((await within(dialog).findByRole("status")).textContent).toBe("Bad beat corrected by −$25.00: it holds $1,261.00.");
    expect(room.of("adjust_jackpot").at(-1)!.args).toEqual({ adjustment: { fund_id: 1, amount_cents: -2_500, reason: "Miscounted drop", pin: "1357" } });
    await waitFor(() => expect(fund.querySelector("[data-field=balance]")!.textContent).toBe("$1,261.00"));
  });

  it("changes a fund's terms from now: the form filled with the terms in force, the new terms sent, the fund's new version and rules shown", async () => {
    const { room, fund } = await show({ pending: false });
    const user = userEvent.setup();
    await user.click(within(fund).getByRole("button", { name: "Change terms… Bad beat" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the terms of Bad beat" });
    const value = (label: RegExp) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;
    // The terms in force, as the floor would type them.
    expect((within(dialog).getByLabelText("From") as HTMLInputElement).value).toBe("");
    expect(value(/^Collection/)).toBe("1");
    expect(value(/^From pots of/)).toBe("20");
    expect(value(/^Cap/)).toBe("");
    expect(value(/^Names above/)).toBe("500");
    expect(value(/^Losing hand at least/)).toBe("2c 2d 2h 2s 3c");
    expect(value(/^Players dealt in/)).toBe("4");
    expect([value(/^Losing hand \(%\)/), value(/^Winning hand \(%\)/), value(/^Table share/)]).toEqual(["50", "25", "15"]);
    expect((within(dialog).getByRole("checkbox", { name: "Texas Hold'em" }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole("radio", { name: "Bad beat" }) as HTMLInputElement).checked).toBe(true);
    // No seed: the fund holds what it holds.
    expect(within(dialog).queryByLabelText(/^Seed/)).toBeNull();
    for (const [label, typed] of [[/^Losing hand \(%\)/, "60"], [/^Winning hand \(%\)/, "20"], [/^Table share/, "10"]] as const) {
      await user.clear(within(dialog).getByLabelText(label));
      await user.type(within(dialog).getByLabelText(label), typed);
    }
    await user.click(within(dialog).getByRole("button", { name: "Change the terms" }));
    expect((await within(dialog).findByRole("status")).textContent).toBe("Bad beat has new terms: v2, from 20 Nov 2026, 21:37. Its rules are posted from them.");
    expect(room.of("change_jackpot_terms").at(-1)!.args).toEqual({
      change: {
        fund_id: 1,
        effective_from: null,
        terms: { ...demoFund(false).terms, split: { loser: 60, winner: 20, table: 10 } },
      },
    });
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(fund.querySelector("[data-field=version]")!.textContent).toBe("Terms v2 from 20 Nov 2026 · Texas Hold'em"));
    expect(fund.querySelector("[data-field=rules]")!.textContent).toMatch(/A hit pays 60% to the losing hand, 20% to the winning hand and 10% shared by the others dealt in/);
  });

  it("new terms from a later time are sent in the room's time and start then; a time already past is said before anything is sent", async () => {
    const { room, fund } = await show({ pending: false });
    const user = userEvent.setup();
    await user.click(within(fund).getByRole("button", { name: "Change terms… Bad beat" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the terms of Bad beat" });
    const from = within(dialog).getByLabelText("From");
    await user.type(from, "2026-11-01T10:00");
    await user.click(within(dialog).getByRole("button", { name: "Change the terms" }));
    expect(await within(dialog).findByText("New terms start now or later: pick a later time, or leave it blank for now.")).toBeTruthy();
    expect(room.of("change_jackpot_terms")).toHaveLength(0);
    await user.clear(from);
    await user.type(from, "2026-12-03T19:00");
    await user.clear(within(dialog).getByLabelText(/^Collection/));
    await user.type(within(dialog).getByLabelText(/^Collection/), "2");
    await user.click(within(dialog).getByRole("button", { name: "Change the terms" }));
    // 19:00 in Madrid is 18:00 UTC, the room's time.
    expect((await within(dialog).findByRole("status")).textContent).toBe("Bad beat's new terms start 3 Dec 2026, 19:00; until then, terms v1 stand.");
    expect(room.of("change_jackpot_terms").at(-1)!.args).toMatchObject({ change: { fund_id: 1, effective_from: "2026-12-03T18:00:00Z", terms: { drop_cents: 200 } } });
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(fund.querySelector("[data-field=version]")!.textContent).toBe("Terms v1 from 14 Nov 2026 · Texas Hold'em");
    // The new terms are shown coming, under the terms in force, with the rules posted from then.
    const scheduled = await within(fund).findByRole("list", { name: "Bad beat: terms scheduled" });
    expect(scheduled.querySelector("[data-field=later-version]")!.textContent).toBe("Terms v2 from 3 Dec 2026, 19:00 (scheduled)");
    expect(scheduled.querySelector("[data-field=later-rules]")!.textContent).toMatch(/Collection: \$2\.00 from every pot of \$20\.00 or more/);
  });

  it("a time typed in the minute just begun is sent as now: the room takes no time before now", async () => {
    // The room's clock at 21:37:30 in Madrid: 21:37 typed is half a minute ago, refused by the room if sent.
    const { room, fund } = await show({ pending: false, now: "2026-11-20T20:37:30Z" });
    const user = userEvent.setup();
    await user.click(within(fund).getByRole("button", { name: "Change terms… Bad beat" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the terms of Bad beat" });
    await user.type(within(dialog).getByLabelText("From"), "2026-11-20T21:37");
    await user.click(within(dialog).getByRole("button", { name: "Change the terms" }));
    expect((await within(dialog).findByRole("status")).textContent).toBe("Bad beat has new terms: v2, from 20 Nov 2026, 21:37. Its rules are posted from them.");
    expect(room.of("change_jackpot_terms").at(-1)!.args).toMatchObject({ change: { fund_id: 1, effective_from: null } });
  });

  it("terms dated to start later are shown under the terms in force, soonest first: each one's version, date and time, 'scheduled', and its rules", async () => {
    const { room } = await show({ pending: false, highHand: true, highHandLater: true });
    const high = await screen.findByRole("article", { name: "High hand" });
    // The terms in force stand, posted as before.
    expect(high.querySelector("[data-field=version]")!.textContent).toBe("Terms v1 from 18 Nov 2026 · Texas Hold'em");
    expect(high.querySelector("[data-field=rules]")!.textContent).toMatch(/Collection: \$0\.50 from every pot/);
    const scheduled = within(high).getByRole("list", { name: "High hand: terms scheduled" });
    const items = within(scheduled).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(items[0]!.querySelector("[data-field=later-version]")!.textContent).toBe("Terms v2 from 1 Dec 2026, 06:00 (scheduled)");
    expect(items[0]!.querySelector("[data-field=later-rules]")!.textContent).toMatch(/^High-hand promotion\. .*Collection: \$1\.00 from every pot of \$20\.00 or more/);
    // A fund with nothing dated later shows none.
    const bad = screen.getByRole("article", { name: "Bad beat" });
    expect(within(bad).queryByRole("list", { name: /terms scheduled/ })).toBeNull();
    // Terms dated before now the room refuses (the mock as the room): the hands dealt were dealt under the terms posted then.
    const change = { fund_id: 1, terms: demoFund(false).terms, effective_from: "2026-11-20T20:00:00Z" };
    expect(() => room.script.answer("change_jackpot_terms", { change })).toThrow(expect.objectContaining({ code: "invalid_input", message: expect.stringMatching(/never before now/) }));
  });

  it("the room's refusal of new terms is said by its code, and nothing changes", async () => {
    const { room, fund } = await show({ pending: false });
    const user = userEvent.setup();
    await user.click(within(fund).getByRole("button", { name: "Change terms… Bad beat" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the terms of Bad beat" });
    for (const [code, words] of [
      ["invalid_input", /^The room cannot take that value/],
      ["unknown_fund", /^The room has no such jackpot fund any more/],
    ] as const) {
      room.script.state.refuseNext = { cmd: "change_jackpot_terms", code };
      await user.click(within(dialog).getByRole("button", { name: "Change the terms" }));
      await waitFor(() => expect(within(dialog).getByRole("alert").getAttribute("data-code")).toBe(code));
      expect(within(dialog).getByRole("alert").querySelector("[data-field=heading]")!.textContent).toMatch(words);
    }
    expect(room.of("change_jackpot_terms")).toHaveLength(2);
    expect(fund.querySelector("[data-field=version]")!.textContent).toBe("Terms v1 from 14 Nov 2026 · Texas Hold'em");
  });

  it("a high hand's terms fill the form as typed, and come back unchanged", async () => {
    await show({ pending: false, highHand: true });
    for (const f of [demoFund(false), demoHighHandFund(false)]) expect(termsOf(termsValuesOf(f.terms), f.terms)).toEqual(f.terms);
    const user = userEvent.setup();
    const high = await screen.findByRole("article", { name: "High hand" });
    await user.click(within(high).getByRole("button", { name: "Change terms… High hand" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the terms of High hand" });
    expect((within(dialog).getByRole("radio", { name: "High hand of the period" }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole("combobox", { name: /^Period/ }) as HTMLSelectElement).value).toBe("60");
    expect((within(dialog).getByLabelText(/^Weakest hand that counts/) as HTMLInputElement).value).toBe("Ac Ad Ah Kc Ks");
    expect((within(dialog).getByLabelText(/^The high hand's share/) as HTMLInputElement).value).toBe("90");
    expect((within(dialog).getByRole("radio", { name: "Shared equally" }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText(/^Collection/) as HTMLInputElement).value).toBe("0.50");
  });
});

describe("in Spanish", () => {
  it("the Jackpots screen and its pay dialog speak Spanish", async () => {
    await setLanguage("es");
    try {
      serveJackpots();
      const user = userEvent.setup();
      renderApp(
        <SignedIn>
          <JackpotsPage />
        </SignedIn>,
      );
      const fund = await screen.findByRole("article", { name: "Bad beat" });
      expect(screen.getByRole("heading", { name: "Jackpots", level: 1 })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Agregar fondo…" })).toBeTruthy();
      expect(fund.querySelector("[data-field=version]")!.textContent).toMatch(/^Términos v1 desde /);
      expect(within(fund).getByText("Por pagar: 1 premio")).toBeTruthy();
      expect(screen.getByRole("heading", { name: "Pagos" })).toBeTruthy();
      expect(await screen.findByRole("table", { name: "Libro mayor" })).toBeTruthy();
      await user.click(within(fund).getByRole("button", { name: /^Pagar… Table 1, mano 412/ }));
      const dialog = await screen.findByRole("dialog", { name: "Pagar el jackpot Bad beat: Table 1, mano 412" });
      expect(within(dialog).getByText("A cada jugador se le paga su parte en efectivo.")).toBeTruthy();
      expect(within(dialog).getByRole("radio", { name: "Pagar en fichas en la mesa" })).toBeTruthy();
      expect(within(dialog).getByLabelText(/^Asiento 1, mano perdedora/)).toBeTruthy();
      // The posted rules are the room's own text; the screen's words are Spanish.
      const text = document.body.textContent!;
      for (const english of ["Add fund", "Payouts", "Ledger", "To pay", "Pay in cash", "Witness", "(losing hand)"]) expect(text).not.toContain(english);
    } finally {
      await setLanguage("en");
    }
  });
});
