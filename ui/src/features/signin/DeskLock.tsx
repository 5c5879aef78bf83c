import { useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Button, Text } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLockDesk, useLockOnRefusal, useStaffList, useUnlockDesk, type IpcError } from "../../api";
import { ProblemAlert } from "../../components/ProblemAlert";
import { roleName } from "../../lib/access";
import { refusalWords } from "../../lib/refusals";
import { useSession } from "../../lib/session";
import { clockTime } from "../../lib/time";
import { useIdle } from "../../lib/useIdle";
import { pinText, z } from "../../lib/zod";
import { t as translate } from "../../i18n";
import { PinPad } from "./PinPad";
import "./signin.css";

const schema = z.object({ pin: pinText(() => translate("signin:signIn.pinDigits")) });
type Values = z.input<typeof schema>;

/**
 * The desk's lock: after the house's idle time (`desk_lock_minutes`) with nobody at the
 * keyboard or the screen, the desk locks to the sign-in of the same person (the shell refuses
 * every command as them, `desk_locked`, until their PIN is typed). The screens stay mounted
 * beneath, out of sight and out of reach (`inert`), so whatever was typed in an open dialog is
 * there after the unlock. A desk the shell says is locked (a restart of the window) shows the
 * lock at once, and so does a command the shell refused as `desk_locked`. `shown` false: the lock waits (the wall board, a display for the players, stays
 * in view; leaving it shows the lock). `idle` false: the idle time does not lock it (a table
 * station signs out instead).
 */
export function DeskLock({ shown = true, idle = true }: { shown?: boolean; idle?: boolean }) {
  const { view } = useSession();
  const lock = useLockDesk();
  useLockOnRefusal();
  useIdle(view.desk_lock_minutes * 60_000, () => lock.mutate(), idle && !view.locked);
  return view.locked && shown ? <LockScreen /> : null;
}

/** The lock over the whole window, in a layer of its own above every dialog and notice. */
function LockScreen() {
  const { t } = useTranslation("signin");
  const { staff, view, signOut } = useSession();
  const unlock = useUnlockDesk();
  const list = useStaffList();
  const [layer] = useState(() => {
    const div = document.createElement("div");
    div.className = "desk-lock-layer";
    return div;
  });
  const pinRef = useRef<HTMLInputElement>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), reValidateMode: "onSubmit", defaultValues: { pin: "" } });
  const [refusal, setRefusal] = useState<IpcError | null>(null);
  const problem = form.formState.errors.pin?.message ?? null;
  // A locked account says until when, as the staff list reads it after the refusal.
  const lockedUntil = list.data?.find((s) => s.id === staff.id)?.locked_until;

  useLayoutEffect(() => shutAway(layer, pinRef), [layer]);

  const send = form.handleSubmit(({ pin }) => {
    setRefusal(null);
    unlock.mutate(pin, {
      onError: (error) => {
        form.setValue("pin", "");
        setRefusal(error);
        pinRef.current?.focus();
      },
    });
  });

  return createPortal(
    <div className="desk-lock" role="dialog" aria-modal="true" aria-labelledby="lock-title" id="desk-lock">
      <section className="gate-panel">
        <header className="gate-head">
          <span className="brand-name">{t("brand")}</span>
          <h1 id="lock-title">{t("lock.title")}</h1>
        </header>
        <form className="gate-body" onSubmit={(e) => void send(e)} noValidate>
          <div className="signin-columns">
            <div>
              <p className="lock-who" id="lock-who">
                {staff.name}
                <span className="lock-role">{roleName(staff.role)}</span>
              </p>
              <Text mb="lg">{t("lock.intro", { minutes: view.desk_lock_minutes })}</Text>
              <Button id="lock-someone-else" type="button" variant="default" size="lg" mih={48} onClick={signOut}>
                {t("lock.someoneElse")}
              </Button>
            </div>
            <div>
              <Controller
                control={form.control}
                name="pin"
                render={({ field }) => (
                  <PinPad
                    id="lock-pin"
                    label={t("lock.pinFor", { name: staff.name })}
                    value={field.value}
                    onChange={(pin) => {
                      field.onChange(pin);
                      setRefusal(null);
                    }}
                    inputRef={pinRef}
                  />
                )}
              />
              <Button id="lock-unlock" type="submit" fullWidth mt="md" className="signin-submit" h={64} fz={20} loading={unlock.isPending}>
                {t("lock.unlock")}
              </Button>
              <div aria-live="polite">
                {problem && (
                  <Text id="lock-problem" mt="sm" c="var(--cr-bad)" fw={600}>
                    {problem}
                  </Text>
                )}
                {refusal && (
                  <ProblemAlert
                    id="lock-refusal"
                    error={refusal}
                    title={refusalWords(refusal, { place: "unlock", until: lockedUntil ? t("signIn.lockedUntil", { time: clockTime(lockedUntil) }) : undefined })}
                  />
                )}
              </div>
            </div>
          </div>
        </form>
      </section>
    </div>,
    layer,
  );
}

/**
 * Puts `layer` over the window and everything else out of reach while it is shown: every other
 * part of the page (the app, an open dialog, a notice) is `inert`, so nothing beneath takes a
 * click, the focus or a key, and no screen's hotkey hears what is typed in the lock. When the
 * lock goes, all is given back as it was, the focus too (a dialog's field keeps what was typed).
 * Returns the undoing.
 */
function shutAway(layer: HTMLElement, focus: { current: HTMLInputElement | null }): () => void {
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.appendChild(layer);
  const shut = new Set<Element>();
  const close = (e: Element) => {
    if (e === layer || e.hasAttribute("inert")) return;
    e.setAttribute("inert", "");
    shut.add(e);
  };
  for (const e of document.body.children) close(e);
  // A dialog or notice opened beneath while locked is out of reach too.
  const watcher = new MutationObserver((changes) => {
    for (const c of changes) for (const n of c.addedNodes) if (n instanceof Element) close(n);
  });
  watcher.observe(document.body, { childList: true });
  // Keys typed in the lock stay in it; keys elsewhere (nothing focused) reach no screen.
  const keep = (e: KeyboardEvent) => e.stopPropagation();
  const outside = (e: KeyboardEvent) => {
    if (!(e.target instanceof Node && layer.contains(e.target))) e.stopPropagation();
  };
  layer.addEventListener("keydown", keep);
  layer.addEventListener("keyup", keep);
  window.addEventListener("keydown", outside, true);
  window.addEventListener("keyup", outside, true);
  focus.current?.focus();
  return () => {
    watcher.disconnect();
    layer.removeEventListener("keydown", keep);
    layer.removeEventListener("keyup", keep);
    window.removeEventListener("keydown", outside, true);
    window.removeEventListener("keyup", outside, true);
    for (const e of shut) e.removeAttribute("inert");
    layer.remove();
    if (before?.isConnected) before.focus();
  };
}
