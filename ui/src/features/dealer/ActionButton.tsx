import { forwardRef, type ReactNode } from "react";
import { Button, type ButtonProps } from "@mantine/core";

type Props = ButtonProps & {
  /** The key that does the same, shown on the button: "F", "C", "Ctrl+Z". */
  hotkey?: string;
  onClick?: () => void;
  children: ReactNode;
  "data-action"?: string;
  "aria-describedby"?: string;
  id?: string;
};

/** A console action: at least 64 px tall, its key shown on it (and told to assistive tech). */
export const ActionButton = forwardRef<HTMLButtonElement, Props>(function ActionButton({ hotkey, children, h = 64, className, ...rest }, ref) {
  return (
    <Button ref={ref} h={h} size="lg" className={className ? `action-button ${className}` : "action-button"} aria-keyshortcuts={hotkey} {...rest}>
      <ButtonFace hotkey={hotkey} keyClass="action-key" wordsClass="action-words">
        {children}
      </ButtonFace>
    </Button>
  );
});

/** A console button's face: its key (hidden from assistive tech, told by aria-keyshortcuts), then its words. */
export function ButtonFace({ hotkey, keyClass, wordsClass, children }: { hotkey?: string; keyClass: string; wordsClass: string; children: ReactNode }) {
  return (
    <>
      {hotkey && (
        <kbd className={keyClass} aria-hidden="true">
          {hotkey}
        </kbd>
      )}
      <span className={wordsClass}>{children}</span>
    </>
  );
}
