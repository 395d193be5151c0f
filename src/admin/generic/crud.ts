import { http } from "../http.ts";
import type { CrudDefinition } from "../resources/types.ts";
import { trashIdsOf, type DeleteAnswer } from "./trashed-notice.tsx";

/**
 * Deletes records with the API's many-delete (?ids=1,2) or one call per record. Answers the trash entries made, for
 * content that goes to the trash (decision 091).
 */
export async function deleteRecords(definition: CrudDefinition, ids: number[]): Promise<number[]> {
  if (definition.api.deleteMany) return trashIdsOf(await http.delete<DeleteAnswer>(definition.api.deleteMany, { ids }));
  const one = definition.api.deleteOne;
  if (!one) return [];
  const answers = await Promise.all(ids.map((id) => http.delete<DeleteAnswer>(one(id))));
  return answers.flatMap(trashIdsOf);
}
