import { useTranslation } from "react-i18next";
import { RefusalAlert } from "../../components/RefusalAlert";
import { useLastCommand, type LastCommandStore } from "./useConsoleCommands";
import { consoleRefusalHeading } from "./words";

/**
 * A refused action, said plainly: what it means (chosen by `code`) and the engine's own sentence
 * ("Seat 4 must call 20.00 or raise to at least 40.00"). Nothing changed: the hand is as shown.
 * The server out of reach reads "Not saved: connection lost".
 */
export function ConsoleRefusal({ last }: { last: LastCommandStore }) {
  // Drawn again when the language changes.
  useTranslation("dealer");
  const { error } = useLastCommand(last);
  if (!error) return null;
  return <RefusalAlert id="console-refusal" className="console-refusal" error={error} heading={consoleRefusalHeading(error)} />;
}
