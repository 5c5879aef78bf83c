export function TablePage() {
  return (
    <section>
      <h1>Table</h1>
      <p className="empty">
        No table is selected. Logging hands action by action arrives with the rules engine and
        floor operations releases.
      </p>
    </section>
  );
}
