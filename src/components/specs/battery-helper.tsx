import { useId } from "react";
import { useLocation } from "react-router";
import type { BatteryAdvice, ProductLink } from "#server/services/compatibility.ts";
import { LocalLink } from "#src/components/local-link.tsx";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { FILTER_PREFIX } from "#domain/specs.ts";
import { useEstimateText } from "./compatibility.tsx";

export type BatteryHelperData = BatteryAdvice & { choices: ProductLink[]; target: number };

/** The tool ids chosen in the helper: ?tool=3&tool=8. */
export const TOOL_PARAM = "tool";
/** The product list of tools that take two batteries at once (the battery_slots filter, decision 046). */
const TWO_SLOT_TOOLS = `/products?${FILTER_PREFIX}battery_slots=2`;
/** Sent with every answer of the form, so one sent with no tool ticked is told to choose one (unticked boxes send nothing). */
const ASKED_PARAM = "asked";

/**
 * 'Which battery do I need?': a plain GET form (works without JavaScript) listing the platform's tools;
 * the answer is every battery with each chosen tool's estimated runtime, and a suggestion.
 */
export function BatteryHelper({ data }: { data: BatteryHelperData }) {
  const { t } = useTranslation("public");
  const estimateText = useEstimateText();
  const { pathname, search } = useLocation();
  const titleId = useId();
  const chosen = new Set(data.tools.map((tool) => tool.id));
  const query = new URLSearchParams(search);
  const sortid = query.get("sortid");
  const suggested = data.batteries.find((b) => b.id === data.suggestedId);
  const submitted = query.has(ASKED_PARAM) || query.has(TOOL_PARAM);
  return (
    <section className="section container" aria-labelledby={titleId} id="battery-helper">
      <div className="battery-helper">
        <h2 id={titleId} className="section__title">
          {t("specs.helperTitle")}
        </h2>
        <p>{t("specs.helperIntro", { minutes: data.target })}</p>
        <form method="get" action={`${pathname}#battery-helper`}>
          {sortid && <input type="hidden" name="sortid" value={sortid} />}
          <input type="hidden" name={ASKED_PARAM} value="1" />
          <fieldset>
            <legend className="field__label">{t("specs.helperTools")}</legend>
            <ul className="battery-helper__tools">
              {data.choices.map((tool) => (
                <li key={tool.id}>
                  <label className="checkbox">
                    <input type="checkbox" name={TOOL_PARAM} value={tool.id} defaultChecked={chosen.has(tool.id)} />
                    <span>{tool.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <button type="submit" className="button button--primary">
            {t("specs.helperSubmit")}
          </button>
        </form>
        {submitted && !data.tools.length && (
          <p className="notice" role="status">
            {t("specs.helperNone")}
          </p>
        )}
        {data.tools.length > 0 && (
          <div aria-live="polite">
            {suggested && !data.shortfall && (
              <p className="battery-helper__suggestion">
                <strong>{t("specs.helperSuggestion", { name: suggested.name })}</strong>
              </p>
            )}
            {suggested && data.shortfall && (
              <div className="battery-helper__suggestion" data-testid="helper-shortfall">
                <p>
                  <strong>{t("specs.helperShortfall", { minutes: data.target, name: suggested.name })}</strong>
                </p>
                <p>
                  {t("specs.helperTwo")} <LocalLink to={TWO_SLOT_TOOLS}>{t("specs.helperTwoSlots")}</LocalLink>
                </p>
              </div>
            )}
            {data.tools
              .filter((tool) => tool.slots > 1)
              .map((tool) => (
                <p key={tool.id} className="compat__note">
                  {t("specs.helperSlots", { tool: tool.name, slots: tool.slots })}
                </p>
              ))}
            <div className="battery-helper__scroll">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t("specs.helperBattery")}</th>
                    {data.tools.map((tool) => (
                      <th key={tool.id} scope="col">
                        <LocalLink to={tool.href}>{tool.name}</LocalLink>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.batteries.map((battery) => (
                    <tr key={battery.id} className={battery.id === data.suggestedId ? "is-suggested" : undefined}>
                      <th scope="row">
                        <LocalLink to={battery.href}>{battery.name}</LocalLink>
                        {battery.id === data.suggestedId && <> · {t("specs.helperSuggested")}</>}
                      </th>
                      {battery.runtimes.map((runtime) => (
                        <td key={runtime.toolId}>{estimateText(runtime.estimate) || "—"}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="compat__note">{t("specs.estimateNote")}</p>
          </div>
        )}
      </div>
    </section>
  );
}
