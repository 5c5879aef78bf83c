// The Title 31 cash logs on the Reports screen, on the players' script of the browser mock
// (`e2e/players-script.ts`): the evening of 20 Nov 2026, Ann (#1003) $10,500.00 in cash, Bob
// (nameless) a $3,000.00 buy-in, Fay (nameless) paid a $3,200.00 jackpot in cash.
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../../test/render";
import { servePlayers } from "../../test/servePlayers";
import { CashLogsPanel } from "./CashLogsPanel";

async function show(options?: Parameters<typeof servePlayers>[0]) {
  const room = servePlayers(options);
  const user = userEvent.setup();
  renderApp(<CashLogsPanel />);
  await screen.findByRole("table", { name: /^Multiple transaction log/ });
  return { room, user };
}

const rows = (id: string) => [...document.querySelectorAll<HTMLTableRowElement>(`#${id} tbody tr`)];
const cells = (row: HTMLTableRowElement) => [...row.querySelectorAll("td")].map((td) => td.textContent);

describe("the cash logs", () => {
  it("open on the gaming day now, which the room says", async () => {
    const { room } = await show();
    expect((screen.getByLabelText("Gaming day") as HTMLInputElement).value).toBe("2026-11-20");
    expect(room.of("multiple_transaction_log")[0]!.args).toEqual({ from: "2026-11-20", to: null });
    expect(room.of("ctr_report")[0]!.args).toEqual({ from: "2026-11-20", to: null });
    expect(screen.getByRole("heading", { name: "Multiple transaction log · 20 Nov 2026" })).toBeTruthy();
  });

  it("the multiple transaction log lists each cash transaction from the house's threshold: day, time, table, seat, player, number, in or out, what for, amount", async () => {
    await show();
    expect(screen.getByText("Each cash transaction at a table of $3,000.00 or more, in one go.")).toBeTruthy();
    const heads = [...document.querySelectorAll("#mtl thead th")].map((th) => th.textContent);
    expect(heads).toEqual(["Gaming day", "Time", "Table", "Seat", "Player", "Number", "In/out", "For", "Amount", "Recorded by"]);
    expect(rows("mtl").map(cells)).toEqual([
      ["20 Nov 2026", "21:00", "Table 1", "1", "Ann Weber", "#1003", "In", "Buy-in", "$3,000.00", "Maria"],
      ["20 Nov 2026", "21:05", "Table 1", "2", "Bob", "not identified", "In", "Buy-in", "$3,000.00", "Maria"],
      ["20 Nov 2026", "21:15", "Table 2", "1", "Fay", "not identified", "Out", "Jackpot", "$3,200.00", "Maria"],
      ["20 Nov 2026", "21:20", "Table 1", "1", "Ann Weber", "#1003", "In", "Add-on", "$4,000.00", "Maria"],
      ["20 Nov 2026", "21:30", "Table 1", "1", "Ann Weber", "#1003", "In", "Add-on", "$3,500.00", "Maria"],
    ]);
    // A player not identified stands out.
    expect(rows("mtl")[1]!.querySelector("[data-field=number]")!.classList.contains("cash-unnamed")).toBe(true);
  });

  it("the CTRs due list each person past $10,000 in a gaming day, and what the CTR is for", async () => {
    await show();
    const heads = [...document.querySelectorAll("#ctr thead th")].map((th) => th.textContent);
    expect(heads).toEqual(["Gaming day", "Player", "Number", "Cash in", "Cash out", "CTR needed for"]);
    expect(rows("ctr").map(cells)).toEqual([["20 Nov 2026", "Ann Weber", "#1003", "$10,500.00", "$0.00", "cash in"]]);
  });

  it("a range of days is asked for from the first to the last; a last day before the first is refused in the form", async () => {
    const { room, user } = await show();
    await user.type(screen.getByLabelText("To (optional)"), "2026-11-19");
    expect(await screen.findByText("Not before the gaming day")).toBeTruthy();
    await user.clear(screen.getByLabelText("To (optional)"));
    await user.type(screen.getByLabelText("To (optional)"), "2026-11-22");
    await waitFor(() => expect(room.of("ctr_report").at(-1)!.args).toEqual({ from: "2026-11-20", to: "2026-11-22" }));
    expect(await screen.findByRole("heading", { name: "CTRs due · 20 Nov 2026 – 22 Nov 2026" })).toBeTruthy();
  });

  it("a day with no cash says so", async () => {
    const { user } = await show();
    const day = screen.getByLabelText("Gaming day");
    await user.clear(day);
    await user.type(day, "2026-11-18");
    expect(await screen.findByText("No cash transaction reached the threshold.")).toBeTruthy();
    expect(screen.getByText("No CTR is due.")).toBeTruthy();
  });

  it("each log is saved as .xlsx or PDF where the save dialog chose, for the days shown", async () => {
    const { room, user } = await show();
    const mtl = screen.getByRole("region", { name: /^Multiple transaction log/ });
    await user.click(within(mtl).getByRole("button", { name: "Save as .xlsx" }));
    expect(await within(mtl).findByText("Saved to /mock/exports/cash-log.xlsx")).toBeTruthy();
    room.script.state.savePath = "/mock/exports/ctr.pdf";
    const ctr = screen.getByRole("region", { name: /^CTRs due/ });
    await user.click(within(ctr).getByRole("button", { name: "Save as PDF" }));
    expect(await within(ctr).findByText("Saved to /mock/exports/ctr.pdf")).toBeTruthy();
    expect(room.script.state.written).toEqual([
      { path: "/mock/exports/cash-log.xlsx", log: "mtl", from: "2026-11-20", to: null },
      { path: "/mock/exports/ctr.pdf", log: "ctr", from: "2026-11-20", to: null },
    ]);
  });

  it("the cage reads the cash logs too", async () => {
    await show({ role: "cage" });
    expect(rows("ctr")).toHaveLength(1);
  });
});
