import { useTranslation } from "#src/lib/i18n-react.tsx";
import { BatteryRemovalDrawing } from "./drawings.tsx";

/** The numbered steps, matching the drawing's callouts (1 press, 2 slide out, 3 slide in until it clicks). */
export const REMOVAL_STEPS = ["stop", "press", "slide", "check", "fit", "lock"] as const;
/** The drawing's callout number of each step that has one. */
const CALLOUT: Partial<Record<(typeof REMOVAL_STEPS)[number], number>> = { press: 1, slide: 2, fit: 3 };

/**
 * How to take a removable battery out of a tool and fit it again, with the drawing (Battery Regulation Art. 11's
 * removal and replacement instructions, decision 085). Plain HTML: it works and prints without JavaScript.
 */
export function RemovalSteps({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("public");
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="battery-removal">
      <figure className="battery-removal__figure">
        <BatteryRemovalDrawing label={t("batteries.removal.drawing")} />
      </figure>
      <div>
        <Heading className="battery-removal__title">{t("batteries.removal.removeTitle")}</Heading>
        <StepList steps={REMOVAL_STEPS.slice(0, 3)} start={1} />
        <Heading className="battery-removal__title">{t("batteries.removal.fitTitle")}</Heading>
        <StepList steps={REMOVAL_STEPS.slice(3)} start={4} />
      </div>
    </div>
  );
}

function StepList({ steps, start }: { steps: readonly (typeof REMOVAL_STEPS)[number][]; start: number }) {
  const { t } = useTranslation("public");
  return (
    <ol className="battery-removal__steps" start={start}>
      {steps.map((step) => (
        <li key={step}>
          {CALLOUT[step] && (
            <span className="battery-removal__callout" aria-hidden="true">
              {CALLOUT[step]}
            </span>
          )}
          {t(`batteries.removal.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
