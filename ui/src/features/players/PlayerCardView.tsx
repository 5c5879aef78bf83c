import { useState, type ReactNode } from "react";
import { Button, Loader, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useAnonymisePlayer, usePlayer, useSessionView, type PlayerCard, type RestrictionKind, type RestrictionView } from "../../api";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { ProblemAlert } from "../../components/ProblemAlert";
import { refusalWords } from "../../lib/refusals";
import { dateText, dateTimeText, roomTimeAt } from "../../lib/time";
import { LiftDialog } from "./LiftDialog";
import { PlayerComps } from "./PlayerComps";
import { PlayerDialog } from "./PlayerDialog";
import { RestrictDialog } from "./RestrictDialog";
import { StandingBadge } from "./StandingBadge";
import { dayText, kindWords, liftable, minutesWords, scopeWords, untilWords, whereWords } from "./words";

type Open = "edit" | RestrictionKind | "lift" | "anonymise" | null;

/**
 * A player's card: who he is (with his phone, notes and date of birth: the floor's and the
 * cage's only), whether he may play (the restriction in force in red, and every restriction
 * since he was registered), where he sits and his time today; the floor's actions on him.
 */
export function PlayerCardView({ number }: { number: string }) {
  const { t } = useTranslation("players");
  const card = usePlayer(number);
  if (card.isPending) return <Loader size="sm" aria-label={t("card.reading")} mt="md" />;
  if (card.isError) {
    return (
      <ProblemAlert id="player-card-error" error={card.error} title={t("card.readFailed")}>
        {refusalWords(card.error)}
      </ProblemAlert>
    );
  }
  return <CardView card={card.data} />;
}

function CardView({ card }: { card: PlayerCard }) {
  const { t } = useTranslation("players");
  const role = useSessionView().data?.staff?.role;
  const floor = role === "floor";
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const anonymise = useAnonymisePlayer();
  const anonymised = card.anonymised_at !== null;
  const kept = card.kept_from_play;
  const lift = liftable(card, roomTimeAt(Date.now()));
  const seated = card.seated.length > 0;
  // Newest first: what was recorded last is what the floor asks about.
  const history = [...card.restrictions].sort((a, b) => b.recorded_at.localeCompare(a.recorded_at) || b.id - a.id);
  return (
    <article className="player-card" aria-labelledby="player-card-title" data-player={card.number}>
      <div className="player-card-head">
        <div className="player-card-who">
          <Title order={2} size="h2" id="player-card-title">
            <span className="num muted">#{card.number}</span> {card.name}
          </Title>
          <Text size="sm" data-field="wall-name">
            {t("card.wallName", { name: card.wall_name })}
          </Text>
        </div>
        <StandingBadge card={card} />
      </div>

      {kept && <KeptFromPlay r={kept} />}

      {anonymised ? (
        <Text size="sm" fw={600} id="player-anonymised" mt="xs">
          {t("card.anonymised", { when: dateTimeText(card.anonymised_at!) })}
        </Text>
      ) : (
        <div className="player-actions" role="group" aria-label={t("card.actions", { name: card.name })}>
          <Button variant="default" aria-haspopup="dialog" onClick={() => setOpen("edit")} id="player-edit">
            {t("actions.edit")}
          </Button>
          {floor && (
            <>
              <Button variant="default" aria-haspopup="dialog" onClick={() => setOpen("barred")} id="player-bar" className="danger-outline">
                {t("actions.bar")}
              </Button>
              <Button variant="default" aria-haspopup="dialog" onClick={() => setOpen("self_restricted")} id="player-self-restrict">
                {t("actions.selfRestrict")}
              </Button>
              <Button variant="default" aria-haspopup="dialog" onClick={() => setOpen("self_excluded")} id="player-self-exclude">
                {t("actions.selfExclude")}
              </Button>
              {lift.any && lift.exclusion === null && (
                <Button variant="default" aria-haspopup="dialog" onClick={() => setOpen("lift")} id="player-lift">
                  {t("actions.lift")}
                </Button>
              )}
              <Button
                variant="default"
                aria-haspopup="dialog"
                onClick={() => setOpen("anonymise")}
                id="player-anonymise"
                disabled={seated || kept !== null}
                aria-describedby={seated || kept !== null ? "player-anonymise-why" : undefined}
              >
                {t("actions.anonymise")}
              </Button>
            </>
          )}
        </div>
      )}
      {!anonymised && floor && lift.exclusion && (
        <Text size="sm" id="player-lift-why" className="player-note">
          {t("card.exclusionStands", { until: untilWords(lift.exclusion) })}
        </Text>
      )}
      {!anonymised && floor && (seated || kept !== null) && (
        <Text size="sm" id="player-anonymise-why" className="player-note">
          {seated ? t("card.anonymiseSeated") : t("card.anonymiseKept")}
        </Text>
      )}

      <div className="player-card-body">
        <section aria-labelledby="player-facts-title">
          <Title order={3} size="h4" id="player-facts-title" mb={4}>
            {t("card.details")}
          </Title>
          <dl className="player-facts">
            <Fact name="number" label={t("fields.number")} value={<span className="num">{card.number}</span>} />
            <Fact name="name" label={t("fields.name")} value={card.name} />
            <Fact name="wall-name" label={t("fields.wallName")} value={card.wall_name} />
            <Fact name="birth-date" label={t("fields.birthDate")} value={card.birth_date ? dayText(card.birth_date) : t("card.none")} />
            <Fact name="phone" label={t("fields.phone")} value={card.phone ?? t("card.none")} />
            <Fact name="notes" label={t("fields.notes")} value={card.notes ?? t("card.none")} pre />
            <Fact name="where" label={t("card.where")} value={whereWords(card)} />
            <Fact name="today" label={t("card.today")} value={minutesWords(card.minutes_today)} />
            <Fact name="registered" label={t("card.registered")} value={dateText(card.created_at)} />
          </dl>
        </section>
        <section aria-labelledby="player-restrictions-title">
          <Title order={3} size="h4" id="player-restrictions-title" mb={4}>
            {t("card.restrictions")}
          </Title>
          {history.length === 0 ? (
            <Text size="sm" id="player-no-restrictions">
              {t("card.noRestrictions")}
            </Text>
          ) : (
            <ul className="restrictions" aria-labelledby="player-restrictions-title">
              {history.map((r) => (
                <Restriction key={r.id} r={r} />
              ))}
            </ul>
          )}
        </section>
      </div>

      {!anonymised && (
        <div className="player-card-body">
          <PlayerComps number={card.number} floor={floor} />
        </div>
      )}

      <PlayerDialog opened={open === "edit"} onClose={close} onDone={close} card={card} />
      {(open === "barred" || open === "self_restricted" || open === "self_excluded") && (
        <RestrictDialog key={open} kind={open} card={card} opened onClose={close} />
      )}
      {open === "lift" && <LiftDialog card={card} opened onClose={close} />}
      <ConfirmDialog
        opened={open === "anonymise"}
        onClose={() => {
          anonymise.reset();
          close();
        }}
        title={t("anonymise.title", { name: card.name, number: card.number })}
        refusalId="anonymise-refusal"
        keep={t("anonymise.keep")}
        command={anonymise}
        onConfirm={() => anonymise.mutate([card.number], { onSuccess: close })}
        confirm={t("anonymise.confirm")}
      >
        {t("anonymise.body")}
      </ConfirmDialog>
    </article>
  );
}

function Fact({ name, label, value, pre = false }: { name: string; label: string; value: ReactNode; pre?: boolean }) {
  return (
    <div className="player-fact">
      <dt>{label}</dt>
      <dd data-field={name} className={pre ? "pre" : undefined}>
        {value}
      </dd>
    </div>
  );
}

/** The restriction on play in force, said first and in red: what it is, until when, why, and who recorded it. */
function KeptFromPlay({ r }: { r: RestrictionView }) {
  const { t } = useTranslation("players");
  return (
    <div className="kept-from-play" role="note" id="player-kept" data-kind={r.kind} aria-labelledby="player-kept-title">
      <Text fw={800} size="lg" id="player-kept-title" c="var(--cr-bad)">
        <span aria-hidden="true">✕ </span>
        {t(`kept.${r.kind}`, { until: untilWords(r) })}
      </Text>
      <Text size="sm" data-field="reason">
        {t("restriction.reason", { reason: r.reason })}
      </Text>
      <Text size="sm" data-field="recorded">
        {t("restriction.recorded", { who: r.recorded_by, when: dateTimeText(r.recorded_at) })}
      </Text>
    </div>
  );
}

function Restriction({ r }: { r: RestrictionView }) {
  const { t } = useTranslation("players");
  return (
    <li className={r.in_force ? "restriction in-force" : "restriction"} data-restriction={r.id} data-in-force={r.in_force} data-kind={r.kind}>
      <div className="restriction-head">
        <strong data-field="kind">{kindWords(r.kind)}</strong>
        <span data-field="scope">{t("restriction.scope", { scope: scopeWords(r.scope) })}</span>
        {r.in_force && (
          <span className="restriction-tag in-force-tag" data-field="state">
            {t("restriction.inForce")}
          </span>
        )}
        {r.lifted_at !== null && (
          <span className="restriction-tag" data-field="state">
            {t("restriction.liftedTag")}
          </span>
        )}
      </div>
      <div data-field="reason">{t("restriction.reason", { reason: r.reason })}</div>
      <div data-field="span">{t("restriction.span", { from: dateTimeText(r.from_at), until: untilWords(r) })}</div>
      <div data-field="recorded" className="muted">
        {t("restriction.recorded", { who: r.recorded_by, when: dateTimeText(r.recorded_at) })}
      </div>
      {r.lifted_at !== null && (
        <div data-field="lifted">
          {t("restriction.lifted", { who: r.lifted_by ?? "—", when: dateTimeText(r.lifted_at), reason: r.lift_reason ?? "—" })}
        </div>
      )}
    </li>
  );
}
