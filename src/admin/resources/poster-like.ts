import { posterLikeInput } from "#domain/models.ts";
import { withServerLimits } from "../generic/limits.ts";
import type { AdminResource, CrudDefinition, FieldDef } from "./types.ts";
import type { ResourceName } from "#domain/resources.ts";
import { declared } from "./declared.ts";

type PosterLikeName = Extract<ResourceName, "posters" | "cardAdverts" | "rotationCharts" | "listPosters">;

/** Posters, card adsense, rotation charts and list posters share one shape (server/db/schema.ts PosterLikeTable). */
export const POSTER_FIELDS: FieldDef[] = withServerLimits(posterLikeInput, [
  { name: "name", kind: "text", localized: true },
  { name: "description", kind: "textarea", localized: true },
  { name: "url", kind: "url", help: true },
  { name: "sort_order", kind: "number", min: 0 },
  { name: "pc_img", kind: "image", section: "media", help: true },
  { name: "phone_img", kind: "image", section: "media", help: true },
]);

/** Card adsense, rotation charts and list posters: a name (English) and the desktop image are required, as on the server. */
const REQUIRED_POSTER_LIKE = new Set(["name", "pc_img"]);
const POSTER_LIKE_FIELDS: FieldDef[] = POSTER_FIELDS.map((field) => (REQUIRED_POSTER_LIKE.has(field.name) ? { ...field, required: true } : field));

/**
 * A poster-like resource on the admin conventions under api/ad/<its declared path>: paginated list,
 * GET one, POST create, POST {id}/_update, DELETE _delete?ids=… (decision 031: the admin list
 * is used instead of the unpaginated public GET, so long lists stay paged on the server).
 */
export function posterLike(screen: Omit<AdminResource, "path">, name: PosterLikeName, extra: Partial<CrudDefinition> = {}): CrudDefinition {
  return {
    ...screen,
    ...declared(name),
    titleField: "name",
    fields: POSTER_LIKE_FIELDS,
    defaults: { sort_order: 0 },
    searchParam: "q",
    defaultSort: { field: "sort_order", order: "asc" },
    orderField: "sort_order",
    ...extra,
  };
}
