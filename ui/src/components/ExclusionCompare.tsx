// The photo comparison at seating: the room refused a seat with `possible_self_exclusion` (the
// name, and the date of birth where both are known, are a Bureau notice's). The notice (its
// photo, name, date of birth, term, descriptors and reference) is shown beside the player being
// seated, and the floor decides: not this person (the same seat is asked again saying so), or
// this person (a registered player is self-excluded at once; a walk-in is simply not seated).
import { useEffect, useRef, useState } from "react";
import { Button, Group, Loader, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useConfirmExclusion, useNoticePhoto, usePlayer, usePossibleNotice, type IpcError, type NoticeView } from "../api";
import { refusalWords } from "../lib/refusals";
import { dateText, roomTimeAt } from "../lib/time";
import { RedAlert } from "./RedAlert";
import { Refusal } from "./Refusal";
import "./exclusionCompare.css";

/** A day as typed (`1970-05-31`) as the screens write a date: `31 May 1970`. */
export function dayWords(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? dateText(roomTimeAt(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12).getTime())) : day;
}

/** A notice's photo, read apart (null: none came with it), as large as a face needs to be compared. */
export function NoticePhoto({ notice, size = "md" }: { notice: NoticeView; size?: "sm" | "md" }) {
  const { t } = useTranslation("players");
  const photo = useNoticePhoto(notice.has_photo ? notice.id : null);
  const className = `notice-photo notice-photo-${size}`;
  if (!notice.has_photo) {
    return (
      <div className={`${className} notice-photo-none`} data-field="photo">
        <Text size="sm">{t("notices.noPhoto")}</Text>
      </div>
    );
  }
  if (photo.data) return <img className={className} data-field="photo" src={photo.data} alt={t("notices.photoOf", { name: notice.name, reference: notice.reference })} />;
  return (
    <div className={className} data-field="photo">
      {photo.isError ? <Text size="sm">{refusalWords(photo.error)}</Text> : <Loader size="sm" aria-label={t("notices.readingPhoto")} />}
    </div>
  );
}

/** What the Bureau's notice says of the patron: name, date of birth, term, descriptors, reference. */
export function NoticeFacts({ notice }: { notice: NoticeView }) {
  const { t } = useTranslation("players");
  return (
    <dl className="notice-facts">
      <dt>{t("fields.name")}</dt>
      <dd data-field="name">{notice.name}</dd>
      <dt>{t("fields.birthDate")}</dt>
      <dd data-field="birth-date">{notice.birth_date ? dayWords(notice.birth_date) : t("card.none")}</dd>
      <dt>{t("notices.term")}</dt>
      <dd data-field="term">{t(`notices.terms.${notice.term}`, { from: dayWords(notice.starts_on) })}</dd>
      <dt>{t("notices.descriptors")}</dt>
      <dd data-field="descriptors">{notice.descriptors ?? t("card.none")}</dd>
      <dt>{t("notices.reference")}</dt>
      <dd data-field="reference">{notice.reference}</dd>
    </dl>
  );
}

type Props = {
  id: string;
  /** The refusal (`possible_self_exclusion`): its words, and the room's under "Details". */
  error: IpcError;
  /** The name typed at the seat (a walk-in's), and the registered player's number, if any. */
  name: string;
  number: string | null;
  /** Not this person: the same seat asked again, saying the notice was compared. */
  onNotThePatron: (noticeId: number) => void;
  /** The seat being asked again. */
  seating: boolean;
};

/** The notice beside the player being seated, and the floor's two decisions. */
export function ExclusionCompare({ id, error, name, number, onNotThePatron, seating }: Props) {
  const { t } = useTranslation("players");
  const asked = usePossibleNotice(number === null ? name : null, number, true);
  const player = usePlayer(number).data;
  const confirm = useConfirmExclusion();
  const [walkInRefused, setWalkInRefused] = useState(false);
  const notice = asked.data ?? null;
  const decided = confirm.isSuccess || walkInRefused;
  // The comparison is what the floor must see now: brought into view in the dialog once read.
  const sides = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) sides.current?.scrollIntoView?.({ block: "start" });
  }, [notice?.id]);
  return (
    <RedAlert id={id} error={error} className="refusal exclusion-compare" p="xs" title={t("compare.heading")}>
      <Text size="sm" fw={600} data-field="heading">
        {refusalWords(error)}
      </Text>
      {asked.isPending && <Loader size="sm" aria-label={t("compare.reading")} />}
      {asked.isError && <Refusal id={`${id}-read`} error={asked.error} />}
      {asked.isSuccess && notice === null && (
        <Text size="sm" id={`${id}-gone`}>
          {t("compare.gone")}
        </Text>
      )}
      {notice && (
        <>
          <div className="compare-sides" ref={sides}>
            <section className="compare-side" aria-labelledby={`${id}-notice`} data-side="notice" data-notice={notice.id}>
              <Text fw={700} size="sm" id={`${id}-notice`}>
                {t("compare.notice")}
              </Text>
              <div className="compare-body">
                <NoticePhoto notice={notice} />
                <NoticeFacts notice={notice} />
              </div>
            </section>
            <section className="compare-side" aria-labelledby={`${id}-seating`} data-side="player">
              <Text fw={700} size="sm" id={`${id}-seating`}>
                {t("compare.seating")}
              </Text>
              <dl className="notice-facts">
                <dt>{t("fields.name")}</dt>
                <dd data-field="name">{player?.name ?? (name || t("card.none"))}</dd>
                <dt>{t("fields.number")}</dt>
                <dd data-field="number">{number === null ? t("compare.walkIn") : `#${number}`}</dd>
                {number !== null && (
                  <>
                    <dt>{t("fields.birthDate")}</dt>
                    <dd data-field="birth-date">{player?.birth_date ? dayWords(player.birth_date) : t("card.none")}</dd>
                  </>
                )}
              </dl>
              <Text size="sm" className="compare-ask">
                {t("compare.ask")}
              </Text>
            </section>
          </div>
          {decided ? (
            <Text size="sm" fw={700} id={`${id}-decided`} role="status" c="var(--cr-bad)">
              {confirm.isSuccess ? t("compare.confirmed", { name: confirm.data.name }) : t("compare.walkInRefused", { reference: notice.reference })}
            </Text>
          ) : (
            <>
              <Refusal id={`${id}-confirm-refusal`} error={confirm.error} />
              <Group gap="sm" mt="xs" mb="sm" wrap="wrap">
                <Button id={`${id}-not-patron`} variant="default" size="md" loading={seating} disabled={confirm.isPending} onClick={() => onNotThePatron(notice.id)}>
                  {t("compare.notThePatron")}
                </Button>
                <Button
                  id={`${id}-is-patron`}
                  color="red.9"
                  size="md"
                  loading={confirm.isPending}
                  disabled={seating}
                  onClick={() => (number === null ? setWalkInRefused(true) : confirm.mutate([notice.id, number]))}
                >
                  {t("compare.isThePatron")}
                </Button>
              </Group>
            </>
          )}
        </>
      )}
    </RedAlert>
  );
}
