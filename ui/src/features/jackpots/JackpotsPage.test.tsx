import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../../test/render";
import { SignedIn } from "../../test/session";
import { JackpotsPage } from "./JackpotsPage";
import { demoFund, demoHit, serveJackpots, WRONG_PIN } from "./testing";
import { namesNeeded, seatsPaid } from "./words";

async function show(options?: { pending?: boolean }) {
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

describe("the Jackpots screen", () => {
  it("shows each fund's balance large, its posted rules with the terms' version and date, and its hit with the hands and cards shown", async () => {
    const { fund } = await show();
    expect(fund.querySelector("[data-field=balance]")!.textContent).toBe("$1,286.00");
    expect(fund.querySelector("[data-field=version]")!.textContent).toBe("Terms v1 from 14 Nov 2026 · Texas Hold'em");
    expect(fund.querySelector("[data-field=rules]")!.textContent).toMatch(/^Bad-beat jackpot\. Games: Texas Hold'em\./);
    const hit = fund.querySelector<HTMLElement>("[data-hit]")!;
    expect(hit.querySelector("[data-field=hands]")!.textContent).toBe(
      "Seat 1 lost with four of a kind, nines to seat 2, straight flush, eight high. Also dealt in: seat 3, seat 4.",
    );
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
      },
    });
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
});
