import { DatePicker, Form, Input, InputNumber, Select, Skeleton, Switch, type FormRule } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import type { TFunction } from "i18next";
import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CategoriesSelect } from "../components/categories-select.tsx";
import { CategorySelect } from "../components/category-select.tsx";
import { ImageUpload } from "../components/image-upload.tsx";
import { PdfUpload } from "../components/pdf-upload.tsx";
import { ProductSelect } from "../components/product-select.tsx";
import { instantToZonedTime, timeZoneLabel, zonedTimeToInstant } from "#domain/calendar-days.ts";
import { fieldLabel } from "./field-label.ts";
import type { FieldDef, Lang } from "../resources/types.ts";

const RichTextEditor = lazy(() => import("../components/rich-text-editor.tsx"));

/** The form name of a field: en_name for a localized field in English, else the name itself. */
export const fieldName = (field: FieldDef, lang?: Lang) => (field.localized && lang ? `${lang}_${field.name}` : field.name);

/** A site path ("/products") or an absolute http(s) URL. */
export const LINK_PATTERN = /^(\/(?!\/)[^\s\\]*|https?:\/\/[^\s]+)$/;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function useFieldLabel(resource: string) {
  const { t } = useTranslation();
  const label = fieldLabel(t, resource);
  return (field: FieldDef) => label(field.name);
}

/** async-validator checks the type too (string by default): a category id or a number field is a number. */
function ruleType(field: FieldDef): "string" | "number" | "object" {
  if (field.kind === "pdf") return "object";
  return field.kind === "number" || field.kind === "category" || field.kind === "switch" || field.kind === "product" ? "number" : "string";
}

export function fieldRules(field: FieldDef, t: TFunction, lang?: Lang): FormRule[] {
  const rules: FormRule[] = [];
  const requiredHere = field.required && (!field.localized || lang === "en");
  if (requiredHere) {
    rules.push(
      field.kind === "richtext"
        ? {
            validator: (_rule, value: string | undefined) =>
              value && value.replace(/<[^>]*>/g, "").trim() ? Promise.resolve() : Promise.reject(new Error(t("validation.required"))),
          }
        : { required: true, type: ruleType(field), whitespace: field.kind === "text" || field.kind === "textarea", message: t("validation.required") },
    );
  }
  if (field.max && (field.kind === "text" || field.kind === "textarea" || field.kind === "url" || field.kind === "slug"))
    rules.push({ max: field.max, message: t("validation.max", { max: field.max }) });
  if (field.min && (field.kind === "text" || field.kind === "textarea")) rules.push({ min: field.min, message: t("validation.min", { min: field.min }) });
  if (field.kind === "url") rules.push({ pattern: LINK_PATTERN, message: t("validation.link") });
  if (field.kind === "slug") rules.push({ pattern: SLUG_PATTERN, message: t("validation.slug") });
  return rules;
}

/** Props Form.Item injects into its child; passed through to the actual control. */
type Injected = Record<string, unknown>;

export function FieldControl({
  field,
  resource,
  lang,
  label,
  ...injected
}: { field: FieldDef; resource: string; lang?: Lang; label: string } & Injected): ReactNode {
  const { t } = useTranslation();
  const common = { ...injected, "aria-label": label };
  if (field.kind === "date") return <ZonedDateTimePicker {...common} disabled={field.readOnly} />;
  switch (field.kind) {
    case "textarea":
      return <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 10 }} maxLength={field.max} showCount={!!field.max} />;
    case "richtext":
      return (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <RichTextEditor {...common} />
        </Suspense>
      );
    case "image":
      return <ImageUpload {...injected} label={label} />;
    case "images":
      return <ImageUpload {...injected} label={label} multiple />;
    case "number":
      return <InputNumber {...common} min={field.min} style={{ width: 160 }} />;
    case "switch":
      return <Switch {...common} />;
    case "select":
      return (
        <Select
          {...common}
          style={{ minWidth: 220 }}
          options={(field.options ?? []).map((value) => ({ value, label: t(`resources.${resource}.options.${field.name}.${value}`) }))}
        />
      );
    case "category":
      return <CategorySelect {...common} levels={field.levels} />;
    case "categories":
      return <CategoriesSelect {...common} />;
    case "product":
      return <ProductSelect {...common} />;
    case "pdf":
      return <PdfUpload {...injected} />;
    case "custom": {
      const Control = field.control!;
      return (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
          <Control {...common} />
        </Suspense>
      );
    }
    case "url":
      return <Input {...common} maxLength={field.max} placeholder="/products" />;
    case "slug":
      return <Input {...common} maxLength={field.max} placeholder="lawn-mowers" />;
    default:
      return <Input {...common} maxLength={field.max} showCount={!!field.max && field.max <= 200} lang={lang} />;
  }
}

/**
 * A date-time picker that means the site's time (decision 092): it shows and takes the clock time in the market's zone
 * (the form item converts to and from the stored UTC instant), whatever the browser's zone, and says so beside it.
 */
function ZonedDateTimePicker({ value, id, ...props }: { value?: Dayjs; id?: string; disabled?: boolean } & Injected) {
  const at = value ? new Date(zonedTimeToInstant(value.format("YYYY-MM-DDTHH:mm"))) : new Date();
  const zone = timeZoneLabel(at);
  return (
    <span className="admin-zoned-picker">
      <DatePicker {...props} id={id} value={value} showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" aria-describedby={id && `${id}-zone`} />
      <span className="admin-zoned-picker__zone" id={id && `${id}-zone`} data-testid="time-zone">
        {zone}
      </span>
    </span>
  );
}

/** One Form.Item for a field definition (in one language for localized fields). */
export function FieldItem({ field, resource, lang, showLang = false }: { field: FieldDef; resource: string; lang?: Lang; showLang?: boolean }) {
  const { t } = useTranslation();
  const labelOf = useFieldLabel(resource);
  const label = showLang && lang ? `${labelOf(field)} (${lang.toUpperCase()})` : labelOf(field);
  const extra = field.help && (!field.localized || lang === "en") ? t(`resources.${resource}.help.${field.name}`) : undefined;
  const valueProps =
    field.kind === "switch"
      ? { valuePropName: "checked", getValueProps: (value: unknown) => ({ checked: Boolean(value) }), normalize: (value: boolean) => (value ? 1 : 0) }
      : field.kind === "date"
        ? {
            getValueProps: (value: unknown) => ({ value: typeof value === "string" && value ? dayjs(instantToZonedTime(value)) : undefined }),
            normalize: (value: Dayjs | null) => (value ? zonedTimeToInstant(value.format("YYYY-MM-DDTHH:mm")) : null),
          }
        : {};
  return (
    <Form.Item
      name={fieldName(field, lang)}
      label={label}
      rules={fieldRules(field, t, lang)}
      extra={extra}
      validateDebounce={field.kind === "text" || field.kind === "textarea" ? 300 : undefined}
      {...valueProps}
      {...(field.readOnly ? { tooltip: t("fields.readOnly") } : {})}
    >
      <FieldControl field={field} resource={resource} lang={lang} label={label} />
    </Form.Item>
  );
}
