import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { t } from "../../i18n";
import type { FloorBoard } from "../../api";
import { JackpotAlert } from "../../components/JackpotAlert";
import { hitsKind, hitWords } from "../../lib/jackpotWords";
import { useOpenJackpots } from "../../lib/openJackpots";

type Hit = FloorBoard["pending_jackpots"][number];

/**
 * A hit in one line: where, the fund, and what it proves in the room's words (`HitView.words`):
 * "Table 1, hand 412 (Bad beat): Seat 1's four of a kind, nines lost to seat 2's straight flush,
 * eight high".
 */
export const hitLine = (hit: Hit): string =>
  t("floor:jackpot.line", { table: hit.table_name, hand: hit.hand_id, fund: hit.fund_name, words: hitWords(hit) });

/** The banner's title: what kind of jackpot waits, a bad beat or a high hand, and what to do. */
export const bannerTitle = (hits: readonly Hit[]): string => t("floor:jackpot.title", { kind: hitsKind(hits) });

/**
 * The jackpot hits the room found and nobody has paid yet, at the top of the board (`hits`, the
 * tables the one signed in may see), with the way to the Jackpots screen where they are paid.
 */
export function JackpotBanner({ hits }: { hits: FloorBoard["pending_jackpots"] }) {
  const { t } = useTranslation("floor");
  const openJackpots = useOpenJackpots();
  return (
    <JackpotAlert id="jackpot-banner" title={hits.length > 0 ? bannerTitle(hits) : undefined} lines={hits.map(hitLine)}>
      {openJackpots && (
        <Button mt="xs" size="sm" color="red.9" id="jackpot-banner-open" onClick={openJackpots}>
          {t("jackpot.open")}
        </Button>
      )}
    </JackpotAlert>
  );
}
