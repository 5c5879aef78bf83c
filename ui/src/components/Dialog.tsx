import { Modal, type ModalProps } from "@mantine/core";

const CLOSE = { "aria-label": "Close the dialog", size: "xl" } as const;

/** The app's dialog: centred under its title, with a large close button that says what it does. */
export function Dialog(modal: Pick<ModalProps, "opened" | "onClose" | "title" | "className" | "size" | "children">) {
  return <Modal closeButtonProps={CLOSE} centered {...modal} />;
}
