import { useEffect, useState } from "react";
import { Button, Group, Loader, Tabs, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { useFindPlayers, type IpcError, type PlayerCard } from "../../api";
import { ProblemAlert } from "../../components/ProblemAlert";
import { PLAYER_SEARCH_ID } from "../../lib/playerSearch";
import { refusalWords } from "../../lib/refusals";
import { PlayerCardView } from "./PlayerCardView";
import { PlayerDialog } from "./PlayerDialog";
import { IncidentsView, NoticesView } from "./NoticesView";
import { StandingBadge } from "./StandingBadge";
import { minutesWords, whereWords } from "./words";
import "./players.css";

/** How long the search waits after the last key before it asks the room. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The players' registry (the floor's and the cage's): "where is Tom?" found by name, wall name,
 * number or phone as it is typed (Enter opens the first found); each found with whether he may
 * play, where he sits and his time today; his card opened beside the list, with its actions.
 * A player is registered here too. Beside the registry: the Bureau's self-exclusion notices
 * (entered as they arrive, each with its photo) and the incidents of a patron found playing.
 */
export function PlayersPage() {
  const { t } = useTranslation("players");
  const [text, setText] = useState("");
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // Enter asks at once, whatever the debounce: the search it opens the first of.
  const [asked, setAsked] = useState<string | null>(null);
  const searched = (asked ?? debounced).trim();
  const found = useFindPlayers(searched);
  const [opened, setOpened] = useState<string | null>(null);
  const [openFirst, setOpenFirst] = useState(false);
  const [registering, setRegistering] = useState(false);
  const [view, setView] = useState<string | null>("players");
  // What this search found (the last one's stays shown, dimmed, while the next is read).
  const list = found.data && !found.isPlaceholderData ? found.data : null;
  const shown = found.data ?? null;

  // Enter: the first player found opens once the search it asked is read.
  useEffect(() => {
    if (!openFirst || searched === "" || !list) return;
    setOpenFirst(false);
    if (list[0]) setOpened(list[0].number);
  }, [openFirst, searched, list]);

  const type = (value: string) => {
    setText(value);
    setAsked(null);
  };
  const enter = () => {
    if (text.trim() === "") return;
    setAsked(text);
    setOpenFirst(true);
  };
  return (
    <section aria-labelledby="players-title" className="players">
      <Group justify="space-between" align="center" mb="sm">
        <Title order={1} id="players-title">
          {t("page.title")}
        </Title>
        <Button id="register-player-open" variant="default" aria-haspopup="dialog" onClick={() => setRegistering(true)}>
          {t("page.register")}
        </Button>
      </Group>
      <Tabs value={view} onChange={setView} keepMounted={false} className="players-views">
        <Tabs.List mb="sm">
          <Tabs.Tab value="players" id="players-view-players">
            {t("views.players")}
          </Tabs.Tab>
          <Tabs.Tab value="notices" id="players-view-notices">
            {t("views.notices")}
          </Tabs.Tab>
          <Tabs.Tab value="incidents" id="players-view-incidents">
            {t("views.incidents")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="notices">
          <NoticesView />
        </Tabs.Panel>
        <Tabs.Panel value="incidents">
          <IncidentsView />
        </Tabs.Panel>
        <Tabs.Panel value="players">
          <div className="players-layout">
            <div className="players-search">
              <TextInput
                id={PLAYER_SEARCH_ID}
                type="search"
                label={t("search.label")}
                description={t("search.hint")}
                size="md"
                autoComplete="off"
                spellCheck={false}
                // The screen opens for this search ("where is Tom?"), from the nav or "/" anywhere.
                autoFocus
                value={text}
                onChange={(e) => type(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    enter();
                  }
                }}
                rightSection={found.isFetching ? <Loader size="xs" aria-label={t("search.reading")} /> : null}
              />
              <Results text={searched} list={shown} reading={found.isPlaceholderData} error={found.error} opened={opened} onOpen={setOpened} />
            </div>
            <div className="players-card-area">
              {opened === null ? (
                <Text className="muted" id="no-player-open" mt="md">
                  {t("page.noneOpen")}
                </Text>
              ) : (
                <PlayerCardView key={opened} number={opened} />
              )}
            </div>
          </div>
        </Tabs.Panel>
      </Tabs>
      <PlayerDialog
        opened={registering}
        onClose={() => setRegistering(false)}
        onDone={(card) => {
          setRegistering(false);
          setOpened(card.number);
        }}
      />
    </section>
  );
}

/**
 * What the search found (`list`; `reading`: the last search's, while this one is read), or why
 * not: each player a button that opens his card.
 */
function Results({
  text,
  list,
  reading,
  error,
  opened,
  onOpen,
}: {
  text: string;
  list: PlayerCard[] | null;
  reading: boolean;
  error: IpcError | null;
  opened: string | null;
  onOpen: (number: string) => void;
}) {
  const { t } = useTranslation("players");
  if (text === "") {
    return null;
  }
  if (error) {
    return (
      <ProblemAlert id="players-search-error" error={error} title={t("search.failed")}>
        {refusalWords(error)}
      </ProblemAlert>
    );
  }
  if (!list) return null;
  return (
    <>
      <Text size="sm" id="players-found" aria-live="polite" mt="xs" mb={4} className="muted">
        {reading ? t("search.reading") : list.length === 0 ? t("search.none", { text }) : t("search.found", { count: list.length })}
      </Text>
      {list.length > 0 && (
        <ul className="players-results" aria-labelledby="players-found" aria-busy={reading || undefined} data-reading={reading || undefined}>
          {list.map((p) => (
            <li key={p.number}>
              <button
                type="button"
                className="player-result"
                data-player={p.number}
                aria-current={p.number === opened ? "true" : undefined}
                onClick={() => onOpen(p.number)}
              >
                <span className="player-result-head">
                  <span className="player-result-name">
                    <span className="num muted" data-field="number">
                      #{p.number}
                    </span>{" "}
                    <strong data-field="name">{p.name}</strong>
                  </span>
                  <StandingBadge card={p} size="sm" />
                </span>
                <span className="player-result-facts">
                  <span data-field="wall-name">{t("result.wallName", { name: p.wall_name })}</span>
                  <span data-field="where">{whereWords(p)}</span>
                  <span data-field="today">{t("result.today", { time: minutesWords(p.minutes_today) })}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
