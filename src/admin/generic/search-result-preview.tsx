import { Form, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { documentTitle, SNIPPET_DESCRIPTION_CHARS, SNIPPET_TITLE_CHARS, snippet } from "#domain/seo.ts";
import { localizePath } from "#domain/locales.ts";
import { pickLocalized } from "#domain/localized.ts";
import { http, type ItemResponse } from "../http.ts";
import type { FieldDef, Lang } from "../resources/types.ts";
import { useRemote } from "./use-remote.ts";

/** The search-result title and description per language (products, articles): their own card in the form. */
export const SEARCH_RESULT_FIELDS: FieldDef[] = [
  { name: "seo_title", kind: "text", localized: true, section: "seo", help: true },
  { name: "seo_description", kind: "textarea", localized: true, section: "seo", help: true },
];

const plain = (html: unknown) => (typeof html === "string" ? html.replace(/<[^>]*>/g, " ") : "");
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * How a search engine would list the page in `lang`, from the form as it is typed (decision 092): the search title
 * and description of that language, else the name (`titleField`) and the summary (else the start of the description),
 * as the public page's <title> and meta description are built; cut where a search result cuts.
 */
export function SearchResultPreview({ lang, titleField, bodyField, path }: { lang: Lang; titleField: string; bodyField: string; path: string | null }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  // The whole form, so the name and summary fall back between languages as the page's do (product rules §3).
  const all = (Form.useWatch((values: Record<string, unknown>) => values, form) ?? {}) as Record<string, unknown>;
  const values = {
    seoTitle: text(all[`${lang}_seo_title`]),
    seoDescription: text(all[`${lang}_seo_description`]),
    name: pickLocalized(all, titleField, lang),
    summary: pickLocalized(all, "summary", lang),
    body: plain(pickLocalized(all, bodyField, lang)),
  };
  const settings = useRemote((signal) => http.get<ItemResponse<{ brand_name?: string }>>("settings", undefined, { signal }), []);
  const brand = settings.data?.data.brand_name ?? "";
  const title = documentTitle(values.seoTitle || values.name, brand);
  const description = values.seoDescription || values.summary || values.body;
  const address = `${window.location.host}${path ? localizePath(path, lang) : ""}`;
  return (
    <figure className="admin-serp" aria-label={t("seo.previewLabel", { lang: t(`preview.languages.${lang}`) })} data-testid="search-preview">
      <div className="admin-serp__site">{address.replace(/\?.*$/, "").split("/").join(" › ")}</div>
      <div className="admin-serp__title">{snippet(title, SNIPPET_TITLE_CHARS)}</div>
      <div className="admin-serp__description">{snippet(description, SNIPPET_DESCRIPTION_CHARS) || t("seo.noDescription")}</div>
      <figcaption>
        <Typography.Text type="secondary" className="admin-serp__note">
          {values.seoTitle ? t("seo.ownTitle") : t("seo.fallbackTitle")} {values.seoDescription ? t("seo.ownDescription") : t("seo.fallbackDescription")}
        </Typography.Text>
      </figcaption>
    </figure>
  );
}
