/**
 * The default branch of a switch over a closed union (specification types, resource kinds, outbox kinds and
 * states): a member added to the union and not handled fails to compile here (decision 088).
 */
export function unhandled(value: never): never {
  throw new Error(`Unhandled case: ${String(value)}`);
}
