export function FloorPage() {
  return (
    <section>
      <h1>Floor</h1>
      <p className="empty">
        No tables are open. Opening tables, seating players and the status board come with the
        floor operations release; until then, the collection rates are under Settings.
      </p>
    </section>
  );
}
