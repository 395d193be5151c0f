import { DatePicker, Select } from "antd";
import { ProductSelect } from "../components/product-select.tsx";
import dayjs from "dayjs";
import { useSearchParams } from "react-router";
import { http, type ItemResponse, type ListResponse } from "../http.ts";
import { sortOrderOf } from "./list-table.ts";
import { useListParams, usePageWithinList, type ListParams, type ListParamsPatch, type SortOrder } from "./use-list-params.ts";
import { useRemote } from "./use-remote.ts";

interface ServerListOptions {
  filterNames: readonly string[];
  /** The columns the API sorts by. */
  sortable: readonly string[];
  defaultSort?: { field: string; order: SortOrder };
  perPage?: number;
}

/**
 * The rows of a list the API pages, sorts, searches and filters (enquiries, warranty registrations, safety reports,
 * service requests, outbox, audit log, trash, images), loaded again whenever the URL's list parameters change.
 * `filterQuery` is what a CSV export of the same rows sends.
 */
export function useServerList<Row>(api: string, options: ServerListOptions) {
  const { params, update } = useListParams({
    defaultSort: options.defaultSort ?? { field: "created_at", order: "desc" },
    filterNames: options.filterNames,
    perPage: options.perPage,
  });
  const filterQuery = { q: params.q, sort: params.sort, order: params.order, ...params.filters };
  const key = JSON.stringify({ ...filterQuery, page: params.page, perPage: params.perPage });
  const remote = useRemote((signal) => http.get<ListResponse<Row>>(api, { ...filterQuery, page: params.page, per_page: params.perPage }, { signal }), [key]);
  const pagination = remote.data?.meta?.pagination;
  usePageWithinList(pagination, params.page, update);
  const sortable = (column: string) => (options.sortable.includes(column) ? { sorter: true, sortOrder: sortOrderOf(params, column) } : {});
  return { params, update, filterQuery, key, remote, rows: remote.data?.data ?? [], pagination, sortable };
}

/**
 * The record shown in the list's drawer, named by `?open=<id>` so a reload or a shared link opens it again.
 * `changed` loads it again after a change made in the drawer, and the list too (`reloadList`).
 */
export function useOpenedRecord<Row>(api: string, reloadList?: () => void) {
  const [search, setSearch] = useSearchParams();
  const openId = Number(search.get("open")) || null;
  const opened = useRemote<Row | null>(
    async (signal) => (openId ? (await http.get<ItemResponse<Row>>(`${api}/${openId}`, undefined, { signal })).data : null),
    [openId],
  );
  const open = (id: number | null) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id) next.set("open", String(id));
        else next.delete("open");
        return next;
      },
      { replace: true },
    );
  const changed = () => {
    opened.reload();
    reloadList?.();
  };
  return { openId, record: openId ? (opened.data ?? null) : null, reload: opened.reload, changed, open };
}

interface FilterProps {
  /** The list the filter narrows: its URL parameters and how to change them. */
  list: { params: ListParams; update(patch: ListParamsPatch): void };
  label: string;
}

/** From–to dates, kept in the URL as `from` and `to` (YYYY-MM-DD); either end may stay open. */
export function DateRangeFilter({ list, label }: FilterProps) {
  const { from, to } = list.params.filters;
  return (
    <DatePicker.RangePicker
      aria-label={label}
      value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
      onChange={(range) => list.update({ filters: { from: range?.[0]?.format("YYYY-MM-DD") ?? null, to: range?.[1]?.format("YYYY-MM-DD") ?? null } })}
      allowEmpty={[true, true]}
    />
  );
}

/** One filter parameter chosen from a list; cleared, it leaves the URL. Number values are kept as their digits. */
export function ChoiceFilter<Value extends string | number>({
  list,
  label,
  name,
  options,
  minWidth = 160,
  numeric = false,
  searchable = false,
  testId,
}: FilterProps & {
  name: string;
  options: { value: Value; label: string }[];
  minWidth?: number;
  /** The values are record ids. */
  numeric?: boolean;
  searchable?: boolean;
  testId?: string;
}) {
  const current = list.params.filters[name];
  return (
    <Select<Value>
      allowClear
      showSearch={searchable ? { optionFilterProp: "label" } : undefined}
      style={{ minWidth }}
      placeholder={label}
      aria-label={label}
      value={current === undefined ? undefined : ((numeric ? Number(current) : current) as Value)}
      onChange={(value: Value | undefined) => list.update({ filters: { [name]: value === undefined || value === "" ? null : String(value) } })}
      options={options}
      data-testid={testId}
    />
  );
}

/** The product the rows are about, searched as one types: a catalogue of any size, and a shared link's product shows its name. */
export function ProductFilter({ list, label, minWidth }: FilterProps & { minWidth: number }) {
  const { params, update } = list;
  return (
    <ProductSelect
      value={params.filters.commodity_id ? Number(params.filters.commodity_id) : null}
      onChange={(value) => update({ filters: { commodity_id: value === null ? null : String(value) } })}
      placeholder={label}
      aria-label={label}
      style={{ minWidth }}
    />
  );
}
