/** The shift's collection report: grid, charts, discrepancies, export, print, sign-off. */
export function ReportsPage() {
  return <h1 id="reports-title">Reports</h1>;
}
