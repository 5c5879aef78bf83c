// Benchmark (not part of `make test`; run by `make bench-ui`): the floor board's re-render after a
// change, in the production build in Chromium, timed with the board's performance marks from the
// board's arrival (`floor-board:received`) to its DOM committed (`floor-board:rendered`).
// Baseline, measured in the same run and the same page: the 3-table board of the `ok` fixture
// after a change at one table. Results go to docs/benchmarks.md as ratios against it.
import { test } from "node:test";
import { open } from "../e2e/browser.mjs";

/** Applies `edit` `n` times on the board of `scenario`; the re-renders' median and max in ms. */
async function measure(scenario, edit, n) {
  const { page, close } = await open(scenario);
  await page.waitForSelector("li[data-table]");
  const tables = await page.locator("li[data-table]").count();
  const durations = [];
  for (let i = 0; i < n; i++) {
    const table = (i % tables) + 1;
    const before = await page.evaluate(() => performance.getEntriesByName("floor-board:render").length);
    await page.evaluate(([t, e]) => window.__cardroomMock.change("seats", e === "unseat-each" ? null : t, e), [table, edit]);
    await page.waitForFunction((b) => performance.getEntriesByName("floor-board:render").length > b, before);
    durations.push(await page.evaluate(() => performance.getEntriesByName("floor-board:render").at(-1).duration));
  }
  await close();
  durations.sort((a, b) => a - b);
  return { median: durations[Math.floor(n / 2)], max: durations.at(-1) };
}

test("floor board re-render after a change, 30 tables against 3", async () => {
  const baseline = await measure("ok", "unseat-one", 21);
  const one = await measure("30-tables", "unseat-one", 21);
  const every = await measure("30-tables", "unseat-each", 5);
  const fmt = (m) => `median ${m.median.toFixed(1)} ms, max ${m.max.toFixed(1)} ms, ratio ${(m.median / baseline.median).toFixed(2)}`;
  console.log(`baseline: 3 tables, a change at one table: median ${baseline.median.toFixed(1)} ms, max ${baseline.max.toFixed(1)} ms`);
  console.log(`30 tables, a change at one table: ${fmt(one)}`);
  console.log(`30 tables, a change at every table: ${fmt(every)}`);
});
