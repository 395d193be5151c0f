import { Badge, Col, Form, Row, Segmented, Tabs, Tooltip } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../http.ts";
import { ADMIN_LANGUAGE_NAMES } from "../i18n.ts";
import { LANGS, type FieldDef, type Lang } from "../resources/types.ts";
import { FieldItem, fieldName } from "./fields.tsx";

const MODE_KEY = "FANTAI_admin_lang_mode";

/**
 * The language of the first field in error (en_name → en), from a form's validateFields()
 * failure or the API's 422; null when that field has no language.
 */
export function languageOfFirstError(failure: unknown): Lang | null {
  let first = "";
  if (failure instanceof ApiError) {
    if (failure.kind === "validation") first = Object.keys(failure.errors)[0] ?? "";
  } else {
    first = String((failure as { errorFields?: { name: (string | number)[] }[] } | null)?.errorFields?.[0]?.name[0] ?? "");
  }
  const match = /^(en|fr|nl)_/.exec(first);
  return match ? (match[1] as Lang) : null;
}

/** Shows the language tab holding the first field in error, so the message is on screen. */
export function showLanguageOfFirstError(failure: unknown, setLang: (lang: Lang) => void): void {
  const lang = languageOfFirstError(failure);
  if (lang) setLang(lang);
}
type Mode = "tabs" | "columns";

function isFilled(value: unknown): boolean {
  if (typeof value !== "string") return false;
  return value.replace(/<[^>]*>/g, "").trim() !== "";
}

/**
 * The en/fr/nl texts of a record: one tab per language, or the three side by side for
 * translating. Every language is always mounted, so values and validation cover all three.
 * Each language shows how many of its texts are filled; empty fr/nl texts fall back on the site.
 */
export function LocalizedFields({
  fields,
  resource,
  activeLang,
  onLangChange,
  hint = "fields.fallbackHint",
}: {
  fields: FieldDef[];
  resource: string;
  activeLang: Lang;
  onLangChange(lang: Lang): void;
  /** The line above the French and Dutch fields: by default, that an empty text shows the English one. */
  hint?: string;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>(() => (localStorage.getItem(MODE_KEY) === "columns" ? "columns" : "tabs"));
  const filled = Form.useWatch((values: Record<string, unknown>) => {
    const counts: Record<string, number> = {};
    for (const lang of LANGS) counts[lang] = fields.filter((field) => isFilled(values?.[fieldName(field, lang)])).length;
    return `${counts.en}/${counts.fr}/${counts.nl}`;
  });
  const counts = (filled ?? "0/0/0").split("/").map(Number);
  const total = fields.length;

  const label = (lang: Lang, index: number) => {
    const count = counts[index] ?? 0;
    return (
      <span data-lang-tab={lang}>
        {ADMIN_LANGUAGE_NAMES[lang]}{" "}
        <Tooltip title={t("fields.filledCount", { count, total })}>
          <Badge
            count={`${count}/${total}`}
            color={count === total ? "#389e0d" : count === 0 ? "#d9d9d9" : "#faad14"}
            style={{ color: count === 0 ? "#595959" : "#fff" }}
            size="small"
          />
        </Tooltip>
      </span>
    );
  };

  const column = (lang: Lang) => (
    <>
      {lang !== "en" && <p className="admin-hint">{t(hint)}</p>}
      {fields.map((field) => (
        <FieldItem key={field.name} field={field} resource={resource} lang={lang} showLang={mode === "columns"} />
      ))}
    </>
  );

  const switcher = (
    <Segmented<Mode>
      size="small"
      value={mode}
      onChange={(value) => {
        setMode(value);
        localStorage.setItem(MODE_KEY, value);
      }}
      options={[
        { value: "tabs", label: t("fields.modeTabs") },
        { value: "columns", label: t("fields.modeColumns") },
      ]}
    />
  );

  if (mode === "columns") {
    return (
      <div className="admin-localized">
        <div className="admin-localized__bar">{switcher}</div>
        <Row gutter={16}>
          {LANGS.map((lang, index) => (
            <Col key={lang} xs={24} xl={8}>
              <h3 className="admin-localized__heading">{label(lang, index)}</h3>
              {column(lang)}
            </Col>
          ))}
        </Row>
      </div>
    );
  }
  return (
    <Tabs
      className="admin-localized"
      activeKey={activeLang}
      onChange={(key) => onLangChange(key as Lang)}
      tabBarExtraContent={switcher}
      items={LANGS.map((lang, index) => ({ key: lang, label: label(lang, index), forceRender: true, children: column(lang) }))}
    />
  );
}
