import type { TablePaginationConfig, TableProps } from "antd";
import type { SorterResult } from "antd/es/table/interface.js";
import type { TFunction } from "i18next";
import type { Pagination } from "../http.ts";
import type { ListParams, ListParamsPatch } from "./use-list-params.ts";

/** What a column's sort arrow shows, read from the list's URL parameters. */
export function sortOrderOf(params: ListParams, column: string): "ascend" | "descend" | null {
  if (params.sort !== column) return null;
  return params.order === "desc" ? "descend" : "ascend";
}

/**
 * The table's onChange: a new sort or page goes to the URL. `serverPaged` is false when the API
 * answered without pagination, so the table pages its rows itself.
 */
export function onTableChange<T>(params: ListParams, update: (patch: ListParamsPatch) => void, serverPaged = true): TableProps<T>["onChange"] {
  return (next, _filters, sorter, extra) => {
    if (extra.action === "sort") {
      const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
      const field = single?.order ? String(single.columnKey ?? single.field) : null;
      update({ sort: field, order: single?.order === "descend" ? "desc" : single?.order ? "asc" : null });
    } else if (extra.action === "paginate" && serverPaged) {
      if (next.pageSize && next.pageSize !== params.perPage) update({ perPage: next.pageSize });
      else update({ page: next.current ?? 1 });
    }
  };
}

/** The pager of a page counted by the API: page sizes and "from–to of total". */
export function serverPagination(pagination: Pagination, t: TFunction): TablePaginationConfig {
  return {
    current: pagination.current_page,
    pageSize: pagination.per_page,
    total: pagination.total,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    showTotal: (total, range) => t("list.range", { from: range[0], to: range[1], total }),
  };
}
