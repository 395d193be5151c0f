import { http } from "../http.ts";
import type { CrudDefinition } from "../resources/types.ts";

/** Deletes records with the API's many-delete (?ids=1,2) or one call per record. */
export async function deleteRecords(definition: CrudDefinition, ids: number[]): Promise<void> {
  if (definition.api.deleteMany) {
    await http.delete(definition.api.deleteMany, { ids });
  } else if (definition.api.deleteOne) {
    const one = definition.api.deleteOne;
    await Promise.all(ids.map((id) => http.delete(one(id))));
  }
}
