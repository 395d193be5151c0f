import { Select } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { recordName } from "../generic/categories.ts";
import { http, type ItemResponse, type ListResponse } from "../http.ts";
import type { AdminRecord } from "../resources/types.ts";

interface Props {
  value?: number | null;
  onChange?(value: number | null): void;
  id?: string;
  placeholder?: string;
  style?: React.CSSProperties;
  "aria-label"?: string;
}

type Option = { value: number; label: string };

/** Picks a product by name or model number (searches GET api/ad/commodities as you type). */
export function ProductSelect({ value, onChange, id, placeholder, style, ...rest }: Props) {
  const { i18n } = useTranslation();
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const toOption = (record: AdminRecord): Option => ({
    value: record.id,
    label: `${recordName(record, "name", i18n.language)}${record.model ? ` · ${String(record.model)}` : ""}`,
  });

  const search = async (q: string) => {
    setLoading(true);
    try {
      const response = await http.get<ListResponse<AdminRecord>>("ad/commodities", { q, per_page: 20, sort: "en_name", order: "asc" }, { silent: true });
      setOptions(response.data.map(toOption));
    } catch {
      setOptions([]);
    } finally {
      setLoading(false);
    }
  };

  // The chosen product's name, when the form opens on an existing record.
  useEffect(() => {
    if (!value || options.some((option) => option.value === value)) return;
    const controller = new AbortController();
    http
      .get<ItemResponse<AdminRecord>>(`ad/commodities/${value}`, undefined, { signal: controller.signal, silent: true })
      .then((response) => setOptions((current) => [toOption(response.data), ...current.filter((option) => option.value !== value)]))
      .catch(() => {});
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  return (
    <Select<number | null>
      id={id}
      showSearch={{ filterOption: false, onSearch: (q) => void search(q) }}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      onOpenChange={(open) => open && options.length < 2 && void search("")}
      options={options}
      loading={loading}
      placeholder={placeholder}
      style={{ minWidth: 280, ...style }}
      allowClear
      {...rest}
    />
  );
}
