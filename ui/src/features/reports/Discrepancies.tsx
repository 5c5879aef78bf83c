import { Fragment, useState } from "react";
import { Button, Group, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Discrepancy } from "../../api";
import { ColumnHeads } from "../../components/ColumnHeads";
import { Money } from "../../components/Money";
import { formatDollars } from "../../lib/money";
import { useOpenHand } from "../../lib/openHand";
import { dateTimeText } from "../../lib/time";
import type { CorrectionTarget } from "./CorrectionDialog";
import { ReportSection, SectionTable } from "./Section";
import { t } from "../../i18n";

const key = (d: Discrepancy) => `${d.table_id}-${d.collection_id}-${d.due_at}-${d.seat_no}`;

/** `Table 4, seat 3 Kip, 0.50 due 23 Nov, 01:00`. */
export const discrepancyWhat = (d: Discrepancy) =>
  t("reports:discrepancies.what", { table: d.table, seat: d.seat_no, player: d.player_name, amount: formatDollars(d.amount_cents), time: dateTimeText(d.due_at) });

/** `Discrepancies (2): $8.00 missing`: the missing money is the discrepancies, one by one. */
export function discrepanciesTitle(list: Discrepancy[]): string {
  if (list.length === 0) return t("reports:discrepancies.titleNone");
  const missing = list.reduce((sum, d) => sum + d.amount_cents, 0);
  return t("reports:discrepancies.title", { total: list.length, amount: formatDollars(missing) });
}

/**
 * The collections whose money is missing: fell due and never marked, or marked paid from a
 * stack that could not cover it. Excused money (sitting out, left, new player, comped) is no
 * discrepancy. A click opens one: the collection, the hand being dealt when it fell due, and
 * the floor's correction.
 */
export function Discrepancies({ list, onCorrect }: { list: Discrepancy[]; onCorrect: (t: CorrectionTarget) => void }) {
  const { t } = useTranslation("reports");
  const [open, setOpen] = useState<string | null>(null);
  const openHand = useOpenHand();
  return (
    <ReportSection id="discrepancies" title={discrepanciesTitle(list)}>
      {list.length === 0 ? (
        <Text size="sm" id="no-discrepancies">
          <span aria-hidden="true">✓ </span>
          {t("discrepancies.none")}
        </Text>
      ) : (
        <SectionTable id="discrepancies">
          <ColumnHeads
            columns={[
              t("discrepancies.table"),
              t("discrepancies.dueAt"),
              t("discrepancies.seat"),
              t("discrepancies.player"),
              t("discrepancies.amount"),
              t("discrepancies.problem"),
              t("discrepancies.state"),
              { label: t("discrepancies.details"), className: "screen-only", hidden: true },
            ]}
          />
          <Table.Tbody>
            {list.map((d) => {
              const k = key(d);
              const expanded = open === k;
              return (
                <Fragment key={k}>
                  <Table.Tr data-discrepancy={d.collection_id} className="clickable" onClick={() => setOpen(expanded ? null : k)}>
                    <Table.Th scope="row">{d.table}</Table.Th>
                    <Table.Td className="num">{dateTimeText(d.due_at)}</Table.Td>
                    <Table.Td className="num">{d.seat_no}</Table.Td>
                    <Table.Td>{d.player_name}</Table.Td>
                    <Table.Td className="num-cell">
                      <Money cents={d.amount_cents} />
                    </Table.Td>
                    {/* The room's problem, by its flag (its words are English). */}
                    <Table.Td>{t(d.cannot_cover ? "discrepancies.cannotCover" : "discrepancies.unmarked")}</Table.Td>
                    <Table.Td data-field="state">
                      {d.corrected ? (
                        <span className="state corrected">
                          <span aria-hidden="true">✓ </span>
                          {t("discrepancies.corrected")}
                        </span>
                      ) : (
                        <span className="state open">
                          <span aria-hidden="true">! </span>
                          {t("discrepancies.notCorrected")}
                        </span>
                      )}
                    </Table.Td>
                    <Table.Td className="screen-only">
                      <Button
                        size="xs"
                        variant="default"
                        aria-expanded={expanded}
                        aria-controls={expanded ? `discrepancy-${k}` : undefined}
                        onClick={(e) => {
                          e.stopPropagation();
                          setOpen(expanded ? null : k);
                        }}
                      >
                        {expanded ? t("discrepancies.hide") : t("discrepancies.details")}{" "}
                        <span className="visually-hidden">{t("discrepancies.which", { table: d.table, seat: d.seat_no, player: d.player_name })}</span>
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                  {expanded && (
                    <Table.Tr className="drill-row screen-only">
                      <Table.Td colSpan={8} id={`discrepancy-${k}`}>
                        <Group justify="space-between" wrap="nowrap" align="flex-start">
                          <Text size="sm" className="drill-facts">
                            {d.collection_id === 0 ? t("discrepancies.neverRecorded") : t("discrepancies.collection", { id: d.collection_id })}{" "}
                            {d.hand_id !== null ? t("discrepancies.hand", { id: d.hand_id }) : t("discrepancies.noHand")}
                          </Text>
                          <Group gap="xs" wrap="nowrap">
                            {d.hand_id !== null && openHand && (
                              <Button size="sm" variant="default" onClick={() => openHand(d.hand_id!)}>
                                {t("discrepancies.openHand")}
                              </Button>
                            )}
                            {d.collection_id !== 0 && (
                              <Button
                                size="sm"
                                aria-haspopup="dialog"
                                onClick={() => onCorrect({ collectionId: d.collection_id, what: discrepancyWhat(d) })}
                              >
                                {t("discrepancies.correct")}
                              </Button>
                            )}
                          </Group>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </SectionTable>
      )}
    </ReportSection>
  );
}
