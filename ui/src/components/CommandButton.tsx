import type { ComponentPropsWithoutRef } from "react";
import { Button, type ButtonProps } from "@mantine/core";
import type { IpcError } from "../api";

type Props = ButtonProps &
  Omit<ComponentPropsWithoutRef<"button">, keyof ButtonProps> & {
    /** The room command the button sends: the button is busy while it runs. */
    command: { isPending: boolean; error: IpcError | null };
    /** Where its refusal is shown: the button points at it while one stands. */
    refusalId: string;
  };

/** A button that sends a room command, busy while it runs and described by its refusal. */
export function CommandButton({ command, refusalId, ...rest }: Props) {
  return <Button loading={command.isPending} aria-describedby={command.error ? refusalId : undefined} {...rest} />;
}
