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
  const legal = box.legal;
  switch (legal.type) {
    case "deal_player":
      return (
        <CardPicker
          key={seq}
          deck={deck}
          min={5}
          allowUnknown
          label={`The player's five cards (seat ${box.seat} ${box.player})`}
          submitLabel={(c) => `Deal ${c.length ? c.join(" ") : "…"} to the player`}
          busy={busy}
          onSubmit={(cards) => act({ type: "deal_player", cards })}
          extra={
            <KeyButton hotkey="D" variant="default" data-action="deal-down" disabled={busy} onClick={() => act({ type: "deal_player", cards: five() })}>
              Five not seen
            </KeyButton>
          }
        />
      );
    case "deal_dealer":
      return (
        <div className="banked-actions-col">
          <KeyButton hotkey="D" big color="felt" data-action="deal-dealer-down" disabled={busy} onClick={() => act({ type: "deal_dealer", cards: five() })}>
            Dealer's five, face down
          </KeyButton>
          <CardPicker key={seq} deck={deck} min={5} allowUnknown label="Or the dealer's five cards, if seen" submitLabel={(c) => `Deal the dealer ${c.join(" ") || "…"}`} busy={busy} onSubmit={(cards) => act({ type: "deal_dealer", cards })} />
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
      return <CardPicker key={seq} deck={deck} min={5} allowUnknown={false} label="The dealer's five cards, face up" submitLabel={(c) => `Reveal ${c.join(" ") || "…"}`} busy={busy} onSubmit={(cards) => act({ type: "reveal_dealer", cards })} />;
    case "dealer_exchange":
      return <DealerExchange key={seq} cards={box.dealer_cards} plan={legal.plan} deck={deck} busy={busy} exchange={(discard, draw) => act({ type: "dealer_exchange", discard, draw })} />;
    case "show_player":
      return <CardPicker key={seq} deck={deck} min={5} allowUnknown={false} label="The player's final five cards" submitLabel={(c) => `Show ${c.join(" ") || "…"}`} busy={busy} onSubmit={(cards) => act({ type: "show_player", cards })} />;
    case "settle":
      return (
        <KeyButton hotkey="S" big color="felt" data-action="settle" disabled={busy} onClick={() => act({ type: "settle" })}>
          Settle{box.if_settled ? `: player ${signed(box.if_settled.player_net)}` : ""}
        </KeyButton>
      );
    case "over":
      return null;
  }
}
