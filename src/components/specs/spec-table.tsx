import { useId } from "react";
import type { SpecView } from "#domain/specs.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";

/** A product's specifications as a real table: one row per attribute, its label as the row header. */
export function SpecTable({ specs }: { specs: SpecView[] }) {
  const { t } = useTranslation("public");
  const titleId = useId();
  if (!specs.length) return null;
  return (
    <section className="container section spec-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("specs.title")}</h2>
      <table className="spec-table">
        <caption className="visually-hidden">{t("specs.caption")}</caption>
        <tbody>
          {specs.map((spec) => (
            <tr key={spec.key} data-spec={spec.key}>
              <th scope="row">{spec.label}</th>
              <td>{spec.display}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
