/** The hand history: browse hands by shift, table and dealer; step through one. */
export function HistoryPage({ handId }: { handId: number | null }) {
  return <h1 id="history-title">Hand history {handId ?? ""}</h1>;
}
