import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Button, Group, Text } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import type { HandSummary } from "../../api";
import { PlainColumnHeads } from "../../components/ColumnHeads";
import { clockTime } from "../../lib/time";
import { correctedWord, voidWords } from "./words";

/** Rows a page shows: a shift's hands (hundreds) are read a page at a time. */
export const PAGE_SIZE = 50;
/** The most hands the room lists for one query (the room's `MAX_HANDS`). */
const MAX_HANDS = 5000;

type Props = {
  hands: HandSummary[];
  /** The hand open beside the list. */
  selected: number | null;
  onOpen: (handId: number) => void;
  /** Beside the count: what to do with the hands listed (export them). */
  extra?: ReactNode;
};

/**
 * The hands, newest first, a page at a time: table, hand number, game, dealer, when it started
 * (local time) and whether it was voided or corrected. One row's button is in the tab order;
 * ↑/↓ move between rows, Home/End to the page's first and last, PageUp/PageDown between pages,
 * Enter opens the hand.
 */
export function HandList({ hands, selected, onOpen, extra }: Props) {
  const { t } = useTranslation("history");
  const pages = Math.max(1, Math.ceil(hands.length / PAGE_SIZE));
  const at = hands.findIndex((h) => h.hand_id === selected);
  const [page, setPage] = useState(() => (at < 0 ? 0 : Math.floor(at / PAGE_SIZE)));
  const [focus, setFocus] = useState(() => (at < 0 ? 0 : at % PAGE_SIZE));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusNext = useRef(false);
  const rows = hands.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    buttons.current[focus]?.focus();
  }, [page, focus]);

  /** Page `p`, row `i` (clamped); the row takes the focus unless a pager button is pressed. */
  const go = (p: number, i: number, moveFocus = true) => {
    const nextPage = Math.min(pages - 1, Math.max(0, p));
    const count = Math.min(PAGE_SIZE, hands.length - nextPage * PAGE_SIZE);
    focusNext.current = moveFocus;
    setPage(nextPage);
    setFocus(Math.min(count - 1, Math.max(0, i)));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => (focus + 1 < rows.length ? go(page, focus + 1) : page + 1 < pages && go(page + 1, 0)),
      ArrowUp: () => (focus > 0 ? go(page, focus - 1) : page > 0 && go(page - 1, PAGE_SIZE - 1)),
      Home: () => go(page, 0),
      End: () => go(page, rows.length - 1),
      PageDown: () => go(page + 1, 0),
      PageUp: () => go(page - 1, 0),
    };
    const run = keys[e.key];
    if (!run) return;
    e.preventDefault();
    run();
  };
  const first = page * PAGE_SIZE + 1;
  const last = page * PAGE_SIZE + rows.length;

  return (
    <div className="hist-list-box">
      <Group justify="space-between" gap="xs" wrap="wrap" className="hist-list-head">
        <Text size="sm" id="hand-count" className="hist-list-count">
          {hands.length === 0 ? (
            t("handList.noHands")
          ) : (
            <>
              {t("handList.count", { count: hands.length })}
              {pages > 1 && (
                <>
                  {" "}
                  <Trans t={t} i18nKey="handList.showing" values={{ first, last }} components={{ num: <span className="num" /> }} />
                </>
              )}
              {hands.length >= MAX_HANDS && ` ${t("handList.newestOnly")}`}
            </>
          )}
        </Text>
        {extra}
      </Group>
      <div className="hist-list-scroll">
        <table className="hist-list" id="hand-list" aria-label={t("handList.label")} aria-describedby="hand-count hand-list-keys">
          <PlainColumnHeads
            columns={[
              t("handList.columns.table"),
              t("handList.columns.hand"),
              t("handList.columns.game"),
              t("handList.columns.dealer"),
              t("handList.columns.started"),
              t("handList.columns.notes"),
            ]}
          />
          <tbody onKeyDown={onKeyDown}>
            {rows.map((h, i) => {
              const open = h.hand_id === selected;
              return (
                <tr key={h.hand_id} data-hand={h.hand_id} data-open={open || undefined} onClick={() => onOpen(h.hand_id)}>
                  <td data-field="table">{h.table}</td>
                  <td data-field="number">
                    <button
                      type="button"
                      className="hist-row-button num"
                      ref={(b) => {
                        buttons.current[i] = b;
                      }}
                      tabIndex={i === focus ? 0 : -1}
                      aria-current={open ? "true" : undefined}
                      onFocus={() => setFocus(i)}
                      onClick={(e) => {
                        e.stopPropagation();
                        onOpen(h.hand_id);
                      }}
                    >
                      <Trans
                        t={t}
                        i18nKey="handList.open"
                        values={{ table: h.table, number: h.number }}
                        components={{ hidden: <span className="visually-hidden" /> }}
                      />
                      {open && <span aria-hidden="true"> ▸</span>}
                    </button>
                  </td>
                  <td data-field="game">{h.game}</td>
                  <td data-field="dealer">{h.dealer ?? "–"}</td>
                  <td data-field="started" className="num">
                    {clockTime(h.started_at)}
                  </td>
                  <td data-field="notes">
                    {h.voided && <span className="hist-mark" data-mark="voided">{voidWords(h.voided)}</span>}
                    {h.adjustments > 0 && (
                      <span className="hist-mark" data-mark="corrected">
                        {correctedWord(h.adjustments)}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Group gap="xs" justify="space-between" className="hist-pager" wrap="nowrap">
        {pages > 1 ? (
          <Group gap={6} wrap="nowrap" role="group" aria-label={t("handList.pages")}>
            <Button size="xs" h={30} variant="default" disabled={page === 0} onClick={() => go(page - 1, 0, false)}>
              {t("handList.newer")}
            </Button>
            <Text size="xs" className="num hist-page-no" aria-live="polite">
              {t("handList.page", { page: page + 1, pages })}
            </Text>
            <Button size="xs" h={30} variant="default" disabled={page + 1 >= pages} onClick={() => go(page + 1, 0, false)}>
              {t("handList.older")}
            </Button>
          </Group>
        ) : (
          <span />
        )}
        <Text size="xs" id="hand-list-keys" className="muted">
          {t("handList.keys")}
        </Text>
      </Group>
    </div>
  );
}
