import { useId } from "react";
import type { Compatibility } from "#server/services/compatibility.ts";
import { LocalLink } from "#src/components/local-link.tsx";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { formatNumber, type RuntimeEstimate } from "#domain/specs.ts";
import { useLocale } from "#src/lib/use-locale.ts";

/** "up to 35 min / 600 m²" in the language, from a runtime estimate; "… with 2 batteries" for a tool that takes two. */
export function useEstimateText() {
  const { t } = useTranslation("public");
  const locale = useLocale();
  return (estimate: RuntimeEstimate | undefined) => {
    if (!estimate) return "";
    const minutes = formatNumber(estimate.minutes, locale);
    const figure = estimate.area ? t("specs.upToArea", { minutes, area: formatNumber(estimate.area, locale) }) : t("specs.upTo", { minutes });
    return estimate.batteries > 1 ? t("specs.withBatteries", { figure, batteries: estimate.batteries }) : figure;
  };
}

/**
 * Battery compatibility from data: 'Runs on' on a tool page (batteries with runtimes, chargers with
 * charge times), 'Powers' on a battery page (tools by category), 'Charges' on a charger page.
 */
export function CompatibilitySection({ data }: { data: Compatibility | undefined }) {
  const { t } = useTranslation("public");
  const locale = useLocale();
  const estimateText = useEstimateText();
  const titleId = useId();
  if (!data) return null;
  const minutes = (value: number | undefined) => (value ? t("specs.chargeTime", { minutes: formatNumber(value, locale) }) : "");

  if (data.role === "tool") {
    if (!data.batteries.length) return null;
    return (
      <section className="container section compat" aria-labelledby={titleId}>
        <h2 id={titleId}>{t("specs.runsOn")}</h2>
        <p className="compat__note">{data.slots > 1 ? t("specs.slotsNote", { slots: data.slots }) : t("specs.estimateNote")}</p>
        <ul className="compat__list">
          {data.batteries.map((battery) => (
            <li key={battery.id} className="compat__item">
              <LocalLink to={battery.href}>{battery.name}</LocalLink>
              <span className="compat__figure">{battery.estimate ? estimateText(battery.estimate) : "—"}</span>
            </li>
          ))}
        </ul>
        {data.chargers.length > 0 && (
          <>
            <h3>{t("specs.chargers")}</h3>
            <ul className="compat__list">
              {data.chargers.map((charger) => (
                <li key={charger.id} className="compat__item">
                  <LocalLink to={charger.href}>{charger.name}</LocalLink>
                  <span className="compat__figure">{t("specs.chargeFive", { time: minutes(charger.minutes) })}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    );
  }

  if (data.role === "battery") {
    return (
      <section className="container section compat" aria-labelledby={titleId}>
        <h2 id={titleId}>{t("specs.powers")}</h2>
        <p className="compat__note">{t("specs.estimateNote")}</p>
        {data.groups.map((group) => (
          <div key={group.category} className="compat__group">
            <h3>{group.category}</h3>
            <ul className="compat__list">
              {group.tools.map((tool) => (
                <li key={tool.id} className="compat__item">
                  <LocalLink to={tool.href}>{tool.name}</LocalLink>
                  <span className="compat__figure">{tool.estimate ? estimateText(tool.estimate) : "—"}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {data.chargers.length > 0 && (
          <div className="compat__group">
            <h3>{t("specs.chargers")}</h3>
            <ul className="compat__list">
              {data.chargers.map((charger) => (
                <li key={charger.id} className="compat__item">
                  <LocalLink to={charger.href}>{charger.name}</LocalLink>
                  <span className="compat__figure">{minutes(charger.minutes)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
    );
  }

  return (
    <section className="container section compat" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("specs.charges")}</h2>
      <ul className="compat__list">
        {data.batteries.map((battery) => (
          <li key={battery.id} className="compat__item">
            <LocalLink to={battery.href}>{battery.name}</LocalLink>
            <span className="compat__figure">{minutes(battery.minutes)}</span>
          </li>
        ))}
      </ul>
      {data.tools.length > 0 && <p className="compat__note">{t("specs.chargerTools", { count: data.tools.length })}</p>}
    </section>
  );
}

/** The tools a battery or charger serves, for schema.org isAccessoryOrSparePartFor. */
export function accessoryTargets(fits: Compatibility | undefined): { name: string; href: string }[] {
  if (fits?.role === "battery") return fits.groups.flatMap((g) => g.tools);
  if (fits?.role === "charger") return fits.tools;
  return [];
}
