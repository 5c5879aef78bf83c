import { describe, expect, it } from "vitest";
import { seatSpots } from "./SeatRing";

/** A seat tile as drawn (150 px wide; 72 px tall with its cards). */
const TILE = { w: 150, h: 72 };
/** The seat ring's box: the console at 1280×800 and in the app's 1200×800 window, with and without the connection banner. */
const RINGS = [
  { w: 1092, h: 300 },
  { w: 1092, h: 240 },
  { w: 1012, h: 300 },
  { w: 1012, h: 240 },
];

describe("the seats around the table", () => {
  it("no seat's tile lies over another's, from 2 to 10 seats, banner shown or not", () => {
    for (let n = 2; n <= 10; n++) {
      const spots = seatSpots(n);
      for (const ring of RINGS) {
        for (let i = 0; i < n; i++) {
          for (let j = i + 1; j < n; j++) {
            const dx = (Math.abs(spots[i]!.x - spots[j]!.x) * ring.w) / 100;
            const dy = (Math.abs(spots[i]!.y - spots[j]!.y) * ring.h) / 100;
            expect(dx >= TILE.w || dy >= TILE.h, `${n} seats in ${ring.w}×${ring.h}: seats ${i + 1} and ${j + 1} overlap`).toBe(true);
          }
        }
      }
    }
  });

  it("seat 1 is at the dealer's left and the seats go on clockwise, the dealer's place at the bottom left free", () => {
    for (let n = 2; n <= 10; n++) {
      const spots = seatSpots(n);
      // The dealer stands at the bottom middle: seat 1 on his left, the last seat on his right,
      // and no seat in front of him.
      expect(spots[0]!.x).toBeLessThan(50);
      expect(spots[n - 1]!.x).toBeGreaterThan(50);
      for (const s of spots) expect(s.y < 85 || Math.abs(s.x - 50) > 10, `${n} seats: a seat in the dealer's place`).toBe(true);
      // Clockwise on the screen (y down): the angle around the centre grows seat by seat.
      const angles = spots.map((s) => (Math.atan2(s.y - 50, s.x - 50) * 180) / Math.PI).map((a) => (a < 90 ? a + 360 : a));
      for (let i = 1; i < n; i++) expect(angles[i]!).toBeGreaterThan(angles[i - 1]!);
    }
  });
});
