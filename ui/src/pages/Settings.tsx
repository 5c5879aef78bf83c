import { useEffect, useState } from "react";
import { commands, type DatabaseInfo, type IpcError, type RateSchedule } from "../bindings";
import { adviceFor, asIpcError } from "../lib/errors";
import { formatCents } from "../lib/money";

type Loaded = { schedule: RateSchedule; database: DatabaseInfo };
type State = { kind: "loading" } | { kind: "error"; error: IpcError } | { kind: "ready"; data: Loaded };

async function load(): Promise<Loaded> {
  const [schedule, database] = await Promise.all([commands.rateSchedule(), commands.databaseInfo()]);
  if (schedule.status === "error") throw schedule.error;
  if (database.status === "error") throw database.error;
  return { schedule: schedule.data, database: database.data };
}

export function SettingsPage() {
  const [state, setState] = useState<State>({ kind: "loading" });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ kind: "ready", data }),
      (thrown: unknown) => live && setState({ kind: "error", error: asIpcError(thrown) }),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <section>
      <h1>Settings</h1>
      {state.kind === "loading" && <p>Loading…</p>}
      {state.kind === "error" && <ErrorPanel error={state.error} />}
      {state.kind === "ready" && <RatesPanel {...state.data} />}
    </section>
  );
}

function ErrorPanel({ error }: { error: IpcError }) {
  return (
    <div className="error" role="alert" data-code={error.code}>
      <strong>{adviceFor(error)}</strong>
      <p className="detail">{error.message}</p>
    </div>
  );
}

function RatesPanel({ schedule, database }: Loaded) {
  return (
    <>
      <h2>Collection rates</h2>
      <table id="rates" className="grid">
        <thead>
          <tr>
            <th>Game</th>
            <th>Stakes</th>
            <th className="num">Amount</th>
            <th>Collected</th>
            <th>Since</th>
          </tr>
        </thead>
        <tbody>
          {schedule.rates.map((r) => (
            <tr key={r.id} data-game={r.game}>
              <td>{r.game_name}</td>
              <td>{r.stakes}</td>
              <td className="num">{formatCents(r.amount_cents)}</td>
              <td>{r.basis}</td>
              <td>{r.effective_from.slice(0, 10)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {schedule.unrated_games.length > 0 && (
        <p id="unrated" className="note">
          No schedule row for {schedule.unrated_games.map((g) => g.name).join(", ")}: the manager sets the
          rate when opening such a table.
        </p>
      )}
      <h2>Database</h2>
      <dl className="facts">
        <dt>File</dt>
        <dd id="db-path">{database.path}</dd>
        <dt>Schema version</dt>
        <dd id="db-version">{database.schema_version}</dd>
      </dl>
    </>
  );
}
