import { useState } from "react";
import { Button, Group, Loader, NativeSelect, SegmentedControl, Table, Text, TextInput, Title } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "../../lib/zod";
import {
  useAddRate,
  useRateSchedule,
  useRateScheduleAt,
  type GameCode,
  type NewRateRequest,
  type RateDto,
  type RateSchedule,
  type StakeStructure,
} from "../../api";
import { ColumnHeads } from "../../components/ColumnHeads";
import { GameChip } from "../../components/GameChip";
import { RateCells } from "../../components/RateCells";
import { UnratedNote } from "../../components/UnratedNote";
import { ProblemAlert } from "../../components/ProblemAlert";
import { formatDollars } from "../../lib/money";
import { parseRoomTime } from "../../lib/time";
import { parseDollars } from "../../lib/dollars";
import { dateTimeText, localDateInputOf, localInputOf, roomTimeOf } from "../../lib/time";
import "./rates.css";

/**
 * Rates (floor only): the effective-dated schedule. The rates in effect now; any moment's
 * schedule, past or future; and a new rate from a future date.
 */
export function RatesPage() {
  const [atLocal, setAtLocal] = useState("");
  const at = atLocal ? roomTimeOf(atLocal) : null;
  const current = useRateSchedule();
  const then = useRateScheduleAt(at);
  const shown = at ? then : current;
  const [added, setAdded] = useState<RateDto | null>(null);

  return (
    <section aria-labelledby="rates-title">
      <Title order={1} id="rates-title" mb="sm">
        Rates
      </Title>
      <div className="rates-layout">
        <div>
          <Group align="flex-end" gap="sm" mb="sm">
            <TextInput
              id="rates-at"
              type="datetime-local"
              label="Show the schedule in effect at"
              description="Your local time; empty for now"
              value={atLocal}
              onChange={(e) => setAtLocal(e.currentTarget.value)}
              w={260}
            />
            <Button variant="default" onClick={() => setAtLocal("")} disabled={!atLocal}>
              Back to now
            </Button>
          </Group>
          {shown.error && <ProblemAlert error={shown.error} />}
          {shown.isPending && !shown.error && (atLocal === "" || at !== null) && <Loader size="sm" aria-label="Loading" />}
          {shown.data && <Schedule schedule={shown.data} now={current.data?.at ?? null} asked={at !== null} />}
        </div>
        <aside className="add-rate" aria-labelledby="add-rate-title">
          <Title order={2} size="h3" id="add-rate-title" mb="xs">
            Add a future rate
          </Title>
          {current.data && (
            <AddRateForm
              schedule={current.data}
              onAdded={(r) => {
                setAdded(r);
              }}
            />
          )}
          <div aria-live="polite">
            {added && (
              <div id="rate-added" className="rate-added">
                <Text fw={600}>
                  Added: {added.game_name} {added.stakes}, {formatDollars(added.amount_cents)} {added.basis}, from{" "}
                  {dateTimeText(added.effective_from)}.
                </Text>
                <Button variant="subtle" size="compact-md" px={0} onClick={() => setAtLocal(localInputOf(added.effective_from))}>
                  Show the schedule from then
                </Button>
              </div>
            )}
          </div>
        </aside>
      </div>
    </section>
  );
}

function Schedule({ schedule, now, asked }: { schedule: RateSchedule; now: string | null; asked: boolean }) {
  const when = dateTimeText(schedule.at);
  const tense =
    !asked || now === null ? "" : parseRoomTime(schedule.at) < parseRoomTime(now) ? " (past)" : parseRoomTime(schedule.at) > parseRoomTime(now) ? " (future)" : "";
  return (
    <>
      <Title order={2} size="h3" mb="xs" id="schedule-title">
        {asked ? `In effect on ${when}${tense}` : `In effect now (${when})`}
      </Title>
      {schedule.rates.length === 0 ? (
        <Text id="no-rates">No rate was in effect then.</Text>
      ) : (
        <Table id="schedule" className="schedule" withTableBorder striped aria-labelledby="schedule-title">
          <ColumnHeads columns={["Game", "Stakes", { label: "Amount", className: "num" }, "Collected", "In effect from"]} />
          <Table.Tbody>
            {schedule.rates.map((r) => (
              <Table.Tr key={r.id} data-rate={r.id}>
                <Table.Td>
                  <GameChip game={r.game} name={r.game_name} />
                </Table.Td>
                <RateCells rate={r} since={dateTimeText(r.effective_from)} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <UnratedNote games={schedule.unrated_games} say={(names) => `No rate for ${names}: the floor manager sets it when opening such a table.`} />
    </>
  );
}

const STRUCTURES: { value: StakeStructure; label: string }[] = [
  { value: "limit", label: "Limit band" },
  { value: "no_limit", label: "No limit" },
  { value: "pot_limit", label: "Pot limit" },
];

const form = z
  .object({
    game: z.string().min(1, "Choose the game."),
    structure: z.enum(["limit", "no_limit", "pot_limit"]),
    low: z.string(),
    high: z.string(),
    amount: z.string(),
    interval: z.string(),
    from: z.string(),
  })
  .superRefine((v, ctx) => {
    const amount = parseDollars(v.amount);
    if (amount === null || amount <= 0) ctx.addIssue({ code: "custom", path: ["amount"], message: "Give the amount in dollars, such as 4 or 4.50." });
    if (v.structure === "limit") {
      const low = parseDollars(v.low);
      const high = parseDollars(v.high);
      if (low === null) ctx.addIssue({ code: "custom", path: ["low"], message: "Give the band's low limit in dollars." });
      if (high === null) ctx.addIssue({ code: "custom", path: ["high"], message: "Give the band's high limit in dollars." });
      if (low !== null && high !== null && low > high) ctx.addIssue({ code: "custom", path: ["high"], message: "The high limit is below the low one: give the low limit first." });
    }
    if (v.interval.trim() !== "" && !(/^\d+$/.test(v.interval.trim()) && Number(v.interval) >= 1 && Number(v.interval) <= 1440)) {
      ctx.addIssue({ code: "custom", path: ["interval"], message: "Give 1 to 1440 minutes, or leave it empty for 30." });
    }
    const from = roomTimeOf(v.from);
    if (from === null) ctx.addIssue({ code: "custom", path: ["from"], message: "Pick the date and time the rate starts." });
    else if (parseRoomTime(from) <= Date.now()) ctx.addIssue({ code: "custom", path: ["from"], message: "A new rate starts in the future: pick a later time." });
  });
type RateForm = z.input<typeof form>;

/** The new rate as the room takes it; only called on values the schema accepted. */
function request(v: RateForm, timeGame: boolean): NewRateRequest {
  const limit = v.structure === "limit";
  return {
    game: v.game as GameCode,
    structure: v.structure,
    min_limit_cents: limit ? parseDollars(v.low) : null,
    max_limit_cents: limit ? parseDollars(v.high) : null,
    amount_cents: parseDollars(v.amount) ?? 0,
    interval_minutes: timeGame && v.interval.trim() !== "" ? Number(v.interval) : null,
    effective_from: roomTimeOf(v.from) ?? "",
  };
}

/** Tomorrow at 00:00, local: the usual start of a new rate. */
function tomorrow(): string {
  const d = new Date();
  d.setHours(24, 0, 0, 0);
  return `${localDateInputOf(d)}T00:00`;
}

function AddRateForm({ schedule, onAdded }: { schedule: RateSchedule; onAdded: (r: RateDto) => void }) {
  const add = useAddRate();
  // The games, and how each is collected, as the room's schedule names them.
  const games = [
    ...schedule.rates.map((r) => ({ code: r.game, name: r.game_name })),
    ...schedule.unrated_games,
  ].filter((g, i, all) => all.findIndex((o) => o.code === g.code) === i);
  const mode = new Map(schedule.rates.map((r) => [r.game, r.mode]));
  const f = useForm<RateForm>({
    resolver: zodResolver(form),
    defaultValues: { game: "", structure: "limit", low: "", high: "", amount: "", interval: "", from: tomorrow() },
  });
  const errors = f.formState.errors;
  const structure = f.watch("structure");
  const game = f.watch("game") as GameCode | "";
  const gameMode = game ? mode.get(game) : undefined;
  const submit = f.handleSubmit((v) => add.mutate(request(v, gameMode !== "pot_drop"), { onSuccess: onAdded }));

  return (
    <form id="add-rate" onSubmit={submit} noValidate>
      <NativeSelect
        id="rate-game"
        label="Game"
        mb="sm"
        error={errors.game?.message}
        data={[{ value: "", label: "Choose a game" }, ...games.map((g) => ({ value: g.code, label: g.name }))]}
        {...f.register("game")}
      />
      <Controller
        control={f.control}
        name="structure"
        render={({ field }) => (
          <div className="field">
            <Text component="span" size="sm" fw={500} id="rate-structure" display="block" mb={2}>
              Structure
            </Text>
            <SegmentedControl fullWidth aria-labelledby="rate-structure" value={field.value} onChange={field.onChange} data={STRUCTURES} />
          </div>
        )}
      />
      {structure === "limit" && (
        <Group grow gap="sm" mt="sm" align="flex-start">
          <TextInput id="rate-low" label="Band from ($)" description="lowest small bet" inputMode="decimal" autoComplete="off" error={errors.low?.message} {...f.register("low")} />
          <TextInput id="rate-high" label="Band to ($)" description="highest big bet" inputMode="decimal" autoComplete="off" error={errors.high?.message} {...f.register("high")} />
        </Group>
      )}
      <Group grow gap="sm" mt="sm" align="flex-start">
        <TextInput
          id="rate-amount"
          label="Amount ($)"
          description={gameMode === "pot_drop" ? "from each pot" : gameMode === "time" ? "per player, each collection" : "per collection"}
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          {...f.register("amount")}
        />
        {gameMode !== "pot_drop" && (
          <TextInput
            id="rate-interval"
            label="Every (minutes)"
            description="time games; empty is 30"
            inputMode="numeric"
            autoComplete="off"
            error={errors.interval?.message}
            {...f.register("interval")}
          />
        )}
      </Group>
      <TextInput id="rate-from" type="datetime-local" label="In effect from" description="Your local time; later than now" mt="sm" error={errors.from?.message} {...f.register("from")} />
      <Button type="submit" mt="md" fullWidth loading={add.isPending}>
        Add rate
      </Button>
      {add.error && (
        <div className="beside-form">
          <ProblemAlert error={add.error} />
        </div>
      )}
    </form>
  );
}
