import { describe, expect, it } from "vitest";
import { demoHighHandHit, demoHit } from "../../e2e/jackpots-script";
import { hitsKind, hitWords, periodEndText } from "./jackpotWords";

// vite.config.ts runs the tests in Europe/Madrid (UTC+1 in November).
describe("a jackpot hit in words", () => {
  it("is the room's words (`HitView.words`), a capital first, nothing composed from the hands", () => {
    const hit = { ...demoHit(), words: "seat 7's anything the room says" };
    expect(hitWords(hit)).toBe("Seat 7's anything the room says");
    expect(periodEndText(hit)).toBeNull();
  });

  it("a high hand's period is shown in the room's times: clocks for an hour, dates too for a day", () => {
    expect(hitWords(demoHighHandHit())).toBe("Seat 4's straight flush, nine high leads the period from 21:00 to 22:00");
    expect(periodEndText(demoHighHandHit())).toBe("22:00");
    const day = {
      ...demoHighHandHit(),
      detail: { ...demoHighHandHit().detail, high_hand: { holders: [4], from: "2026-11-19T23:00:00Z", to: "2026-11-20T23:00:00Z" } },
      words: "seat 4's straight flush, nine high leads the period from 2026-11-19T23:00:00Z to 2026-11-20T23:00:00Z",
    };
    expect(hitWords(day)).toBe("Seat 4's straight flush, nine high leads the period from 20 Nov 2026, 00:00 to 21 Nov 2026, 00:00");
    expect(periodEndText(day)).toBe("21 Nov 2026, 00:00");
  });

  it("names the kind of the hits for a heading: bad beats, high hands, or both", () => {
    expect(hitsKind([demoHit()])).toBe("Bad-beat jackpot");
    expect(hitsKind([demoHit(), demoHit()])).toBe("Bad-beat jackpots");
    expect(hitsKind([demoHighHandHit()])).toBe("High hand");
    expect(hitsKind([demoHighHandHit(), demoHighHandHit()])).toBe("High hands");
    expect(hitsKind([demoHit(), demoHighHandHit()])).toBe("Bad-beat jackpot and high hand");
  });
});
