import { describe, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import type { ShiftDto } from "../../api";
import { countersignedStamp, signatureTexts } from "./format";
import { PrintHeading } from "./PrintParts";

// Shift 1 of the seeded day: Maria's, signed off by Maria; in Madrid, an hour ahead of the room's UTC.
const SIGNED_OFF: ShiftDto = {
  id: 1,
  floor_manager: "Maria",
  opened_at: "2026-11-22T12:00:00Z",
  closed_at: "2026-11-22T18:00:00Z",
  signed_off_at: "2026-11-23T09:05:00Z",
  signed_off_by: "Maria",
  countersigned_at: null,
  countersigned_by: null,
};
const COUNTERSIGNED: ShiftDto = { ...SIGNED_OFF, countersigned_by: "Cora", countersigned_at: "2026-11-23T10:05:00Z" };

const heading = (shift: ShiftDto | null) => {
  render(<PrintHeading title="Shift 1 report" mark={{ number: 2, reprint: true }} printedAt="23 Nov 2026, 12:00" shift={shift} />);
  return document.querySelector("#print-heading")!;
};

describe("the printed heading of a counter-signed shift", () => {
  it("carries the stamp: who counter-signed, for the cage, and when, in the words of the signature's time", () => {
    const h = heading(COUNTERSIGNED);
    const stamp = h.querySelector("#countersigned-stamp");
    expect(stamp?.textContent).toBe("COUNTER-SIGNED by Cora (cage) at 23 Nov 2026, 11:05");
    // The time as the screen and the signature lines say it (one formatter).
    expect(signatureTexts(COUNTERSIGNED).cage).toBe("Counter-signed by Cora at 23 Nov 2026, 11:05");
    expect(stamp?.textContent?.endsWith(signatureTexts(COUNTERSIGNED).cage.replace(/^Counter-signed by Cora at /, ""))).toBe(true);
    // The rest of the heading is as before: the title, the print's time and number, REPRINT.
    expect(h.querySelector("#reprint-stamp")?.textContent).toBe("REPRINT");
    expect(h.textContent).toBe("COUNTER-SIGNED by Cora (cage) at 23 Nov 2026, 11:05Cardroom · Shift 1 report · printed 23 Nov 2026, 12:00 · print no. 2REPRINT");
  });

  it("a shift the cage has not counter-signed carries no stamp (signed off or not), nor does paper of no one shift", () => {
    expect(heading(SIGNED_OFF).querySelector("#countersigned-stamp")).toBeNull();
    cleanup();
    expect(heading({ ...SIGNED_OFF, signed_off_at: null, signed_off_by: null }).querySelector("#countersigned-stamp")).toBeNull();
    cleanup();
    expect(heading(null).querySelector("#countersigned-stamp")).toBeNull();
    expect(countersignedStamp(SIGNED_OFF)).toBeNull();
    expect(countersignedStamp(null)).toBeNull();
    // A name without a time (never from the room) is no signature.
    expect(countersignedStamp({ ...SIGNED_OFF, countersigned_by: "Cora" })).toBeNull();
  });
});
