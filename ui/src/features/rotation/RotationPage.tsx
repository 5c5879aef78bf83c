import { useEffect } from "react";
import { Group, Loader, Table, Text, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useStaffList, type IpcError } from "../../api";
import {
  useJoinRotation,
  useLeaveRotation,
  useRotate,
  useRotation,
  type DealerState,
  type PlannedPush,
  type RotationView,
} from "../../api/rotation";
import { ColumnHeads } from "../../components/ColumnHeads";
import { FormSelect } from "../../components/FormSelect";
import { ProblemAlert } from "../../components/ProblemAlert";
import { RefusalAlert } from "../../components/RefusalAlert";
import { refusalWords } from "../../lib/refusals";
import { clockTimeSeconds } from "../../lib/time";
import { z } from "../../lib/zod";
import { dealerWords, dueWords, inWords, outWords, overdueCount, rulesWords } from "./words";
import "./rotation.css";
import { CommandButton } from "../../components/CommandButton";

/**
 * The dealers' rotation (floor only): the next pushes in the order they fall due, each pushed
 * in one click; where every dealer is and until when; dealers added to and taken out of the
 * rotation. The room plans the pushes; the screen shows its plan and sends what is clicked.
 */
export function RotationPage() {
  const rotation = useRotation();
  return (
    <section aria-labelledby="rotation-title" className="rotation-page">
      <Title order={1} id="rotation-title">
        Dealers
      </Title>
      {rotation.data && <Summary view={rotation.data} stale={rotation.error !== null} />}
      {rotation.error && (
        <ProblemAlert id="rotation-error" error={rotation.error} title="The rotation cannot be read">
          <Text size="sm">{refusalWords(rotation.error)}</Text>
        </ProblemAlert>
      )}
      {rotation.isPending && (
        <Group gap="xs">
          <Loader size="sm" aria-hidden="true" />
          <Text>Reading the rotation…</Text>
        </Group>
      )}
      {rotation.data && (
        <>
          <Pushes view={rotation.data} />
          <div className="rotation-lower">
            <Dealers view={rotation.data} />
            <AddDealer view={rotation.data} />
          </div>
        </>
      )}
    </section>
  );
}

/** The house's downs and breaks, when the rotation was read, and how many pushes are late. */
function Summary({ view, stale }: { view: RotationView; stale: boolean }) {
  const late = overdueCount(view);
  return (
    <Text size="sm" className="rotation-summary" mb="sm">
      <span id="rotation-rules">{rulesWords(view)}</span>
      <span id="rotation-updated" className={stale ? "stale" : undefined}>
        {stale ? "last updated" : "updated"} {clockTimeSeconds(view.at)}
      </span>
      {late > 0 && (
        <span id="rotation-overdue" className="overdue-count">
          <span aria-hidden="true">⚠ </span>
          {late} {late === 1 ? "push" : "pushes"} overdue
        </span>
      )}
    </Text>
  );
}

/** The next push at each open table, soonest first: who goes in, who comes out and where he goes. */
function Pushes({ view }: { view: RotationView }) {
  return (
    <section aria-labelledby="pushes-title" className="rotation-section">
      <Title order={2} size="h3" id="pushes-title" mb={4}>
        Next pushes
      </Title>
      {view.pushes.length === 0 ? (
        <Text id="no-pushes">No table is open: nobody to push.</Text>
      ) : (
        <Table id="pushes" className="rotation-table" withTableBorder verticalSpacing={4} aria-labelledby="pushes-title">
          <ColumnHeads columns={[{ label: "#", className: "num" }, "Table", "When", "Goes in", "Comes out, and goes", { label: "Push", hidden: true }]} />
          <Table.Tbody>
            {view.pushes.map((p, i) => (
              <PushRow key={p.table_id} push={p} at={view.at} order={i + 1} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}

function PushRow({ push, at, order }: { push: PlannedPush; at: string; order: number }) {
  const rotate = useRotate();
  const { reset } = rotate;
  // A new plan for this table (someone came free, the push was made elsewhere): a refusal of
  // the old one no longer holds.
  const relief = push.in_dealer?.id ?? null;
  const relieved = push.out_dealer?.id ?? null;
  useEffect(() => reset(), [relief, relieved, reset]);
  const refusalId = `push-${push.table_id}-refusal`;
  const who = [push.in_dealer ? `${push.in_dealer.name} in` : "nobody free", push.out_dealer && `${push.out_dealer.name} out`]
    .filter(Boolean)
    .join(", ");
  return (
    <>
      <Table.Tr data-table={push.table_id} data-overdue={push.overdue || undefined}>
        <Table.Td className="num">{order}</Table.Td>
        <Table.Th scope="row">{push.table_name}</Table.Th>
        <Table.Td data-field="due">
          <span className={push.overdue ? "push-due overdue" : "push-due"}>
            {push.overdue && <span aria-hidden="true">⚠ </span>}
            {dueWords(push, at)}
          </span>
        </Table.Td>
        <Table.Td data-field="in" className={push.in_dealer ? "push-in" : "push-in nobody"}>
          {inWords(push)}
        </Table.Td>
        <Table.Td data-field="out">{outWords(push)}</Table.Td>
        <Table.Td className="push-action">
          <CommandButton
            size="lg"
            data-action="push"
            command={rotate}
            refusalId={refusalId}
            aria-label={`Push at ${push.table_name}: ${who}`}
            onClick={() => rotate.mutate([push.table_id])}
          >
            Push
          </CommandButton>
        </Table.Td>
      </Table.Tr>
      {rotate.error && <RefusalRow id={refusalId} error={rotate.error} columns={6} />}
    </>
  );
}

/**
 * Every dealer the rotation knows: where he is, since when, what comes next, his downs. The
 * dealers in the rotation first; then those pushed by hand who are not in it (each leaves the
 * box for good when relieved), under their own heading: never listed as in the rotation.
 */
function Dealers({ view }: { view: RotationView }) {
  const inRotation = view.dealers.filter((d) => d.in_rotation);
  const byHand = view.dealers.filter((d) => !d.in_rotation);
  return (
    <>
      <section aria-labelledby="dealers-title" className="rotation-section">
        <Title order={2} size="h3" id="dealers-title" mb={4}>
          In the rotation
        </Title>
        {inRotation.length === 0 ? (
          <Text id="no-dealers">No dealer is in the rotation. Add the dealers on shift.</Text>
        ) : (
          <DealerTable id="dealers" labelledBy="dealers-title" dealers={inRotation} view={view} />
        )}
      </section>
      {byHand.length > 0 && (
        <section aria-labelledby="by-hand-title" className="rotation-section">
          <Title order={2} size="h3" id="by-hand-title" mb={4}>
            Pushed by hand, not in the rotation
          </Title>
          <Text size="sm" mb={4}>
            Each leaves the box when relieved. Add him to the rotation to keep him in it.
          </Text>
          <DealerTable id="dealers-by-hand" labelledBy="by-hand-title" dealers={byHand} view={view} />
        </section>
      )}
    </>
  );
}

function DealerTable({ id, labelledBy, dealers, view }: { id: string; labelledBy: string; dealers: DealerState[]; view: RotationView }) {
  return (
    <Table id={id} className="rotation-table" withTableBorder verticalSpacing={4} aria-labelledby={labelledBy}>
      <ColumnHeads columns={["Dealer", "Now", "Next", "Downs since break", { label: "Remove", hidden: true }]} />
      <Table.Tbody>
        {dealers.map((d) => (
          <DealerRow key={d.dealer_id} dealer={d} at={view.at} goesTo={goesTo(view, d.dealer_id)} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The table the plan sends a dealer to next, if any. */
const goesTo = (view: RotationView, dealerId: number): string | null =>
  view.pushes.find((p) => p.in_dealer?.id === dealerId)?.table_name ?? null;

function DealerRow({ dealer: d, at, goesTo }: { dealer: DealerState; at: string; goesTo: string | null }) {
  const leave = useLeaveRotation();
  const w = dealerWords(d, at);
  const then = goesTo === null ? "" : w.next ? `then in at ${goesTo}` : `goes in at ${goesTo}`;
  const refusalId = `dealer-${d.dealer_id}-refusal`;
  return (
    <>
      <Table.Tr data-dealer={d.dealer_id} data-duty={d.duty}>
        <Table.Th scope="row">
          {d.name}
        </Table.Th>
        <Table.Td data-field="state">
          <span className={`duty ${d.duty}`}>{w.where}</span> {w.since}
        </Table.Td>
        <Table.Td data-field="next">
          {w.next && (
            <span className={w.late ? "late" : undefined}>
              {w.late && <span aria-hidden="true">⚠ </span>}
              {w.next}
            </span>
          )}
          {w.next && then && " · "}
          {then}
          {!w.next && !then && "—"}
        </Table.Td>
        <Table.Td data-field="downs">
          <span className="num">{d.downs_since_break}</span>
          <span className="visually-hidden"> {d.downs_since_break === 1 ? "down" : "downs"} since his break</span>
        </Table.Td>
        <Table.Td className="dealer-action">
          {d.in_rotation && (
            <CommandButton
              size="lg"
              variant="default"
              command={leave}
              refusalId={refusalId}
              aria-label={`Remove ${d.name} from the rotation`}
              onClick={() => leave.mutate([d.dealer_id])}
            >
              Remove
            </CommandButton>
          )}
        </Table.Td>
      </Table.Tr>
      {leave.error && <RefusalRow id={refusalId} error={leave.error} columns={5} />}
    </>
  );
}

/** A row's refusal, in a row of its own under it, across the table's `columns`. */
function RefusalRow({ id, error, columns }: { id: string; error: IpcError; columns: number }) {
  return (
    <Table.Tr className="refusal-row">
      <Table.Td colSpan={columns}>
        <RefusalAlert id={id} className="refusal" error={error} heading={refusalWords(error)} dense />
      </Table.Td>
    </Table.Tr>
  );
}

/** The dealer to add, as the select holds his id ("": the first free one). */
const addDealerSchema = z.object({ dealer: z.string() });
type AddDealerValues = z.input<typeof addDealerSchema>;

/** Adds an active dealer not in the rotation (from the staff list): he waits for the next push. */
function AddDealer({ view }: { view: RotationView }) {
  const staff = useStaffList();
  const join = useJoinRotation();
  const inRotation = new Set(view.dealers.filter((d) => d.in_rotation).map((d) => d.dealer_id));
  const free = (staff.data ?? []).filter((s) => s.role === "dealer" && s.active && !inRotation.has(s.id));
  const form = useForm<AddDealerValues>({ resolver: zodResolver(addDealerSchema), defaultValues: { dealer: "" } });
  // The dealer chosen while he is free; else the first free one.
  const chosen = form.watch("dealer");
  const dealerId = free.some((s) => String(s.id) === chosen) ? chosen : String(free[0]?.id ?? "");
  return (
    <section aria-labelledby="add-dealer-title" className="rotation-section add-dealer">
      <Title order={2} size="h3" id="add-dealer-title" mb={4}>
        Add a dealer
      </Title>
      <form
        noValidate
        onSubmit={form.handleSubmit(() => {
          if (dealerId !== "") join.mutate([Number(dealerId)], { onSuccess: () => form.reset({ dealer: "" }) });
        })}
      >
        <FormSelect
          control={form.control}
          name="dealer"
          onPick={() => join.reset()}
          id="add-dealer-select"
          label="Dealer"
          description="Active dealers not in the rotation"
          value={dealerId}
          disabled={free.length === 0}
          data={
            free.length === 0
              ? [{ value: "", label: staff.isPending ? "Reading the staff…" : "Every active dealer is in" }]
              : free.map((s) => ({ value: String(s.id), label: s.name }))
          }
          styles={{ description: { color: "var(--mantine-color-gray-8)" } }}
        />
        <CommandButton
          type="submit"
          size="lg"
          mt="sm"
          fullWidth
          disabled={dealerId === ""}
          command={join}
          refusalId="add-dealer-refusal"
        >
          Add to the rotation
        </CommandButton>
      </form>
      {staff.error && <Refused id="add-dealer-staff-error" error={staff.error} />}
      {join.error && <Refused id="add-dealer-refusal" error={join.error} />}
    </section>
  );
}

function Refused({ id, error }: { id: string; error: IpcError }) {
  return <RefusalAlert id={id} className="refusal" error={error} heading={refusalWords(error)} dense />;
}
