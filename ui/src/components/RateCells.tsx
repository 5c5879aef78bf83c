import { Table } from "@mantine/core";
import type { RateSchedule } from "../api";
import { Money } from "./Money";

/** A rate's row after its game: the stakes, the amount, how it is collected, and `since` (the screen's words for its start). */
export function RateCells({ rate, since }: { rate: RateSchedule["rates"][number]; since: string }) {
  return (
    <>
      <Table.Td>{rate.stakes}</Table.Td>
      <Table.Td className="num">
        <Money cents={rate.amount_cents} />
      </Table.Td>
      <Table.Td>{rate.basis}</Table.Td>
      <Table.Td>{since}</Table.Td>
    </>
  );
}
