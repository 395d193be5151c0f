import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Locale } from "#domain/locales.ts";
import { useLocalizePath } from "#src/lib/use-locale.ts";
import { askForPartPath, hotspotId, partRowId, pointStyle, type PublicDiagram, type PublicPart } from "#domain/parts.ts";
import type { MachineRange } from "#domain/machine-range.ts";
import { rangeText } from "../document-list.tsx";
import { Icon, icons } from "../icons.tsx";
import { LocalLink } from "../local-link.tsx";

export interface SectionPart extends PublicPart {
  numbers: { diagram_id: number; number: number }[];
  range: MachineRange | null;
}

/**
 * A product's spare parts (decision 084): each exploded view with its numbers over the drawing, and the parts table.
 * A number is a link to its part's row and the row's number a link back, so the pair works without JavaScript (the
 * target is highlighted by CSS). The hover and focus pairing is a small module loaded on the section's first pointer or
 * focus, never with the page.
 */
export function SparePartsSection({
  product,
  diagrams,
  parts,
  serial,
}: {
  product: { id: number; model: string };
  diagrams: PublicDiagram[];
  parts: SectionPart[];
  serial: string | null;
}) {
  const { t, language } = useTranslation("public");
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = section.current;
    if (!element) return;
    let loaded = false;
    const load = () => {
      if (loaded) return;
      loaded = true;
      void import("./parts-interactions.ts").then((module) => module.pairDiagramAndTable(element));
    };
    element.addEventListener("pointerover", load);
    element.addEventListener("focusin", load);
    return () => {
      element.removeEventListener("pointerover", load);
      element.removeEventListener("focusin", load);
    };
  }, []);
  const names = new Map(parts.map((part) => [part.id, part.name]));
  return (
    <section ref={section} className="container section spare-parts" aria-labelledby="spare-parts-title" id="spare-parts" data-testid="spare-parts">
      <h2 id="spare-parts-title">{t("parts.sectionTitle")}</h2>
      <p className="spare-parts__intro">{t(diagrams.length ? "parts.sectionIntro" : "parts.sectionIntroNoDrawing")}</p>
      {serial && <p className="spare-parts__serial">{t("parts.forSerial", { serial })}</p>}
      <div className={diagrams.length ? "spare-parts__layout" : undefined}>
        {diagrams.length > 0 && (
          <div className="spare-parts__diagrams">
            {diagrams.map((diagram) => (
              <figure key={diagram.id} className="parts-diagram">
                <div className="parts-diagram__scroll">
                  <div className="parts-diagram__canvas" style={{ aspectRatio: `${diagram.width} / ${diagram.height}` }}>
                    {diagram.svg ? (
                      // Sanitised on upload: drawing elements only, no scripts or outside references (decision 084).
                      <div className="parts-diagram__drawing" role="img" aria-label={diagram.title} dangerouslySetInnerHTML={{ __html: diagram.svg }} />
                    ) : (
                      <img
                        className="parts-diagram__drawing"
                        src={diagram.image}
                        alt={diagram.title}
                        width={diagram.width}
                        height={diagram.height}
                        loading="lazy"
                      />
                    )}
                    <ul className="parts-diagram__spots" aria-label={t("parts.numbersLabel", { title: diagram.title })}>
                      {diagram.hotspots.map((spot) => (
                        <li key={spot.number}>
                          <a
                            id={hotspotId(diagram.id, spot.number)}
                            href={`#${partRowId(spot.part_id)}`}
                            className="parts-hotspot"
                            style={pointStyle(spot)}
                            data-part={spot.part_id}
                            aria-label={t("parts.hotspotLabel", { number: spot.number, name: names.get(spot.part_id) ?? "" })}
                          >
                            {spot.number}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
                <figcaption className="parts-diagram__caption">{diagram.title}</figcaption>
              </figure>
            ))}
          </div>
        )}
        <PartsTable product={product} parts={parts} serial={serial} locale={language as Locale} />
      </div>
      <WhereToGetParts />
    </section>
  );
}

function PartsTable({
  product,
  parts,
  serial,
  locale,
}: {
  product: { id: number; model: string };
  parts: SectionPart[];
  serial: string | null;
  locale: Locale;
}) {
  const { t } = useTranslation("public");
  return (
    <div className="parts-table__wrap">
      <table className="parts-table">
        <caption className="visually-hidden">{t("parts.tableCaption", { model: product.model })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("parts.number")}</th>
            <th scope="col">{t("parts.part")}</th>
            <th scope="col">{t("parts.partNumber")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("parts.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr key={part.id} id={partRowId(part.id)} data-part={part.id} className="parts-table__row" data-testid="part-row">
              <td className="parts-table__numbers">
                {part.numbers.length
                  ? part.numbers.map((spot) => (
                      <a
                        key={`${spot.diagram_id}-${spot.number}`}
                        href={`#${hotspotId(spot.diagram_id, spot.number)}`}
                        className="parts-table__number"
                        aria-label={t("parts.showOnDrawing", { number: spot.number })}
                      >
                        {spot.number}
                      </a>
                    ))
                  : "–"}
              </td>
              <th scope="row" className="parts-table__name">
                {part.name}
                <PartBadges part={part} />
                {part.range && <span className="parts-table__range">{rangeText(part.range, t, locale)}</span>}
              </th>
              <td className="parts-table__code">
                <span className="parts-table__code-label">{t("parts.partNumber")} </span>
                <code>{part.part_number}</code>
                {part.superseded_by && <span className="parts-table__replaced">{t("parts.replacedBy", { number: part.superseded_by })}</span>}
              </td>
              <td className="parts-table__actions">
                <LocalLink
                  to={askForPartPath({ productId: product.id, partNumber: part.part_number, serial })}
                  prefetch="none"
                  rel="nofollow"
                  className="parts-table__ask"
                >
                  {t("parts.ask")}
                  <span className="visually-hidden"> {part.part_number}</span>
                </LocalLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PartBadges({ part }: { part: Pick<PublicPart, "channel" | "safety_critical"> }) {
  const { t } = useTranslation("public");
  if (!part.safety_critical && part.channel !== "service") return null;
  return (
    <span className="part-badges">
      {part.safety_critical && <span className="part-badge part-badge--safety">{t("parts.safetyCritical")}</span>}
      {part.channel === "service" && <span className="part-badge">{t("parts.serviceOnly")}</span>}
    </span>
  );
}

/** The dealers that sell spare parts, nearest to a town or postcode (the dealer search and its offline gazetteer, decision 080). */
export function WhereToGetParts() {
  const { t } = useTranslation("public");
  const localize = useLocalizePath();
  return (
    <div className="where-parts" data-testid="where-parts">
      <h3 className="where-parts__title">{t("parts.whereTitle")}</h3>
      <p className="where-parts__text">{t("parts.whereText")}</p>
      <Form method="get" action={localize("/dealers")} className="where-parts__form" role="search" aria-label={t("parts.whereTitle")}>
        <input type="hidden" name="service" value="spare_parts" />
        <div className="field">
          <label className="field__label" htmlFor="where-parts-q">
            {t("parts.whereLabel")}
          </label>
          <input id="where-parts-q" name="q" type="search" maxLength={100} autoComplete="postal-code" placeholder={t("parts.wherePlaceholder")} />
        </div>
        <button type="submit" className="button button--primary">
          <Icon name={icons.pin} size={18} /> {t("parts.whereSubmit")}
        </button>
        <LocalLink to="/dealers?service=spare_parts&locate=1" className="button">
          {t("parts.whereNearMe")}
        </LocalLink>
      </Form>
    </div>
  );
}
