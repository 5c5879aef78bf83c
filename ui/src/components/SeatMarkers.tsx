import { useTranslation } from "react-i18next";
import type { SeatDto } from "../api";

/**
 * One mark per seat of the table: filled when taken, a ring when free, `D` on the button. A
 * sentence says the same for a screen reader.
 */
export function SeatMarkers({ limit, seats, button }: { limit: number; seats: readonly SeatDto[]; button: number | null }) {
  const { t } = useTranslation();
  const taken = new Set(seats.map((s) => s.seat_no));
  const numbers = Array.from({ length: limit }, (_, i) => i + 1);
  const names = seats.map((s) => `${s.seat_no} ${s.player_name}`).join(", ");
  return (
    <div className="seat-markers">
      <span aria-hidden="true" className="seat-row">
        {numbers.map((n) => (
          <span key={n} className={taken.has(n) ? "seat taken" : "seat"} data-button={n === button || undefined}>
            {n === button ? t("seatMarkers.button") : n}
          </span>
        ))}
      </span>
      <span className="visually-hidden">
        {seats.length === 0 ? t("seatMarkers.nobody") : t("seatMarkers.seated", { names })}
        {button !== null && ` ${t("seatMarkers.buttonOn", { seat: button })}`}
      </span>
    </div>
  );
}
