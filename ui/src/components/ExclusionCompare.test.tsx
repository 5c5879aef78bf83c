import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../test/render";
import { SignedIn } from "../test/session";
import { servePlayers } from "../test/servePlayers";
import { FACE_PNG } from "../../e2e/players-script";
import { ExclusionCompare } from "./ExclusionCompare";

const REFUSAL = { code: "possible_self_exclusion", message: "Rita Vance may be the self-excluded patron Rita Vance (notice SE-2026-0147)" } as const;

function compare({ name, number, before }: { name: string; number: string | null; before?: (room: ReturnType<typeof servePlayers>) => void }) {
  const room = servePlayers();
  before?.(room);
  const onNotThePatron = vi.fn();
  renderApp(
    <SignedIn>
      <ExclusionCompare id="cmp" error={REFUSAL} name={name} number={number} seating={false} onNotThePatron={onNotThePatron} />
    </SignedIn>,
  );
  return { room, onNotThePatron, user: userEvent.setup() };
}

const field = (scope: Element, name: string) => scope.querySelector(`[data-field="${name}"]`)?.textContent;

describe("the photo comparison at seating", () => {
  it("shows the notice's photo, name, date of birth, descriptors and reference beside the walk-in being seated", async () => {
    const { room } = compare({ name: "rita  vance", number: null });
    const alert = await screen.findByRole("alert");
    expect(alert.dataset.code).toBe("possible_self_exclusion");
    expect(within(alert).getByText("Possible self-excluded patron: compare the photo")).toBeTruthy();
    const photo = await within(alert).findByRole("img", { name: "Photo on notice SE-2026-0147: Rita Vance" });
    expect(photo.getAttribute("src")).toBe(FACE_PNG);
    const notice = alert.querySelector('[data-side="notice"]')!;
    expect(field(notice, "name")).toBe("Rita Vance");
    expect(field(notice, "birth-date")).toBe("30 Dec 1966");
    expect(field(notice, "descriptors")).toBe("5'6\", grey hair, glasses");
    expect(field(notice, "reference")).toBe("SE-2026-0147");
    const player = alert.querySelector('[data-side="player"]')!;
    expect(field(player, "name")).toBe("rita  vance");
    expect(field(player, "number")).toBe("Walk-in, not registered");
    // The walk-in is asked for by the name typed.
    expect(room.of("possible_exclusion_notice")[0]?.args).toEqual({ name: "rita  vance", number: null });
  });

  it("“Not this person” asks for the same seat again, naming the notice compared", async () => {
    const { onNotThePatron, user } = compare({ name: "Rita Vance", number: null });
    await user.click(await screen.findByRole("button", { name: "Not this person: seat the player" }));
    expect(onNotThePatron).toHaveBeenCalledWith(1);
  });

  it("“This is the person” for a walk-in seats nobody and sends nothing: the floor is told to have the player leave", async () => {
    const { room, onNotThePatron, user } = compare({ name: "Rita Vance", number: null });
    await user.click(await screen.findByRole("button", { name: "This is the person: do not seat" }));
    expect((await screen.findByRole("status")).textContent).toMatch(/^Not seated: this is the patron of notice SE-2026-0147/);
    expect(room.of("confirm_exclusion")).toHaveLength(0);
    expect(onNotThePatron).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Not this person: seat the player" })).toBeNull();
  });

  it("“This is the person” for a registered player self-excludes the player at once, and seats nobody", async () => {
    // A notice naming Carl Diaz arrived, his number not given.
    const notice = { name: "Carl Diaz", birth_date: null, term: "one_year", starts_on: "2026-11-01", descriptors: null, reference: "SE-2026-0400", photo: null, player_number: null };
    const { room, onNotThePatron, user } = compare({ name: "", number: "1005", before: (r) => r.script.answer("record_exclusion_notice", { notice }) });
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(field(alert.querySelector('[data-side="notice"]')!, "reference")).toBe("SE-2026-0400"));
    expect(within(alert).getByText("No photo came with this notice")).toBeTruthy();
    const player = alert.querySelector('[data-side="player"]')!;
    await waitFor(() => expect(field(player, "name")).toBe("Carl Diaz"));
    expect(field(player, "number")).toBe("#1005");
    await user.click(screen.getByRole("button", { name: "This is the person: do not seat" }));
    await waitFor(() => expect(room.of("confirm_exclusion")[0]?.args).toEqual({ noticeId: 2, number: "1005" }));
    expect((await screen.findByRole("status")).textContent).toMatch(/^Recorded: Carl Diaz is self-excluded, and was not seated/);
    expect(room.script.card("1005").kept_from_play?.kind).toBe("self_excluded");
    expect(onNotThePatron).not.toHaveBeenCalled();
  });
});
