// A server's URL as typed in Settings → Database: pure helpers. The URL may hold a password;
// the screen never shows it back, and these keep it out of anything shown.
import { t } from "../i18n";

/** Whether `url` names a PostgreSQL server (as the shell reads it: `postgres://` or `postgresql://`). */
export function isServerUrl(url: string): boolean {
  return /^postgres(?:ql)?:\/\//i.test(url.trim());
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The secrets `url` holds: the password after the role (`postgres://role:PASSWORD@host`) and a
 * `password=` parameter, each as typed and decoded. Empty when it holds none.
 */
export function secretsOf(url: string): string[] {
  const found: string[] = [];
  const rest = url.trim().replace(/^[a-z]+:\/\//i, "");
  // The role and password end at the last "@" before the parameters.
  const beforeQuery = rest.split("?")[0] ?? "";
  const at = beforeQuery.lastIndexOf("@");
  if (at > 0) {
    const userinfo = beforeQuery.slice(0, at);
    const colon = userinfo.indexOf(":");
    if (colon >= 0 && colon < userinfo.length - 1) found.push(userinfo.slice(colon + 1));
  }
  const query = url.split("?").slice(1).join("?");
  for (const pair of query.split("&")) {
    const [name, value] = pair.split("=", 2);
    if (name?.toLowerCase() === "password" && value) found.push(value);
  }
  const all = found.flatMap((s) => [s, decoded(s)]);
  // Longest first, so a secret holding another is hidden whole.
  return [...new Set(all)].filter((s) => s.length > 0).sort((a, b) => b.length - a.length);
}

/** `text` with every secret of `url` (and `url` itself) hidden: for a refusal's message shown on screen. */
export function withoutSecrets(text: string, url: string | null): string {
  if (!url) return text;
  let out = text;
  const typed = url.trim();
  const secrets = secretsOf(typed);
  if (secrets.length === 0) return out;
  if (typed.length > 0) out = out.split(typed).join(t("common:databaseUrl.typed"));
  for (const s of secrets) out = out.split(s).join("••••");
  return out;
}
