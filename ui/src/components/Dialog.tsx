import { Modal, type ModalProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The app's dialog: centred under its title, with a large close button that says what it does. */
export function Dialog(modal: Pick<ModalProps, "opened" | "onClose" | "title" | "className" | "size" | "children">) {
  const { t } = useTranslation();
  return <Modal closeButtonProps={{ "aria-label": t("dialog.close"), size: "xl" }} centered {...modal} />;
}
