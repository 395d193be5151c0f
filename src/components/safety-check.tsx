import { Form } from "react-router";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { AffectedAnswer } from "#domain/safety.ts";
import { LocalLink } from "./local-link.tsx";

export interface SafetyCheckResult {
  answer: AffectedAnswer;
  notices: { slug: string; title: string }[];
}

export interface SafetyCheckQuery {
  model: string;
  serial: string;
  date: string;
}

/** Reads the check's GET parameters: bounded strings, never an error (malformed input is answered "not recognised"). */
export function readCheckQuery(url: URL): SafetyCheckQuery | null {
  const get = (name: string) => (url.searchParams.get(name) ?? "").slice(0, 80);
  if (!url.searchParams.has("model") && !url.searchParams.has("serial")) return null;
  return { model: get("model"), serial: get("serial"), date: get("date") };
}

/**
 * "Is my tool affected?" (decision 077): a GET form, so the answer is rendered on the server and the same
 * address gives the same answer with or without JavaScript. `notice`: the form on one notice's page.
 */
export function SafetyCheck({
  query,
  result,
  models,
  notice,
}: {
  query: SafetyCheckQuery | null;
  result: SafetyCheckResult | null;
  models: string[];
  notice?: boolean;
}) {
  const { t } = useTranslation("public");
  const id = notice ? "notice-check" : "safety-check";
  return (
    <section className="panel safety-check" aria-labelledby={`${id}-title`} id="check">
      <h2 id={`${id}-title`}>{t("safety.check.title")}</h2>
      <p>{notice ? t("safety.check.introNotice") : t("safety.check.intro")}</p>
      <Form method="get" className="safety-check__form" preventScrollReset>
        <div className="field">
          <label htmlFor={`${id}-model`} className="field__label">
            {t("safety.check.model")}
          </label>
          <input
            id={`${id}-model`}
            name="model"
            list={`${id}-models`}
            defaultValue={query?.model ?? ""}
            key={query?.model}
            maxLength={64}
            required
            autoComplete="off"
          />
          <datalist id={`${id}-models`}>
            {models.map((model) => (
              <option key={model} value={model} />
            ))}
          </datalist>
        </div>
        <div className="field">
          <label htmlFor={`${id}-serial`} className="field__label">
            {t("safety.check.serial")}
          </label>
          <input
            id={`${id}-serial`}
            name="serial"
            defaultValue={query?.serial ?? ""}
            key={query?.serial}
            maxLength={64}
            required
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-date`} className="field__label">
            {t("safety.check.purchaseDate")}
          </label>
          <input id={`${id}-date`} name="date" type="date" defaultValue={query?.date ?? ""} key={query?.date} />
        </div>
        <button type="submit" className="button button--primary">
          {t("safety.check.submit")}
        </button>
      </Form>
      {result && <CheckAnswer result={result} notice={notice} />}
    </section>
  );
}

function CheckAnswer({ result, notice }: { result: SafetyCheckResult; notice?: boolean }) {
  const { t } = useTranslation("public");
  const links = (
    <ul className="safety-check__notices">
      {result.notices.map((n) => (
        <li key={n.slug}>
          <LocalLink to={`/safety/${n.slug}`}>{n.title}</LocalLink>
        </li>
      ))}
    </ul>
  );
  const [tone, title, text] =
    result.answer === "affected"
      ? ["danger", t("safety.check.affected"), t("safety.check.affectedText")]
      : result.answer === "need_date"
        ? ["warning", t("safety.check.needDate"), t("safety.check.needDateText")]
        : result.answer === "not_recognised"
          ? ["warning", t("safety.check.notRecognised"), t("safety.check.notRecognisedText")]
          : ["ok", notice ? t("safety.check.notAffectedNotice") : t("safety.check.notAffected"), ""];
  return (
    <div className={`safety-check__answer safety-check__answer--${tone}`} role="status" data-testid="safety-answer" data-answer={result.answer}>
      <p className="safety-check__verdict">{title}</p>
      {text && <p>{text}</p>}
      {result.notices.length > 0 && !notice && links}
    </div>
  );
}
