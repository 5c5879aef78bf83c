import { useEffect } from "react";
import { Group, Loader, Table, Text, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("rotation");
  const rotation = useRotation();
  return (
    <section aria-labelledby="rotation-title" className="rotation-page">
      <Title order={1} id="rotation-title">
        {t("page.title")}
      </Title>
      {rotation.data && <Summary view={rotation.data} stale={rotation.error !== null} />}
      {rotation.error && (
        <ProblemAlert id="rotation-error" error={rotation.error} title={t("page.cannotRead")}>
          <Text size="sm">{refusalWords(rotation.error)}</Text>
        </ProblemAlert>
      )}
      {rotation.isPending && (
        <Group gap="xs">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t("page.reading")}</Text>
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
  const { t } = useTranslation("rotation");
  const late = overdueCount(view);
  return (
    <Text size="sm" className="rotation-summary" mb="sm">
      <span id="rotation-rules">{rulesWords(view)}</span>
      <span id="rotation-updated" className={stale ? "stale" : undefined}>
        {t(stale ? "page.lastUpdated" : "page.updated", { time: clockTimeSeconds(view.at) })}
      </span>
      {late > 0 && (
        <span id="rotation-overdue" className="overdue-count">
          <span aria-hidden="true">⚠ </span>
          {t("page.overdue", { count: late })}
        </span>
      )}
    </Text>
  );
}

/** The next push at each open table, soonest first: who goes in, who comes out and where that dealer goes. */
function Pushes({ view }: { view: RotationView }) {
  const { t } = useTranslation("rotation", { keyPrefix: "pushes" });
  return (
    <section aria-labelledby="pushes-title" className="rotation-section">
      <Title order={2} size="h3" id="pushes-title" mb={4}>
        {t("title")}
      </Title>
      {view.pushes.length === 0 ? (
        <Text id="no-pushes">{t("none")}</Text>
      ) : (
        <Table id="pushes" className="rotation-table" withTableBorder verticalSpacing={4} aria-labelledby="pushes-title">
          <ColumnHeads
            columns={[{ label: "#", className: "num" }, t("table"), t("when"), t("goesIn"), t("comesOut"), { label: t("push"), hidden: true }]}
          />
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
  const { t } = useTranslation("rotation", { keyPrefix: "pushes" });
  const rotate = useRotate();
  const { reset } = rotate;
  // A new plan for this table (someone came free, the push was made elsewhere): a refusal of
  // the old one no longer holds.
  const relief = push.in_dealer?.id ?? null;
  const relieved = push.out_dealer?.id ?? null;
  useEffect(() => reset(), [relief, relieved, reset]);
  const refusalId = `push-${push.table_id}-refusal`;
  const who = [push.in_dealer ? t("whoIn", { name: push.in_dealer.name }) : inWords(push), push.out_dealer && t("whoOut", { name: push.out_dealer.name })]
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
            aria-label={t("pushAt", { table: push.table_name, who })}
            onClick={() => rotate.mutate([push.table_id])}
          >
            {t("push")}
          </CommandButton>
        </Table.Td>
      </Table.Tr>
      {rotate.error && <RefusalRow id={refusalId} error={rotate.error} columns={6} />}
    </>
  );
}

/**
 * Every dealer the rotation knows: where, since when, what comes next, the downs. The
 * dealers in the rotation first; then those pushed by hand who are not in it (each leaves the
 * box for good when relieved), under their own heading: never listed as in the rotation.
 */
function Dealers({ view }: { view: RotationView }) {
  const { t } = useTranslation("rotation", { keyPrefix: "dealers" });
  const inRotation = view.dealers.filter((d) => d.in_rotation);
  const byHand = view.dealers.filter((d) => !d.in_rotation);
  return (
    <>
      <section aria-labelledby="dealers-title" className="rotation-section">
        <Title order={2} size="h3" id="dealers-title" mb={4}>
          {t("title")}
        </Title>
        {inRotation.length === 0 ? (
          <Text id="no-dealers">{t("none")}</Text>
        ) : (
          <DealerTable id="dealers" labelledBy="dealers-title" dealers={inRotation} view={view} />
        )}
      </section>
      {byHand.length > 0 && (
        <section aria-labelledby="by-hand-title" className="rotation-section">
          <Title order={2} size="h3" id="by-hand-title" mb={4}>
            {t("byHandTitle")}
          </Title>
          <Text size="sm" mb={4}>
            {t("byHandNote")}
          </Text>
          <DealerTable id="dealers-by-hand" labelledBy="by-hand-title" dealers={byHand} view={view} />
        </section>
      )}
    </>
  );
}

function DealerTable({ id, labelledBy, dealers, view }: { id: string; labelledBy: string; dealers: DealerState[]; view: RotationView }) {
  const { t } = useTranslation("rotation", { keyPrefix: "dealers" });
  return (
    <Table id={id} className="rotation-table" withTableBorder verticalSpacing={4} aria-labelledby={labelledBy}>
      <ColumnHeads columns={[t("dealer"), t("now"), t("next"), t("downs"), { label: t("remove"), hidden: true }]} />
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
  const { t } = useTranslation("rotation", { keyPrefix: "dealers" });
  const leave = useLeaveRotation();
  const w = dealerWords(d, at);
  const then = goesTo === null ? "" : t(w.next ? "thenIn" : "goesIn", { table: goesTo });
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
          <span className="visually-hidden"> {t("downsAfter", { count: d.downs_since_break })}</span>
        </Table.Td>
        <Table.Td className="dealer-action">
          {d.in_rotation && (
            <CommandButton
              size="lg"
              variant="default"
              command={leave}
              refusalId={refusalId}
              aria-label={t("removeFrom", { name: d.name })}
              onClick={() => leave.mutate([d.dealer_id])}
            >
              {t("remove")}
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

/** The dealer to add, as the select holds the dealer's id ("": the first free one). */
const addDealerSchema = z.object({ dealer: z.string() });
type AddDealerValues = z.input<typeof addDealerSchema>;

/** Adds an active dealer not in the rotation (from the staff list), who waits for the next push. */
function AddDealer({ view }: { view: RotationView }) {
  const { t } = useTranslation("rotation", { keyPrefix: "add" });
  const staff = useStaffList();
  const join = useJoinRotation();
  const inRotation = new Set(view.dealers.filter((d) => d.in_rotation).map((d) => d.dealer_id));
  const free = (staff.data ?? []).filter((s) => s.role === "dealer" && s.active && !inRotation.has(s.id));
  const form = useForm<AddDealerValues>({ resolver: zodResolver(addDealerSchema), defaultValues: { dealer: "" } });
  // The dealer chosen while still free; else the first free one.
  const chosen = form.watch("dealer");
  const dealerId = free.some((s) => String(s.id) === chosen) ? chosen : String(free[0]?.id ?? "");
  return (
    <section aria-labelledby="add-dealer-title" className="rotation-section add-dealer">
      <Title order={2} size="h3" id="add-dealer-title" mb={4}>
        {t("title")}
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
          label={t("dealer")}
          description={t("hint")}
          value={dealerId}
          disabled={free.length === 0}
          data={
            free.length === 0
              ? [{ value: "", label: staff.isPending ? t("readingStaff") : t("allIn") }]
              : free.map((s) => ({ value: String(s.id), label: s.name }))
          }
          styles={{ description: { color: "var(--cr-ink-soft)" } }}
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
          {t("submit")}
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
