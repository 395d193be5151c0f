import { adminApiOf, RESOURCES, type ResourceDeclaration, type ResourceName } from "#domain/resources.ts";
import type { CrudDefinition } from "./types.ts";

/**
 * What an admin descriptor takes from its resource's declaration (domain/resources.ts, decision 088): the screen's
 * path, the API calls, the sortable columns and the public address. A descriptor spreads it and adds its form.
 */
export function declared(name: ResourceName): Pick<CrudDefinition, "path" | "api" | "sortable" | "publicUrl" | "toTrash"> {
  const declaration: ResourceDeclaration = RESOURCES[name];
  if (!declaration.screen) throw new Error(`The resource ${name} has no admin screen`);
  return {
    path: declaration.screen,
    api: adminApiOf(declaration),
    sortable: declaration.sortColumns,
    publicUrl: declaration.publicPath,
    toTrash: Boolean(declaration.trash),
  };
}
