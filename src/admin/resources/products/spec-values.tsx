import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SpecAttribute } from "#server/services/spec-rules.ts";
import { unhandled } from "#domain/unhandled.ts";
import { Card, Empty, Form, Input, InputNumber, Select, Space, Typography } from "antd";
import { batteryDataOf, COMPAT_KEYS, DERIVED_KEYS, derivedFigures, unitSymbol, type PlatformFigures } from "#domain/specs.ts";
import { recordName } from "../../generic/categories.ts";
import { useRemote } from "../../generic/use-remote.ts";
import { useCompanionForm } from "../../generic/resource-edit.tsx";
import { useTabDirty } from "../../layout/tabs.tsx";
import { ApiError, http, type ItemResponse } from "../../http.ts";

type Value = number | [number, number] | boolean | string | { en?: string; fr?: string; nl?: string } | null;
interface Answer {
  attributes: SpecAttribute[];
  values: Record<string, Value>;
  platforms: Record<string, PlatformFigures>;
}

/** Form values: ranges as { min, max }, yes/no as "1"/"0", texts as { en, fr, nl }. */
function toForm(answer: Answer): Record<string, unknown> {
  const specs: Record<string, unknown> = {};
  for (const attribute of answer.attributes) {
    const value = answer.values[attribute.key];
    if (value === undefined || value === null) continue;
    if (attribute.type === "range" && Array.isArray(value)) specs[attribute.key] = { min: value[0], max: value[1] };
    else if (attribute.type === "boolean") specs[attribute.key] = value ? "1" : "0";
    else specs[attribute.key] = value;
  }
  return { specs };
}

/** The fields runtimes and charge times are computed from: a change re-checks them. */
const BATTERY_FIELDS = Object.values(COMPAT_KEYS).map((key) => ["specs", key]);
const COMPUTED_FIELDS = Object.values(DERIVED_KEYS).map((key) => ["specs", key]);

function fromForm(attributes: SpecAttribute[], specs: Record<string, unknown> = {}): Record<string, Value> {
  const values: Record<string, Value> = {};
  for (const attribute of attributes) {
    const value = specs[attribute.key];
    if (value === undefined || value === null || value === "") values[attribute.key] = null;
    else if (attribute.type === "range") {
      const { min, max } = value as { min?: number | null; max?: number | null };
      values[attribute.key] = min === null || min === undefined ? null : [min, max ?? min];
    } else if (attribute.type === "boolean") values[attribute.key] = value === "1";
    else values[attribute.key] = value as Value;
  }
  return values;
}

/**
 * The product's specifications: only the attributes its category offers, with their
 * units; numbers checked against their bounds here and again by the API, required ones marked.
 * The product's Save saves them too: one button for everything the form shows.
 */
export function SpecValues({ productId, categoryId }: { productId: number; categoryId: unknown }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm();
  // Its own form: typed values count as unsaved for the tab (closing it asks first).
  const [dirty, setDirty] = useState(false);
  useTabDirty(dirty);
  const language = (["en", "fr", "nl"].includes(i18n.language) ? i18n.language : "en") as "en" | "fr" | "nl";
  const remote = useRemote(
    async (signal) => {
      const answer = (await http.get<ItemResponse<Answer>>(`ad/commodities/${productId}/specs`, undefined, { signal })).data;
      form.resetFields();
      form.setFieldsValue(toForm(answer));
      setDirty(false);
      // Shows at once any computed figure the stored entry disagrees with (warnings only: nothing is refused).
      setTimeout(() => void form.validateFields(COMPUTED_FIELDS).catch(() => undefined));
      return answer;
    },
    // Reloaded when the saved category changes: another category offers other attributes.
    [productId, categoryId],
  );
  const attributes = remote.data?.attributes ?? [];

  const saveProduct = useCompanionForm("specs", {
    validate: () =>
      attributes.length && dirty
        ? form.validateFields().then(
            () => true,
            () => false,
          )
        : Promise.resolve(true),
    save: async () => {
      if (!attributes.length || !dirty) return true;
      try {
        const specs = (form.getFieldsValue(true) as { specs?: Record<string, unknown> }).specs;
        const body = { values: fromForm(attributes, specs) };
        const answer = (await http.post<ItemResponse<Answer>>(`ad/commodities/${productId}/specs/_update`, body, { form })).data;
        form.setFieldsValue(toForm(answer));
        setDirty(false);
        return true;
      } catch (error) {
        // A refusal's messages are on the fields; anything else the client has shown.
        if (!(error instanceof ApiError)) throw error;
        return false;
      }
    },
  });

  const control = (attribute: SpecAttribute) => {
    const unit = unitSymbol(attribute.unit, language);
    const label = recordName(attribute as unknown as Record<string, unknown>, "label", i18n.language);
    const bounds = { min: attribute.min_value ?? undefined, max: attribute.max_value ?? undefined };
    const boundsRule = {
      validator: (_rule: unknown, value: unknown) => {
        const numbers = attribute.type === "range" ? [(value as { min?: number })?.min, (value as { max?: number })?.max] : [value];
        for (const n of numbers) {
          if (typeof n !== "number") continue;
          if (bounds.min !== undefined && n < bounds.min) return Promise.reject(new Error(t("resources.commodities.specs.atLeast", { min: bounds.min })));
          if (bounds.max !== undefined && n > bounds.max) return Promise.reject(new Error(t("resources.commodities.specs.atMost", { max: bounds.max })));
        }
        return Promise.resolve();
      },
    };
    const required = attribute.required ? [{ required: true, message: t("validation.required") }] : [];
    // Runtimes and charge times are computed from the battery data (decision 085): an entry that differs is flagged.
    const computedRule = {
      warningOnly: true,
      validator: (_rule: unknown, value: unknown) => {
        const specs = (form.getFieldsValue(true) as { specs?: Record<string, unknown> }).specs ?? {};
        const product = batteryDataOf(specs);
        const figure = derivedFigures(product, remote.data?.platforms[product.platform ?? ""] ?? {}).get(attribute.key);
        return typeof value !== "number" || !figure || figure.minutes === value
          ? Promise.resolve()
          : Promise.reject(new Error(t("resources.commodities.specs.computed", { minutes: figure.minutes })));
      },
    };
    const name = ["specs", attribute.key];
    const step = attribute.decimals ? 1 / 10 ** attribute.decimals : 1;
    switch (attribute.type) {
      case "number":
        return (
          <Form.Item key={attribute.key} name={name} label={label} rules={[...required, boundsRule, computedRule]} dependencies={BATTERY_FIELDS}>
            <InputNumber aria-label={label} step={step} suffix={unit || undefined} style={{ width: 200 }} />
          </Form.Item>
        );
      case "range":
        return (
          <Form.Item
            key={attribute.key}
            label={label}
            required={Boolean(attribute.required)}
            name={name}
            rules={[
              ...(attribute.required
                ? [
                    {
                      validator: (_r: unknown, v: { min?: number } | undefined) =>
                        typeof v?.min === "number" ? Promise.resolve() : Promise.reject(new Error(t("validation.required"))),
                    },
                  ]
                : []),
              boundsRule,
            ]}
          >
            <RangeInput label={label} unit={unit} step={step} />
          </Form.Item>
        );
      case "boolean":
        return (
          <Form.Item key={attribute.key} name={name} label={label} rules={required}>
            <Select
              aria-label={label}
              allowClear
              style={{ width: 200 }}
              options={[
                { value: "1", label: t("common.yes") },
                { value: "0", label: t("common.no") },
              ]}
            />
          </Form.Item>
        );
      case "choice":
        return (
          <Form.Item key={attribute.key} name={name} label={label} rules={required}>
            <Select
              aria-label={label}
              allowClear
              style={{ width: 240 }}
              options={attribute.choices.map((c) => ({ value: c.value, label: `${c[language] || c.en}${unit ? ` ${unit}` : ""}` }))}
            />
          </Form.Item>
        );
      case "text":
        return (
          <Form.Item key={attribute.key} label={label} required={Boolean(attribute.required)}>
            <Space.Compact block>
              {(["en", "fr", "nl"] as const).map((lang) => (
                <Form.Item key={lang} name={[...name, lang]} noStyle rules={lang === "en" ? required : []}>
                  <Input aria-label={`${label} (${lang.toUpperCase()})`} placeholder={lang.toUpperCase()} maxLength={255} />
                </Form.Item>
              ))}
            </Space.Compact>
          </Form.Item>
        );
      default:
        return unhandled(attribute.type);
    }
  };

  return (
    <Card title={t("resources.commodities.specs.title")} loading={remote.loading && !remote.data} style={{ marginTop: 16 }}>
      {attributes.length ? (
        <Form form={form} layout="vertical" onFinish={saveProduct} onValuesChange={() => setDirty(true)} data-testid="spec-values">
          <Typography.Paragraph type="secondary">{t("resources.commodities.specs.help")}</Typography.Paragraph>
          {attributes.map(control)}
        </Form>
      ) : (
        <Empty description={t("resources.commodities.specs.none")} />
      )}
    </Card>
  );
}

function RangeInput({
  value,
  onChange,
  label,
  unit,
  step,
}: {
  value?: { min?: number | null; max?: number | null };
  onChange?(value: { min?: number | null; max?: number | null }): void;
  label: string;
  unit: string;
  step: number;
}) {
  const { t } = useTranslation();
  return (
    <Space>
      <InputNumber
        aria-label={`${label} (${t("resources.commodities.specs.min")})`}
        step={step}
        value={value?.min ?? null}
        onChange={(min) => onChange?.({ ...value, min })}
      />
      –
      <InputNumber
        aria-label={`${label} (${t("resources.commodities.specs.max")})`}
        step={step}
        value={value?.max ?? null}
        suffix={unit || undefined}
        onChange={(max) => onChange?.({ ...value, max })}
      />
    </Space>
  );
}
