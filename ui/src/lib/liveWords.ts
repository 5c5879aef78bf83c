// A table of words by code (a game's name, a street, a reason) whose every entry is read in the
// language of the screens at the moment it is read, never frozen at import: each entry is a
// getter that calls `t`.
import { resources } from "../i18n/resources";

/** The English texts of the common namespace: the codes a table of words has (its shape only). */
export const COMMON = resources.en.common;

/**
 * A read-only table with an entry for every key of `codes` (the English subtree that lists them:
 * the type checks it has every code), each said by `say` when it is read.
 */
export function liveWords<K extends string>(codes: Readonly<Record<K, unknown>>, say: (code: K) => string): Readonly<Record<K, string>> {
  const table = {} as Record<K, string>;
  for (const code of Object.keys(codes) as K[]) Object.defineProperty(table, code, { get: () => say(code), enumerable: true });
  return Object.freeze(table);
}
