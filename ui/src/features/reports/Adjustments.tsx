import { Button, Group, Table, Text } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import type { AdjustmentDto, Figures } from "../../api";
import { ColumnHeads } from "../../components/ColumnHeads";
import { Money } from "../../components/Money";
import { useOpenHand } from "../../lib/openHand";
import { dateTimeText, roomTimesInWords } from "../../lib/time";
import { formatSignedDollars } from "../../lib/money";
import { afterAdjustments } from "./grid";
import type { CorrectionTarget } from "./CorrectionDialog";
import { ReportSection, SectionTable } from "./Section";

/**
 * The floor's corrections to what happened in the report's range: who, when, why, what
 * changed and by how much the house's money moved; then the house's money as recorded and
 * after them. A collection's correction can be corrected again; a hand's opens the hand.
 */
export function Adjustments({ list, totals, onCorrect }: { list: AdjustmentDto[]; totals: Figures; onCorrect: (t: CorrectionTarget) => void }) {
  const { t } = useTranslation("reports");
  const openHand = useOpenHand();
  return (
    <ReportSection id="adjustments" title={t("adjustments.title", { total: list.length })}>
      {list.length === 0 ? (
        <Text size="sm" id="no-adjustments">
          {t("adjustments.none")}
        </Text>
      ) : (
        <SectionTable id="adjustments">
          <ColumnHeads
            columns={[
              t("adjustments.made"),
              t("adjustments.by"),
              t("adjustments.table"),
              t("adjustments.happened"),
              t("adjustments.whatChanged"),
              t("adjustments.why"),
              t("adjustments.house"),
              { label: t("adjustments.actions"), className: "screen-only", hidden: true },
            ]}
          />
          <Table.Tbody>
            {list.map((a) => (
              <Table.Tr key={a.id} data-adjustment={a.id}>
                <Table.Td className="num">{dateTimeText(a.made_at)}</Table.Td>
                <Table.Td>{a.made_by}</Table.Td>
                <Table.Td>{a.table}</Table.Td>
                <Table.Td className="num">{dateTimeText(a.happened_at)}</Table.Td>
                <Table.Td>{roomTimesInWords(a.detail)}</Table.Td>
                <Table.Td>{a.reason}</Table.Td>
                <Table.Td className="num-cell" data-field="house">
                  <span className={`num ${a.house_cents < 0 ? "less" : ""}`}>{formatSignedDollars(a.house_cents)}</span>
                </Table.Td>
                <Table.Td className="screen-only">
                  <Group gap={4} wrap="nowrap">
                    {a.hand_id !== null && openHand && (
                      <Button size="xs" variant="default" onClick={() => openHand(a.hand_id!)}>
                        {t("adjustments.openHand")} <span className="visually-hidden">{a.hand_id}</span>
                      </Button>
                    )}
                    {a.collection_id !== null && (
                      <Button
                        size="xs"
                        variant="default"
                        aria-haspopup="dialog"
                        onClick={() => onCorrect({ collectionId: a.collection_id!, what: `${a.table}: ${roomTimesInWords(a.detail)}` })}
                      >
                        {t("adjustments.correct")} <span className="visually-hidden">{t("adjustments.correctAgain", { id: a.collection_id })}</span>
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </SectionTable>
      )}
      <p className="house-line" id="house-line">
        <Trans
          t={t}
          i18nKey="adjustments.houseLine"
          values={{ adjustments: formatSignedDollars(totals.adjustment_cents) }}
          components={{
            recorded: <Money cents={totals.house_cents} />,
            adjustments: <span className="num" />,
            after: (
              <strong>
                <Money cents={afterAdjustments(totals)} />
              </strong>
            ),
          }}
        />
      </p>
    </ReportSection>
  );
}
