import { SearchOutlined } from "@ant-design/icons";
import { Button, Empty, Input, Modal, Spin, Tag, Typography } from "antd";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { RESOURCE_TEXTS } from "#domain/field-labels.ts";
import { FALLBACK_ORDER } from "#domain/localized.ts";
import { isLocale, type Locale } from "#domain/locales.ts";
import { RESOURCES } from "#domain/resources.ts";
import type { FinderGroup, FinderResult, FinderHit } from "#server/services/admin-search.ts";
import { http, type ItemResponse } from "../http.ts";

/** Wait this long after the last key before asking the server. */
const TYPING_PAUSE_MS = 180;
const MIN_LENGTH = 2;
/** Macs and iPads say ⌘K (the admin renders in the browser only). */
const ON_APPLE = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.userAgent);

interface Choice {
  group: FinderGroup;
  hit: FinderHit;
}

/** Where a hit opens: the record's edit screen, or the screen that shows it (the category tree, the enquiries' list). */
export function finderPath(group: FinderGroup, hit: FinderHit, query: string): string {
  const screen = `/admin/${RESOURCES[group].screen}`;
  switch (group) {
    case "categories":
      return `${screen}?node=${hit.id}`;
    case "enquiries":
      return `${screen}?q=${encodeURIComponent(query.trim())}`;
    default:
      return `${screen}/${hit.id}`;
  }
}

/** The hit's name in the admin's language, else the next language that has one. */
function titleIn(hit: FinderHit, language: string): string {
  const locale: Locale = isLocale(language) ? language : "en";
  return FALLBACK_ORDER[locale].map((candidate) => hit.title[candidate]).find((title) => title.trim()) ?? "";
}

/** Whether a key press is the finder's shortcut: Ctrl+K, or ⌘K on a Mac. */
function isFinderShortcut(event: globalThis.KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k";
}

/** The results of the query typed, asked for after a pause in typing; an answer to an older query is dropped. */
function useFinderResults(query: string, open: boolean) {
  const asked = open ? query.trim() : "";
  const [answer, setAnswer] = useState<{ query: string; results: FinderResult[] }>({ query: "", results: [] });
  useEffect(() => {
    if (asked.length < MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      http
        .get<ItemResponse<FinderResult[]>>("ad/search", { q: asked }, { signal: controller.signal, silent: true })
        .then((found) => setAnswer({ query: asked, results: found.data }))
        .catch(() => !controller.signal.aborted && setAnswer({ query: asked, results: [] }));
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [asked]);
  const searching = asked.length >= MIN_LENGTH;
  // While a newer query is on its way, the last results stay on screen.
  return { results: searching ? answer.results : [], loading: searching && answer.query !== asked };
}

/**
 * The admin's finder (decision 093): Ctrl+K (⌘K) or the header's search button opens a search across products,
 * categories, articles, landing pages, dealers, parts and, for admins, enquiries. Arrow keys move through the hits,
 * Enter opens the one chosen, Escape closes.
 */
export function Finder() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const { results, loading } = useFinderResults(query, open);
  // The chosen hit, counted in the results it was chosen in: new results start at their first hit.
  const [chosen, setChosen] = useState<{ in: FinderResult[]; index: number }>({ in: results, index: 0 });
  const active = chosen.in === results ? chosen.index : 0;
  const setActive = (next: number | ((index: number) => number)) => setChosen({ in: results, index: typeof next === "function" ? next(active) : next });
  const choices = useMemo<Choice[]>(() => results.flatMap((result) => result.hits.map((hit) => ({ group: result.group, hit }))), [results]);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isFinderShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const close = () => {
    setOpen(false);
    setQuery("");
  };
  const choose = (choice: Choice | undefined) => {
    if (!choice) return;
    close();
    navigate(finderPath(choice.group, choice.hit, query));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves && choices.length) {
      event.preventDefault();
      setActive((index) => (index + moves[event.key]! + choices.length) % choices.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(choices[active]);
    }
  };

  const optionId = (index: number) => `admin-finder-option-${index}`;
  /** Where each group's hits start in the list the arrow keys move through. */
  const firstOf = results.map((_, group) => results.slice(0, group).reduce((count, result) => count + result.hits.length, 0));
  return (
    <>
      <Button type="text" icon={<SearchOutlined />} onClick={() => setOpen(true)} aria-label={t("finder.open")} data-testid="admin-finder">
        <span className="admin-header__label">
          {t("finder.open")} <kbd className="admin-finder__kbd">{ON_APPLE ? "⌘ K" : t("finder.shortcut")}</kbd>
        </span>
      </Button>
      <Modal
        open={open}
        onCancel={close}
        footer={null}
        closable={false}
        width={640}
        title={null}
        className="admin-finder"
        destroyOnHidden
        aria-label={t("finder.title")}
      >
        <Input
          autoFocus
          size="large"
          prefix={<SearchOutlined />}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t("finder.placeholder")}
          aria-label={t("finder.title")}
          role="combobox"
          aria-expanded={choices.length > 0}
          aria-controls="admin-finder-list"
          aria-activedescendant={choices.length ? optionId(active) : undefined}
          data-testid="admin-finder-input"
        />
        <div className="admin-finder__results" ref={listRef} id="admin-finder-list" role="listbox" aria-label={t("finder.results")}>
          {results.map((result, group) => (
            <div key={result.group} role="group" aria-labelledby={`admin-finder-group-${result.group}`} className="admin-finder__group">
              <div id={`admin-finder-group-${result.group}`} className="admin-finder__group-title">
                {t(`resources.${RESOURCE_TEXTS[result.group]}.name`)}
              </div>
              {result.hits.map((hit, position) => {
                const mine = firstOf[group]! + position;
                return (
                  <div
                    key={hit.id}
                    id={optionId(mine)}
                    data-index={mine}
                    role="option"
                    aria-selected={mine === active}
                    className={`admin-finder__option${mine === active ? " admin-finder__option--active" : ""}`}
                    onMouseEnter={() => setActive(mine)}
                    onClick={() => choose({ group: result.group, hit })}
                  >
                    <span className="admin-finder__title">{titleIn(hit, i18n.language) || `#${hit.id}`}</span>
                    {hit.detail && (
                      <Typography.Text type="secondary" className="admin-finder__detail">
                        {result.group === "categories" ? t("finder.level", { level: hit.detail }) : hit.detail}
                      </Typography.Text>
                    )}
                    {hit.status === "draft" && <Tag>{t("publishing.states.draft")}</Tag>}
                  </div>
                );
              })}
            </div>
          ))}
          {loading && !results.length && <Spin size="small" className="admin-finder__spin" />}
          {!loading && query.trim().length >= MIN_LENGTH && !results.length && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("finder.nothing", { query: query.trim() })} />
          )}
        </div>
        <p className="admin-hint admin-finder__help">{query.trim().length < MIN_LENGTH ? t("finder.hint") : t("finder.keys")}</p>
      </Modal>
    </>
  );
}
