import type { ReactNode } from "react";
import { Button, Group, type MantineColor, type MantineSize } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { IpcError } from "../api";
import type { RefusalAbout } from "../lib/refusals";
import { Refusal } from "./Refusal";

/**
 * A dialog's last row: the room's refusal (when `refusalId` is given and there is one), then the
 * way out (`cancel`, "Cancel" unless said) and the button that acts (`children`), which submits
 * the form unless it has an `onClick` and points at the refusal while it stands. `command`: the
 * room command the button sends, whose refusal (`error`) and progress (`loading`) the row shows;
 * `about`, the refusal's place and names (`refusalWords`).
 */
export function DialogActions({
  refusalId,
  command,
  error = command?.error ?? null,
  about,
  size = "lg",
  cancel,
  onCancel,
  focusCancel,
  children,
  onClick,
  loading = command?.isPending,
  disabled,
  color,
}: {
  refusalId?: string;
  command?: { error: IpcError | null; isPending: boolean };
  error?: IpcError | null;
  about?: RefusalAbout;
  /** The buttons' size: "lg" unless said; null, Mantine's own (the reports' dialogs). */
  size?: MantineSize | null;
  cancel?: string;
  onCancel: () => void;
  focusCancel?: boolean;
  children: ReactNode;
  onClick?: () => void;
  loading?: boolean;
  disabled?: boolean;
  color?: MantineColor;
}) {
  const { t } = useTranslation();
  return (
    <>
      {refusalId && <Refusal id={refusalId} error={error} about={about} />}
      <Group justify="flex-end" gap="sm">
        <Button size={size ?? undefined} variant="default" onClick={onCancel} data-autofocus={focusCancel || undefined}>
          {cancel ?? t("cancel")}
        </Button>
        <Button
          size={size ?? undefined}
          type={onClick ? "button" : "submit"}
          color={color}
          disabled={disabled}
          loading={loading}
          aria-describedby={refusalId && error ? refusalId : undefined}
          onClick={onClick}
        >
          {children}
        </Button>
      </Group>
    </>
  );
}

/**
 * A dialog's one button (`label`, "Done" unless said), where nothing is left to do: once the
 * thing is `done` it stands out and takes the focus; else it is the plain way out.
 */
export function DialogDone({ label, onClose, done = false }: { label?: string; onClose: () => void; done?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button size="lg" variant={done ? undefined : "default"} onClick={onClose} data-autofocus={done || undefined}>
        {label ?? t("done")}
      </Button>
    </Group>
  );
}
