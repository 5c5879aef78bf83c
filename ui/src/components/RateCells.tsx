import { Table } from "@mantine/core";
import type { RateSchedule } from "../api";
import { rateBasisWords, rateStakesWords } from "../lib/rateWords";
import { Money } from "./Money";

/** A rate's row after its game: the stakes, the amount, how it is collected (in the language of the screens), and `since` (the screen's words for its start). */
export function RateCells({ rate, since }: { rate: RateSchedule["rates"][number]; since: string }) {
  return (
    <>
      <Table.Td>{rateStakesWords(rate)}</Table.Td>
      <Table.Td className="num">
        <Money cents={rate.amount_cents} />
      </Table.Td>
      <Table.Td>{rateBasisWords(rate)}</Table.Td>
      <Table.Td>{since}</Table.Td>
    </>
  );
}
