import { Button, Menu } from "@mantine/core";
import { useHotkeys } from "react-hotkeys-hook";
import { useTranslation } from "react-i18next";
import type { ConsoleView, HandStart } from "../../api";
import { ActionButton } from "./ActionButton";
import { logLine, undoLine } from "./entryWords";
import { consoleKeys } from "./hotkeys";
import type { ConsoleCommands } from "./useConsoleCommands";

/**
 * The row under the actions: Undo (always there, saying what it takes back; Z or Ctrl+Z: the
 * dealer's last entry with the steps the room took after it), the hand's last entries (those
 * the room took by itself, such as the blinds, the deal, a burn or an award, marked so), Void hand (misdeal or floor ruling, recorded, never deleted), and Next
 * hand (N) once the hand is over, started as `next` says (a pot game's button and blinds, Pan's
 * first hand, the box's seat and stakes; none while the dealer has not chosen them).
 */
export function HandControls({ view, commands, next }: { view: ConsoleView; commands: ConsoleCommands; next: HandStart | null }) {
  const { t } = useTranslation("dealer");
  const hand = view.hand;
  const running = hand !== null && !hand.finished;
  const undo = undoLine(view);
  const canUndo = undo !== null && !commands.busy;
  const canStart = !running && !commands.busy && next !== null;
  const nextHand = () => next && commands.start(next);
  useHotkeys(["z", "ctrl+z", "meta+z"], () => commands.undo(), consoleKeys(canUndo), [canUndo, commands.undo]);
  useHotkeys("n", nextHand, consoleKeys(canStart), [canStart, next, commands.start]);
  const log = hand?.log ?? [];
  const automatic = hand?.automatic ?? [];
  const last = log.slice(-4);
  return (
    <div className="hand-controls">
      <ActionButton hotkey="Z" variant="default" disabled={!canUndo} onClick={commands.undo} data-action="undo" className="undo-button">
        {undo ? t("controls.undo", { what: undo }) : t("controls.nothingToUndo")}
      </ActionButton>
      <section className="log-strip" aria-label={t("controls.lastEntries")}>
        {last.length === 0 ? (
          <span className="muted">{t("controls.noEntries")}</span>
        ) : (
          <ol start={log.length - last.length + 1}>
            {last.map((_, i) => {
              const n = log.length - last.length + i;
              return (
                <li key={n} data-automatic={automatic[n] || undefined}>
                  {hand && logLine(hand, n)}
                  {automatic[n] && <span className="log-auto"> · {t("controls.byTheRoom")}</span>}
                </li>
              );
            })}
          </ol>
        )}
      </section>
      {!running ? (
        <span className="slot-void" aria-hidden="true" />
      ) : (
        <Menu position="top-end" withinPortal>
          <Menu.Target>
            <Button h={64} variant="outline" color="var(--cr-bad)" data-action="void">
              {t("controls.voidHand")}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t("controls.voidThisHand")}</Menu.Label>
            <Menu.Item h={48} onClick={() => commands.voidHand("misdeal")} data-reason="misdeal">
              {t("controls.misdeal")}
            </Menu.Item>
            <Menu.Item h={48} onClick={() => commands.voidHand("floor_ruling")} data-reason="floor_ruling">
              {t("controls.floorRuling")}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      <ActionButton hotkey="N" disabled={!canStart} onClick={nextHand} data-action="next_hand" color="felt">
        {t("controls.nextHand")}
      </ActionButton>
    </div>
  );
}
