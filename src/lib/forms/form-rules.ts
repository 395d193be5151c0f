/**
 * The forms' validation code (zod and the schemas, ./validation.ts) is fetched when a visitor first uses a form,
 * not with the page (decision 100): the form starts the download on its first focus or input, a field left or
 * changed is judged as soon as the code is there (at once, when it already is), and a submit waits for it.
 * What the forms need to render comes from domain/forms/fields.ts, which has no zod.
 */
export type FormRules = typeof import("./validation.ts");

let rules: FormRules | undefined;
let pending: Promise<FormRules> | undefined;

/** The validation code, fetched once; a failed download is tried again next time. */
export function loadFormRules(): Promise<FormRules> {
  pending ??= import("./validation.ts").then(
    (module) => (rules = module),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Starts the download (a form's first focus or input); does nothing once it is under way or done. */
export function prepareFormRules(): void {
  if (!rules) loadFormRules().catch(() => {});
}

/** Runs `check` with the rules: at once when they are here, else as soon as they arrive (never, if they cannot). */
export function withFormRules(check: (rules: FormRules) => void): void {
  if (rules) check(rules);
  else loadFormRules().then(check, () => {});
}

/**
 * The rules for a submit: at once when they are here, else after the download. Undefined when they cannot be
 * fetched (offline, a stale deployment): the form then sends as it is and the server, which validates with the
 * same schemas, answers with the same messages.
 */
export async function formRulesForSubmit(): Promise<FormRules | undefined> {
  return rules ?? loadFormRules().catch(() => undefined);
}
