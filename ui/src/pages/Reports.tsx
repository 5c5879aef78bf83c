export function ReportsPage() {
  return (
    <section>
      <h1>Reports</h1>
      <p className="empty">
        No shifts have been recorded. End-of-shift collection reports arrive with the floor
        operations release.
      </p>
    </section>
  );
}
