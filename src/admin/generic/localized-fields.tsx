import { Badge, Col, Form, Row, Segmented, Tabs, Tooltip } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ADMIN_LANGUAGE_NAMES } from "../i18n.ts";
import { LANGS, type FieldDef, type Lang } from "../resources/types.ts";
import { FieldItem, fieldName } from "./fields.tsx";

const MODE_KEY = "FANTAI_admin_lang_mode";
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
}: {
  fields: FieldDef[];
  resource: string;
  activeLang: Lang;
  onLangChange(lang: Lang): void;
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
      {lang !== "en" && <p className="admin-hint">{t("fields.fallbackHint")}</p>}
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
