import { useState } from "react";
import { Button, Group, NativeSelect, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { usePullDealer, usePushDealer, useStaffList, type BoardTable, type FloorBoard } from "../../../api";
import { Refusal } from "../../../components/Refusal";

/**
 * Pushes a dealer into the box (active dealers not in a box at any table) and pulls the one
 * there. Pushing a dealer where one deals relieves that dealer.
 */
export function DealerControls({ table, board }: { table: BoardTable; board: FloorBoard }) {
  const { t: say } = useTranslation("floor");
  const staff = useStaffList();
  const push = usePushDealer();
  const pull = usePullDealer();
  const t = table.table;
  const inABox = new Set(board.tables.flatMap((x) => (x.dealer ? [x.dealer.id] : [])));
  const free = (staff.data ?? []).filter((s) => s.role === "dealer" && s.active && !inABox.has(s.id));
  const [chosen, setChosen] = useState<string>("");
  const dealerId = chosen !== "" && free.some((s) => String(s.id) === chosen) ? chosen : String(free[0]?.id ?? "");
  const error = push.error ?? pull.error;
  const id = `dealer-${t.id}`;
  const selectId = `${id}-select`;
  return (
    <Stack gap={4} className="dealer-controls">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <NativeSelect
          id={selectId}
          label={say("dealerControls.label", { table: t.name })}
          size="sm"
          value={dealerId}
          disabled={free.length === 0}
          onChange={(e) => {
            setChosen(e.currentTarget.value);
            push.reset();
            pull.reset();
          }}
          data={
            free.length === 0
              ? [{ value: "", label: staff.isPending ? say("dealerControls.readingStaff") : say("dealerControls.noneFree") }]
              : free.map((s) => ({ value: String(s.id), label: s.name }))
          }
        />
        <Button
          size="sm"
          disabled={dealerId === ""}
          loading={push.isPending}
          aria-describedby={error ? `${id}-refusal` : undefined}
          onClick={() => {
            pull.reset();
            push.mutate([t.id, Number(dealerId)]);
          }}
        >
          {table.dealer ? say("dealerControls.pushRelieves", { name: table.dealer.name }) : say("dealerControls.push")}
        </Button>
        {table.dealer && (
          <Button
            size="sm"
            variant="default"
            loading={pull.isPending}
            onClick={() => {
              push.reset();
              pull.mutate([t.id]);
            }}
          >
            {say("dealerControls.pull", { name: table.dealer.name })}
          </Button>
        )}
      </Group>
      <Refusal id={`${id}-refusal`} error={error} />
    </Stack>
  );
}
