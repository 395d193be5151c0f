import { Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * A list's search box: what is typed stays as typed while the list reloads; Enter, the button or
 * clearing searches (`onSearch` with the text, "" when cleared). Starts from the list's current `q`.
 */
export function ListSearch({
  initial,
  onSearch,
  placeholder,
  width = 260,
}: {
  initial: string;
  onSearch(q: string): void;
  placeholder?: string;
  width?: number;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  return (
    <Input.Search
      allowClear
      placeholder={placeholder ?? t("list.search")}
      aria-label={t("list.search")}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={onSearch}
      style={{ width }}
    />
  );
}
