// The players' search box, which the Players screen shows and "/" or Ctrl+K reaches from any
// screen (Shell.tsx): its id, and the way to put the cursor in it.

/** The id of the Players screen's search box. */
export const PLAYER_SEARCH_ID = "players-search";

/** Puts the cursor in the players' search box, its text selected (to type over it), when it is shown. */
export function focusPlayerSearch(): void {
  const box = document.getElementById(PLAYER_SEARCH_ID);
  if (box instanceof HTMLInputElement) {
    box.focus();
    box.select();
  }
}
