import { Loader, Table, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useDatabaseInfo, useRateSchedule, type RateSchedule } from "../../api";
import { RateCells } from "../../components/RateCells";
import { UnratedNote } from "../../components/UnratedNote";
import { ProblemAlert } from "../../components/ProblemAlert";
import { dateText } from "../../lib/time";
import { BackupsPanel } from "./BackupsPanel";
import { CompRulesPanel } from "./CompRulesPanel";
import { DatabasePanel } from "./DatabasePanel";
import { DiagnosticsPanel } from "./DiagnosticsPanel";
import { FloorSettingsPanel } from "./FloorSettingsPanel";
import { StationPanel } from "./StationPanel";
import "./settings.css";

/**
 * The collection rates in effect, where the database is (and where it will be), its backups, the
 * floor settings, this station (the table it serves, its language and look), and the
 * diagnostics for support.
 */
export function SettingsPage() {
  const { t } = useTranslation("settings");
  const schedule = useRateSchedule();
  const database = useDatabaseInfo();
  const error = schedule.error ?? database.error;
  return (
    <section aria-labelledby="settings-title">
      <Title order={1} id="settings-title" mb="sm">
        {t("page.title")}
      </Title>
      {error && <ProblemAlert error={error} />}
      {!error && (schedule.isPending || database.isPending) && <Loader size="sm" aria-label={t("page.loading")} />}
      {schedule.data && database.data && (
        <>
          <RatesPanel schedule={schedule.data} />
          <div className="settings-lower">
            <DatabasePanel database={database.data} />
            <BackupsPanel />
          </div>
          <FloorSettingsPanel />
          <CompRulesPanel />
          <StationPanel />
          <DiagnosticsPanel />
        </>
      )}
    </section>
  );
}

function RatesPanel({ schedule }: { schedule: RateSchedule }) {
  const { t } = useTranslation("settings");
  return (
    <>
      <Title order={2} size="h3" mb="xs">
        {t("rates.title")}
      </Title>
      <Table id="rates" striped withTableBorder w="auto" miw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("rates.columns.game")}</Table.Th>
            <Table.Th>{t("rates.columns.stakes")}</Table.Th>
            <Table.Th className="num">{t("rates.columns.amount")}</Table.Th>
            <Table.Th>{t("rates.columns.collected")}</Table.Th>
            <Table.Th>{t("rates.columns.since")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {schedule.rates.map((r) => (
            <Table.Tr key={r.id} data-game={r.game}>
              <Table.Td>{r.game_name}</Table.Td>
              <RateCells rate={r} since={dateText(r.effective_from)} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <UnratedNote games={schedule.unrated_games} say={(names) => t("rates.unrated", { names })} />
    </>
  );
}
