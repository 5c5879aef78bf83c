import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { Providers, useScheme, type Scheme } from "./Providers";
import { lookFromAddress } from "./mount";

const shown = () => document.documentElement.getAttribute("data-mantine-color-scheme");

/** A button per look, as a station's setting would change it while the app runs. */
function Chooser() {
  const { scheme, setScheme } = useScheme();
  return (
    <div>
      <output>{scheme}</output>
      {(["light", "dark", "system"] as const).map((s) => (
        <button key={s} onClick={() => setScheme(s)}>
          {s}
        </button>
      ))}
    </div>
  );
}

/** The system's preference, as `matchMedia` says it, and a way to change it. */
function systemPrefers(dark: boolean) {
  const listeners = new Set<(e: { matches: boolean }) => void>();
  const query = {
    get matches() {
      return dark;
    },
    media: "(prefers-color-scheme: dark)",
    addEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.delete(l),
  };
  vi.spyOn(window, "matchMedia").mockImplementation(() => query as unknown as MediaQueryList);
  return (next: boolean) => {
    dark = next;
    listeners.forEach((l) => l({ matches: dark }));
  };
}

afterEach(() => vi.restoreAllMocks());

describe("the look", () => {
  it("is light unless told otherwise, dark or light when forced, whatever the system prefers", () => {
    systemPrefers(true);
    const { rerender } = render(
      <Providers>
        <Chooser />
      </Providers>,
    );
    expect(shown()).toBe("light");
    for (const scheme of ["dark", "light"] satisfies Scheme[]) {
      rerender(
        <Providers scheme={scheme}>
          <Chooser />
        </Providers>,
      );
      expect(shown()).toBe(scheme);
    }
  });

  it("follows the system's preference, as it changes, when the station says so", () => {
    const change = systemPrefers(false);
    render(
      <Providers scheme="system">
        <Chooser />
      </Providers>,
    );
    expect(shown()).toBe("light");
    act(() => change(true));
    expect(shown()).toBe("dark");
    act(() => change(false));
    expect(shown()).toBe("light");
  });

  it("changes while the app runs (useScheme), nothing kept in the browser's storage", () => {
    systemPrefers(true);
    render(
      <Providers>
        <Chooser />
      </Providers>,
    );
    act(() => screen.getByRole("button", { name: "dark" }).click());
    expect(shown()).toBe("dark");
    expect(screen.getByRole("status").textContent).toBe("dark");
    act(() => screen.getByRole("button", { name: "system" }).click());
    expect(shown()).toBe("dark");
    act(() => screen.getByRole("button", { name: "light" }).click());
    expect(shown()).toBe("light");
    expect(Object.keys(localStorage).filter((k) => k.includes("color-scheme"))).toEqual([]);
  });

  it("prints on white: the light look while the page prints, then the screen's again", () => {
    systemPrefers(false);
    render(
      <Providers scheme="dark">
        <Chooser />
      </Providers>,
    );
    act(() => void window.dispatchEvent(new Event("beforeprint")));
    expect(shown()).toBe("light");
    act(() => void window.dispatchEvent(new Event("afterprint")));
    expect(shown()).toBe("dark");
  });
});

describe("the address's look (the browser tests' pages)", () => {
  it("reads a known language and look, and ignores the rest", () => {
    expect(lookFromAddress("?lang=es&scheme=dark")).toEqual({ lang: "es", scheme: "dark" });
    expect(lookFromAddress("?start=floor&scheme=system")).toEqual({ scheme: "system" });
    expect(lookFromAddress("?lang=fr&scheme=blue")).toEqual({});
    expect(lookFromAddress("")).toEqual({});
  });
});
