import type { ComponentProps } from "react";
import { CommandButton } from "../../components/CommandButton";

/** The lists' plain button that sends a room command: a 44 px touch target, quiet beside the main one. */
export function QuietCommand(props: ComponentProps<typeof CommandButton>) {
  return <CommandButton size="md" h={44} variant="default" {...props} />;
}
