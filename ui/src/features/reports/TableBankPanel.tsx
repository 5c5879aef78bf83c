// The table banks on the cage's count (the cage's end of shift): each banked table's opener,
// fills, credits and closer, its win (closer − opener + credits − fills) set against what the
// boxes the dealer logged say, and the difference, chips unaccounted for when it is not zero.
// The floor and the cage record the moves, each with who brought and who received the chips,
// until the shift is counter-signed. Every figure is the room's; the screen only says them.
import { Fragment, useMemo, useState } from "react";
import { Button, Group, Table, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useStaffList, type CageCount, type Role, type StaffDto } from "../../api";
import { useRecordBankMove, type BankKind, type BankMoveDto, type TableBank } from "../../api/cage";
import { ColumnHeads } from "../../components/ColumnHeads";
import { CommandButton } from "../../components/CommandButton";
import { FormSelect } from "../../components/FormSelect";
import { Money } from "../../components/Money";
import { Refusal } from "../../components/Refusal";
import { parseDollars } from "../../lib/dollars";
import { formatDollars, formatSignedDollars } from "../../lib/money";
import { dateTimeText } from "../../lib/time";
import { dollarsText, fieldError, z } from "../../lib/zod";
import { t } from "../../i18n";
import { SectionTable } from "./Section";

/** Each kind of move, in the order a shift has them. */
export const BANK_KINDS: readonly BankKind[] = ["opener", "fill", "credit", "closer"];

/** A kind of move's name (`Opener`), in the screens' language now. */
const kindLabel = (kind: BankKind) => t(`reports:banks.${kind}`);

/** What a kind of move is, in the screens' language now. */
const kindWhat = (kind: BankKind) => t(`reports:banks.${kind}What`);

/** The sentence that says a move was recorded, by its kind. */
const RECORDED = {
  opener: "banks.recordedOpener",
  fill: "banks.recordedFill",
  credit: "banks.recordedCredit",
  closer: "banks.recordedCloser",
} as const satisfies Record<BankKind, string>;

/** A staff member's role, as the move's lists say it after the name. */
const ROLE = { floor: "reports:banks.roleFloor", dealer: "reports:banks.roleDealer", cage: "reports:banks.roleCage" } as const satisfies Record<Role, string>;

/** Whether this move enters an opener or a closer the table already has: the room then needs a reason. */
export function entersAgain(bank: TableBank | undefined, kind: string): boolean {
  if (!bank) return false;
  return (kind === "opener" && bank.opener_cents !== null) || (kind === "closer" && bank.closer_cents !== null);
}

/** The tables a move may be recorded for: the banks first known, then the shift's other tables, in table order. */
function tablesOf(count: CageCount, banks: TableBank[]): { id: number; name: string }[] {
  const all = new Map<number, string>();
  for (const b of banks) all.set(b.table_id, b.table);
  for (const b of count.boxes) if (!all.has(b.table_id)) all.set(b.table_id, b.table);
  return [...all].map(([id, name]) => ({ id, name })).sort((a, b) => a.id - b.id);
}

/**
 * The shift's table banks under its drop boxes. `canRecord`: the form that records a move
 * shows (the floor and the cage, until the counter-signature).
 */
export function TableBankPanel({ count, canRecord }: { count: CageCount; canRecord: boolean }) {
  // A shell older than the table banks sends none.
  const banks = count.banks ?? [];
  const tables = tablesOf(count, banks);
  const { t } = useTranslation("reports");
  return (
    <section aria-labelledby="banks-title" id="table-banks" className="table-banks">
      <Title order={3} size="h5" id="banks-title" mt="md">
        {t("banks.title")}
      </Title>
      <Text size="sm" id="banks-identity" mb={4}>
        {t("banks.identity")}
      </Text>
      {banks.length === 0 ? (
        <Text size="sm" id="banks-none" className="muted">
          {t("banks.none", { id: count.shift.id })}
        </Text>
      ) : (
        <SectionTable id="bank-table" labelledBy="banks-title" className="cage-table bank-table" dense>
          <ColumnHeads
            columns={[
              t("banks.table"),
              { label: t("banks.opener"), className: "num-cell" },
              { label: t("banks.fills"), className: "num-cell" },
              { label: t("banks.credits"), className: "num-cell" },
              { label: t("banks.closer"), className: "num-cell" },
              { label: t("banks.win"), className: "num-cell" },
              { label: t("banks.boxes"), className: "num-cell" },
              { label: t("banks.difference"), className: "num-cell" },
              { label: t("banks.moves"), className: "screen-only" },
            ]}
          />
          <Table.Tbody>
            {banks.map((b) => (
              <BankRow key={b.table_id} bank={b} />
            ))}
          </Table.Tbody>
        </SectionTable>
      )}
      {count.shift.countersigned_by !== null ? (
        <Text size="sm" id="banks-locked" mt={4}>
          {t("banks.locked", { id: count.shift.id })}
        </Text>
      ) : (
        canRecord && tables.length > 0 && <BankMoveForm shiftId={count.shift.id} banks={banks} tables={tables} />
      )}
    </section>
  );
}

/** An amount the room may not know yet (an opener or closer not entered, a win without both). */
function Maybe({ cents, signed = false, none }: { cents: number | null; signed?: boolean; none: string }) {
  if (cents === null) return <span className="muted">{none}</span>;
  return signed ? <span className="num">{formatSignedDollars(cents)}</span> : <Money cents={cents} />;
}

/** The bank's difference: zero, or chips unaccounted for (in colour and in words). */
function Difference({ cents }: { cents: number | null }) {
  const { t } = useTranslation("reports");
  if (cents === null) return <span className="muted">–</span>;
  if (cents === 0) return <span className="diff even">{formatSignedDollars(0)}</span>;
  return (
    <span className="diff short unaccounted">
      <span aria-hidden="true">⚠ </span>
      {t("banks.unaccounted", { amount: formatSignedDollars(cents) })}
    </span>
  );
}

function BankRow({ bank }: { bank: TableBank }) {
  const { t } = useTranslation("reports");
  const [open, setOpen] = useState(false);
  const off = bank.difference_cents !== null && bank.difference_cents !== 0;
  const movesId = `bank-moves-${bank.table_id}`;
  return (
    <Fragment>
      <Table.Tr data-table={bank.table_id} data-state={off ? "unaccounted" : bank.difference_cents === null ? "open" : "even"} className={off ? "over-row" : undefined}>
        <Table.Th scope="row">{bank.table}</Table.Th>
        <Table.Td className="num-cell" data-field="opener">
          <Maybe cents={bank.opener_cents} none={t("banks.notEntered")} />
        </Table.Td>
        <Table.Td className="num-cell" data-field="fills">
          <Money cents={bank.fills_cents} />
        </Table.Td>
        <Table.Td className="num-cell" data-field="credits">
          <Money cents={bank.credits_cents} />
        </Table.Td>
        <Table.Td className="num-cell" data-field="closer">
          <Maybe cents={bank.closer_cents} none={t("banks.notEntered")} />
        </Table.Td>
        <Table.Td className="num-cell" data-field="win">
          <Maybe cents={bank.win_cents} signed none="–" />
        </Table.Td>
        <Table.Td className="num-cell" data-field="logged">
          <span className="num">{formatSignedDollars(bank.logged_cents)}</span>
        </Table.Td>
        <Table.Td className="num-cell" data-field="difference">
          <Difference cents={bank.difference_cents} />
        </Table.Td>
        <Table.Td className="screen-only">
          {bank.moves.length === 0 ? (
            <span className="muted small">{t("banks.noMoves")}</span>
          ) : (
            <Button size="xs" variant="default" aria-expanded={open} aria-controls={open ? movesId : undefined} onClick={() => setOpen(!open)}>
              {open ? t("banks.hideMoves") : t("banks.movesCount", { total: bank.moves.length })}{" "}
              <span className="visually-hidden">{t("banks.ofTable", { table: bank.table })}</span>
            </Button>
          )}
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr className="drill-row screen-only">
          <Table.Td colSpan={9} id={movesId}>
            <MovesList bank={bank} />
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}

/** A bank's moves as recorded, oldest first: what, how much, who brought, who received, when. */
function MovesList({ bank }: { bank: TableBank }) {
  const { t } = useTranslation("reports");
  const titleId = `bank-moves-title-${bank.table_id}`;
  return (
    <>
      <Text size="sm" fw={600} id={titleId}>
        {t("banks.movesTitle", { table: bank.table })}
      </Text>
      <Table className="bank-moves" withTableBorder verticalSpacing={2} horizontalSpacing="xs" aria-labelledby={titleId}>
        <ColumnHeads
          columns={[
            t("banks.when"),
            t("banks.move"),
            { label: t("banks.amount"), className: "num-cell" },
            t("banks.broughtBy"),
            t("banks.receivedBy"),
            t("banks.recordedBy"),
            t("banks.reason"),
          ]}
        />
        <Table.Tbody>
          {bank.moves.map((m: BankMoveDto) => (
            <Table.Tr key={m.id} data-move={m.id}>
              <Table.Td data-field="at">{dateTimeText(m.at)}</Table.Td>
              <Table.Th scope="row" data-field="kind">
                {kindLabel(m.kind)}
              </Table.Th>
              <Table.Td className="num-cell" data-field="amount">
                <Money cents={m.amount_cents} />
              </Table.Td>
              <Table.Td data-field="brought-by">{m.brought_by}</Table.Td>
              <Table.Td data-field="received-by">{m.received_by}</Table.Td>
              <Table.Td data-field="recorded-by">{m.recorded_by}</Table.Td>
              <Table.Td data-field="reason">{m.reason ?? ""}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

/** Active staff, by name, as a list's choices (the first one: none chosen yet). */
function staffChoices(staff: StaffDto[] | undefined) {
  const active = (staff ?? []).filter((s) => s.active).sort((a, b) => a.name.localeCompare(b.name));
  return [
    { value: "", label: t("reports:banks.choose") },
    ...active.map((s) => ({ value: String(s.id), label: t("reports:banks.person", { name: s.name, role: t(ROLE[s.role]) }) })),
  ];
}

/** The form of a move; the reason is needed when an opener or a closer is entered again (`banks`). */
function moveSchema(banks: TableBank[]) {
  return z
    .object({
      table: z.string().min(1, fieldError(() => t("reports:banks.chooseTable"))),
      kind: z.enum(["opener", "fill", "credit", "closer"]),
      amount: dollarsText(() => t("reports:banks.amountRequired")),
      brought_by: z.string().min(1, fieldError(() => t("reports:banks.chooseBroughtBy"))),
      received_by: z.string().min(1, fieldError(() => t("reports:banks.chooseReceivedBy"))),
      reason: z.string().trim().max(500, fieldError(() => t("reports:banks.reasonLong"))),
    })
    .superRefine((v, ctx) => {
      if (v.brought_by !== "" && v.brought_by === v.received_by) {
        ctx.addIssue({
          code: "custom",
          path: ["received_by"],
          message: t("reports:banks.twoPeople"),
        });
      }
      const bank = banks.find((b) => String(b.table_id) === v.table);
      if (entersAgain(bank, v.kind) && v.reason === "") {
        ctx.addIssue({ code: "custom", path: ["reason"], message: t(v.kind === "closer" ? "reports:banks.closerAgain" : "reports:banks.openerAgain") });
      }
    });
}
type MoveValues = z.input<ReturnType<typeof moveSchema>>;

/**
 * Records one move of a table bank's chips: the table, what kind, how much, who brought it and
 * who received it (two people), and a reason when an opener or a closer is entered again. The
 * room's refusal is said beside the button, chosen by its code.
 */
function BankMoveForm({ shiftId, banks, tables }: { shiftId: number; banks: TableBank[]; tables: { id: number; name: string }[] }) {
  const { t } = useTranslation("reports");
  const record = useRecordBankMove();
  const staff = useStaffList();
  const [done, setDone] = useState<string | null>(null);
  const schema = useMemo(() => moveSchema(banks), [banks]);
  const first = banks[0]?.table_id ?? tables[0]!.id;
  const form = useForm<MoveValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      table: String(first),
      // A table whose opener is in gets fills next; any other, its opener first.
      kind: entersAgain(banks.find((b) => b.table_id === first), "opener") ? "fill" : "opener",
      amount: "",
      brought_by: "",
      received_by: "",
      reason: "",
    },
  });
  const errors = form.formState.errors;
  const people = useMemo(() => staffChoices(staff.data), [staff.data, t]);
  const [table, kind] = [form.watch("table"), form.watch("kind")];
  const again = entersAgain(banks.find((b) => String(b.table_id) === table), kind);
  const changed = () => {
    setDone(null);
    record.reset();
  };
  const submit = form.handleSubmit((v) => {
    const move = {
      shift_id: shiftId,
      table_id: Number(v.table),
      kind: v.kind,
      amount_cents: parseDollars(v.amount)!,
      brought_by: Number(v.brought_by),
      received_by: Number(v.received_by),
      reason: v.reason.trim() === "" ? null : v.reason.trim(),
    };
    record.mutate([move], {
      onSuccess: () => {
        const name = (id: number) => staff.data?.find((s) => s.id === id)?.name ?? t("banks.staff", { id });
        const tableName = tables.find((x) => x.id === move.table_id)?.name ?? t("banks.tableNo", { id: move.table_id });
        setDone(
          t(RECORDED[move.kind], {
            table: tableName,
            amount: formatDollars(move.amount_cents),
            brought: name(move.brought_by),
            received: name(move.received_by),
          }),
        );
        form.reset({ ...v, amount: "", reason: "" });
      },
    });
  });
  return (
    <form id="bank-move-form" className="bank-move-form screen-only" noValidate onSubmit={submit} onChange={changed} aria-labelledby="bank-move-title">
      <Text size="sm" fw={700} id="bank-move-title" mt="sm">
        {t("banks.formTitle")}
      </Text>
      <Text size="xs" id="bank-move-help" mb={2}>
        {t("banks.help", { kinds: BANK_KINDS.map((k) => `${kindLabel(k)}: ${kindWhat(k)}`).join("; ") })}
      </Text>
      {staff.error && <Refusal id="bank-move-staff-error" error={staff.error} />}
      <Group gap="xs" align="flex-start" wrap="wrap">
        <FormSelect
          control={form.control}
          name="table"
          id="bank-move-table"
          label={t("banks.table")}
          size="sm"
          w={110}
          data={tables.map((t) => ({ value: String(t.id), label: t.name }))}
          onPick={changed}
          error={errors.table?.message}
        />
        <FormSelect
          control={form.control}
          name="kind"
          id="bank-move-kind"
          label={t("banks.move")}
          size="sm"
          w={110}
          data={BANK_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))}
          onPick={changed}
        />
        <TextInput
          id="bank-move-amount"
          label={t("banks.amount")}
          size="sm"
          w={120}
          inputMode="decimal"
          autoComplete="off"
          leftSection={<span aria-hidden="true">$</span>}
          error={errors.amount?.message}
          {...form.register("amount")}
        />
        <FormSelect
          control={form.control}
          name="brought_by"
          id="bank-move-brought-by"
          label={t("banks.broughtBy")}
          size="sm"
          w={160}
          data={people}
          onPick={changed}
          error={errors.brought_by?.message}
        />
        <FormSelect
          control={form.control}
          name="received_by"
          id="bank-move-received-by"
          label={t("banks.receivedBy")}
          size="sm"
          w={160}
          data={people}
          onPick={changed}
          error={errors.received_by?.message}
        />
        <TextInput
          id="bank-move-reason"
          label={t("banks.reason")}
          size="sm"
          w={200}
          placeholder={again ? t(kind === "closer" ? "banks.whyCloserAgain" : "banks.whyOpenerAgain") : t("banks.onlyAgain")}
          withAsterisk={again}
          required={again}
          error={errors.reason?.message}
          {...form.register("reason")}
        />
        <CommandButton type="submit" size="sm" mt={25} command={record} refusalId="bank-move-refusal">
          {t("banks.record")}
        </CommandButton>
      </Group>
      <Refusal id="bank-move-refusal" error={record.error} />
      <div aria-live="polite">
        {done && (
          <Text size="sm" fw={600} id="bank-move-done" mt={4}>
            <span aria-hidden="true">✓ </span>
            {done}
          </Text>
        )}
      </div>
    </form>
  );
}
