import { useState } from "react";
import { FloorPage } from "./pages/Floor";
import { ReportsPage } from "./pages/Reports";
import { SettingsPage } from "./pages/Settings";
import { TablePage } from "./pages/Table";

const PAGES = [
  { id: "floor", label: "Floor", render: () => <FloorPage /> },
  { id: "table", label: "Table", render: () => <TablePage /> },
  { id: "reports", label: "Reports", render: () => <ReportsPage /> },
  { id: "settings", label: "Settings", render: () => <SettingsPage /> },
] as const;

type PageId = (typeof PAGES)[number]["id"];

export function App() {
  const [current, setCurrent] = useState<PageId>("floor");
  const page = PAGES.find((p) => p.id === current) ?? PAGES[0];
  return (
    <div className="shell">
      <nav className="nav" aria-label="Main">
        <div className="brand">Cardroom</div>
        {PAGES.map((p) => (
          <button
            key={p.id}
            id={`nav-${p.id}`}
            className={p.id === current ? "nav-item active" : "nav-item"}
            aria-current={p.id === current ? "page" : undefined}
            onClick={() => setCurrent(p.id)}
          >
            {p.label}
          </button>
        ))}
      </nav>
      <main className="content">{page.render()}</main>
    </div>
  );
}
