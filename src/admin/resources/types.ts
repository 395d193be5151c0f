import type { ComponentType, LazyExoticComponent } from "react";

export const LANGS = ["en", "fr", "nl"] as const;
export type Lang = (typeof LANGS)[number];

export type AdminRecord = Record<string, unknown> & { id: number };

/** How a field is edited. */
export type FieldKind =
  | "text"
  | "textarea"
  | "richtext"
  | "image"
  | "images"
  | "number"
  | "switch"
  | "select"
  | "category"
  | "landingPageOne"
  | "date"
  | "url"
  /** Lower-case words joined by hyphens (landing page urls). */
  | "slug"
  /** Several categories (a list of ids). */
  | "categories"
  /** A product, searched by name or model number. */
  | "product"
  /** One PDF file sent with the form (the definition is `multipart`). */
  | "pdf"
  /** A control of the resource's own (`control`), given value and onChange. */
  | "custom";

/** The props a `custom` field's control receives from the form. */
export interface CustomControlProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  "aria-label"?: string;
}

export interface FieldDef {
  /** Base name; a localized field is stored as en_<name>, fr_<name>, nl_<name>. */
  name: string;
  kind: FieldKind;
  localized?: boolean;
  /** Localized fields: required in English only (fr and nl fall back). */
  required?: boolean;
  max?: number;
  min?: number;
  /** select: values; labels come from resources.<resource>.options.<name>.<value>. */
  options?: readonly (string | number)[];
  /** category: selectable levels (1 top, 2 second, 3 third). */
  levels?: readonly number[];
  /** Shown in the form but not sent (read-only information). */
  readOnly?: boolean;
  /** A key under resources.<resource>.help.* explains the field. */
  help?: boolean;
  /** Which card of the form the field goes into. */
  section?: "main" | "media" | "seo" | "advertising";
  /** custom: the control (loaded with the form). */
  control?: LazyExoticComponent<ComponentType<CustomControlProps>>;
}

export interface FilterDef {
  /** Query parameter name, kept in the page URL and sent to the API. */
  name: string;
  kind: "select" | "category" | "switch";
  options?: readonly (string | number)[];
}

export interface CrudApi {
  /** GET list path (admin path, or the public path where product rules §7 says admin reads use it). */
  list: string;
  /** Fixed query parameters of the list (e.g. a poster type). */
  listQuery?: Record<string, string>;
  /** GET one; defaults to `${list}/${id}`. */
  item?: (id: number) => string;
  create: string;
  update: (id: number) => string;
  /** DELETE <path>?ids=1,2 */
  deleteMany?: string;
  /** DELETE <path(id)>, called once per id when there is no many-delete. */
  deleteOne?: (id: number) => string;
}

export type MenuGroup = "overview" | "catalogue" | "content" | "customers" | "settings";

/**
 * One admin resource, registered once in resources/index.ts (decision 057): it drives the side
 * menu, the routes and the tab titles; its screens are separate chunks loaded when first opened.
 */
export interface AdminResource {
  /** URL segment under /admin, as product rules §2 names it. */
  path: string;
  /** i18n key under resources.* (name = plural label, one = singular). */
  resource: string;
  icon: ComponentType;
  group: MenuGroup;
  /** false: not in the side menu (reached from the account menu). */
  inMenu?: false;
  list: LazyExoticComponent<ComponentType>;
  /**
   * The page at /admin/<path>/new and /admin/<path>/<id>. A CrudDefinition without one gets the
   * generic form (generic/resource-edit.tsx) unless it is `listOnly`.
   */
  edit?: LazyExoticComponent<ComponentType>;
}

/** A resource the generic list and form drive: the screen plus its API, fields and list settings. */
export interface CrudDefinition extends AdminResource {
  api: CrudApi;
  fields: FieldDef[];
  /** The field that names a record (localized fields use the English value, then fr, then nl). */
  titleField: string;
  /** Values of a new record; query parameters of the create URL override them (e.g. ?commodity_type_id=3). */
  defaults?: Record<string, unknown>;
  /** Query parameter the API uses for free-text search; omitted when the list has no search. */
  searchParam?: string;
  filters?: FilterDef[];
  /** Columns the API can sort by. */
  sortable?: readonly string[];
  defaultSort?: { field: string; order: "asc" | "desc" };
  perPage?: number;
  /** A number field that orders the records on the site (moved with up/down buttons). */
  orderField?: string;
  /** Records are only listed and deleted here (no create or edit page). */
  listOnly?: boolean;
  /** Where the record shows on the public site. */
  publicUrl?: (record: AdminRecord) => string | null;
  /** A delete moves the record to the trash (decision 091), which its confirmation says. */
  toTrash?: boolean;
  /**
   * Has search-result texts (localized fields in section "seo", decision 092): the form shows them in their own card
   * with a live preview of the search result, whose description falls back to the summary, then to `bodyField`.
   */
  searchResult?: { bodyField: string };
  /** Turns an API record into form values (default: as is). */
  toForm?: (record: AdminRecord) => Record<string, unknown>;
  /** Turns form values into the API body (default: as is). */
  fromForm?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Create and update send multipart/form-data (a `pdf` field's file, other values as text). */
  multipart?: boolean;
}

export const isCrud = (resource: AdminResource): resource is CrudDefinition => "api" in resource;

/** The resource's admin API path without "ad/": "articles", "page/ones" (as PREVIEW_RESOURCES and PUBLISHABLE_RESOURCES name them). */
export const apiResourceOf = (definition: CrudDefinition): string => definition.api.list.replace(/^ad\//, "");

/** The API path that reads one record of the resource. */
export const itemPathOf = (definition: CrudDefinition, id: number): string => (definition.api.item ? definition.api.item(id) : `${definition.api.list}/${id}`);
