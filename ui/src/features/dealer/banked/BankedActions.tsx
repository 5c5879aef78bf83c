import { useTranslation } from "react-i18next";
import type { BankedBox, JokerDrawAction } from "../../../api";
import { CardPicker, UNKNOWN, type Deck } from "../../../components/cards";
import { KeyButton } from "../pan/KeyButton";
import { DealerExchange } from "./DealerExchange";
import { PlayerDecision } from "./PlayerDecision";
import { signed } from "../../../lib/bankedWords";

type Props = { box: BankedBox; deck: Deck; act: (a: JokerDrawAction) => void; busy: boolean; seq: number };

const five = () => Array.from({ length: 5 }, () => UNKNOWN);

/** The one entry the box takes next (`legal`), and only its controls. */
export function BankedActions({ box, deck, act, busy, seq }: Props) {
  const { t } = useTranslation("dealer");
  const legal = box.legal;
  switch (legal.type) {
    case "deal_player":
      return (
        <CardPicker
          key={seq}
          deck={deck}
          min={5}
          allowUnknown
          label={t("banked.actions.playerCards", { seat: box.seat, player: box.player })}
          submitLabel={(c) => t("banked.actions.dealPlayer", { cards: c.length ? c.join(" ") : "…" })}
          busy={busy}
          onSubmit={(cards) => act({ type: "deal_player", cards })}
          extra={
            <KeyButton hotkey="D" variant="default" data-action="deal-down" disabled={busy} onClick={() => act({ type: "deal_player", cards: five() })}>
              {t("banked.actions.fiveUnseen")}
            </KeyButton>
          }
        />
      );
    case "deal_dealer":
      return (
        <div className="banked-actions-col">
          <KeyButton hotkey="D" big color="felt" data-action="deal-dealer-down" disabled={busy} onClick={() => act({ type: "deal_dealer", cards: five() })}>
            {t("banked.actions.dealerDown")}
          </KeyButton>
          <CardPicker key={seq} deck={deck} min={5} allowUnknown label={t("banked.actions.dealerCards")} submitLabel={(c) => t("banked.actions.dealDealer", { cards: c.join(" ") || "…" })} busy={busy} onSubmit={(cards) => act({ type: "deal_dealer", cards })} />
        </div>
      );
    case "decide":
      return (
        <PlayerDecision
          key={seq}
          cards={box.player_cards}
          exchange={legal.exchange}
          bet={legal.bet}
          deck={deck}
          busy={busy}
          fold={() => act({ type: "fold" })}
          makeBet={() => act({ type: "bet" })}
          swap={(discard, draw) => act({ type: "exchange", discard, draw })}
        />
      );
    case "reveal_dealer":
      return <CardPicker key={seq} deck={deck} min={5} allowUnknown={false} label={t("banked.actions.revealLabel")} submitLabel={(c) => t("banked.actions.reveal", { cards: c.join(" ") || "…" })} busy={busy} onSubmit={(cards) => act({ type: "reveal_dealer", cards })} />;
    case "dealer_exchange":
      return <DealerExchange key={seq} cards={box.dealer_cards} plan={legal.plan} deck={deck} busy={busy} exchange={(discard, draw) => act({ type: "dealer_exchange", discard, draw })} />;
    case "show_player":
      return <CardPicker key={seq} deck={deck} min={5} allowUnknown={false} label={t("banked.actions.showLabel")} submitLabel={(c) => t("banked.actions.show", { cards: c.join(" ") || "…" })} busy={busy} onSubmit={(cards) => act({ type: "show_player", cards })} />;
    case "settle":
      return (
        <KeyButton hotkey="S" big color="felt" data-action="settle" disabled={busy} onClick={() => act({ type: "settle" })}>
          {box.if_settled ? t("banked.actions.settleNet", { net: signed(box.if_settled.player_net) }) : t("banked.actions.settle")}
        </KeyButton>
      );
    case "over":
      return null;
  }
}
