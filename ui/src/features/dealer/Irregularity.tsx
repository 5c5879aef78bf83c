import { useState } from "react";
import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CardPicker, type Deck } from "../../components/cards";
import type { SeatRow } from "./seats";
import type { ConsoleCommands } from "./useConsoleCommands";
import { seatName } from "./words";

export type IrregularityKind = "expose";

type Props = { kind: IrregularityKind; rows: SeatRow[]; deck: Deck; commands: ConsoleCommands; onDone: () => void };

/**
 * A draw game's irregularity, entered when it happens: a card the dealer exposed (the rules say
 * whether the seat keeps it). The engine decides whether it is allowed now and says why not.
 */
export function IrregularityPanel({ rows, deck, commands, onDone }: Props) {
  const { t } = useTranslation("dealer");
  const [seat, setSeat] = useState<number | null>(null);
  const inHand = rows.filter((r) => r.state === "in" || r.state === "all_in");
  const cancel = (
    <Button h={48} variant="default" onClick={onDone}>
      {t("irregularity.cancel")}
    </Button>
  );
  const seats = (
    <Group gap="xs" role="group" aria-label={t("irregularity.whose")}>
      {inHand.map((r) => (
        <Button key={r.seat} h={48} variant={seat === r.seat ? "filled" : "default"} aria-pressed={seat === r.seat} onClick={() => setSeat(r.seat)} data-irregular-seat={r.seat}>
          {seatName(r.seat, r.name)}
        </Button>
      ))}
    </Group>
  );
  return (
    <div className="step-panel step-cards">
      <div>
        <Text fw={600}>{t("irregularity.question")}</Text>
        {seats}
      </div>
      {seat !== null && (
        <CardPicker
          key={seat}
          deck={deck}
          min={1}
          allowUnknown={false}
          autoFocus
          label={t("irregularity.card", { seat })}
          submitLabel={(cards) => t("irregularity.submit", { cards: cards.join(" ") })}
          onSubmit={([card]) => {
            commands.act({ type: "expose", seat, card: card! });
            onDone();
          }}
          busy={commands.busy}
          extra={cancel}
        />
      )}
      {seat === null && cancel}
    </div>
  );
}
