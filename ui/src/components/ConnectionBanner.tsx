import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useConnection, type Connection } from "../api";
import { t } from "../i18n";
import { clockTime } from "../lib/time";

/** "21:40", or null when there is no time or it is not a room time. */
function sinceTime(since: string | null): string | null {
  if (!since) return null;
  try {
    return clockTime(since);
  } catch {
    return null;
  }
}

/** The banner's words: what is lost, since when, and what that means for what is entered. */
export function lostWords(c: Connection): string {
  const time = sinceTime(c.since);
  return time === null ? t("common:connection.lost") : t("common:connection.lostSince", { time });
}

/**
 * The database server cannot be reached: a banner on every screen, from the moment the shell
 * says so or a command fails for it (`db_offline`) until the connection is back. Its height is
 * given to the page as `--connection-banner-height`, so the console still fits the screen.
 */
export function ConnectionBanner() {
  const c = useConnection();
  if (c.online) return null;
  return <Lost connection={c} />;
}

function Lost({ connection: c }: { connection: Connection }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement.style;
    // Its height and the space below it: what the screen under it gives up.
    const measure = () => root.setProperty("--connection-banner-height", `${el.offsetHeight + (parseFloat(getComputedStyle(el).marginBottom) || 0)}px`);
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => {
      watch.disconnect();
      root.removeProperty("--connection-banner-height");
    };
  }, []);
  return (
    <div ref={ref} id="connection-banner" className="connection-banner" role="alert" data-since={c.since ?? undefined}>
      <p className="connection-lost">{lostWords(c)}</p>
      {(c.location || c.reason) && (
        <div className="connection-meta">
          {c.location && (
            <span>
              {t("connection.database")} <span id="connection-location">{c.location}</span>
            </span>
          )}
          {c.reason && (
            <details className="connection-detail">
              <summary>{t("connection.detailsForSupport")}</summary>
              <span className="detail">{c.reason}</span>
            </details>
          )}
        </div>
      )}
    </div>
  );
}
