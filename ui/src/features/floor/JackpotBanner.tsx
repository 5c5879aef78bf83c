import { Button } from "@mantine/core";
import type { FloorBoard } from "../../api";
import { JackpotAlert } from "../../components/JackpotAlert";
import { useOpenJackpots } from "../../lib/openJackpots";

/** A hit in words: "Bad-beat jackpot qualifies at Table 2, hand 412: keep the cards". */
export const hitLine = (hit: FloorBoard["pending_jackpots"][number]): string =>
  `Bad-beat jackpot qualifies at ${hit.table_name}, hand ${hit.hand_id}: keep the cards`;

/**
 * The jackpot hits the room found and nobody has paid yet, at the top of the board (`hits`, the
 * tables the one signed in may see), with the way to the Jackpots screen where they are paid.
 */
export function JackpotBanner({ hits }: { hits: FloorBoard["pending_jackpots"] }) {
  const openJackpots = useOpenJackpots();
  return (
    <JackpotAlert id="jackpot-banner" lines={hits.map(hitLine)}>
      {openJackpots && (
        <Button mt="xs" size="sm" color="red.9" id="jackpot-banner-open" onClick={openJackpots}>
          Open Jackpots to pay
        </Button>
      )}
    </JackpotAlert>
  );
}
