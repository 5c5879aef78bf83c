import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@mantine/core";
import { useHotkeys } from "react-hotkeys-hook";
import { ButtonFace } from "../ActionButton";

type Props = Omit<ButtonProps, "children"> & {
  /** The key that does the same ("D"), shown on the button; never fires while typing in a field. */
  hotkey?: string;
  onClick: () => void;
  children: ReactNode;
  /** A main action: 64 px tall (the others 48). */
  big?: boolean;
  "data-action"?: string;
  "aria-pressed"?: boolean;
  "aria-label"?: string;
};

/**
 * A console button of the Pan and banked panels: at least 48 px tall (`.key-button` in
 * pan.css), 64 for a main action, its key shown on it and told to assistive tech. The key is
 * live only while the button is enabled.
 */
export function KeyButton({ hotkey, onClick, children, big = false, disabled, className, ...rest }: Props) {
  useHotkeys(hotkey ? hotkey.toLowerCase() : [], () => onClick(), { enabled: !!hotkey && !disabled, preventDefault: true }, [onClick, disabled]);
  return (
    <Button
      className={`key-button${className ? ` ${className}` : ""}`}
      data-big={big || undefined}
      size={big ? "lg" : "md"}
      disabled={disabled}
      aria-keyshortcuts={hotkey}
      onClick={onClick}
      {...rest}
    >
      <ButtonFace hotkey={hotkey} keyClass="key-hint" wordsClass="key-words">
        {children}
      </ButtonFace>
    </Button>
  );
}
