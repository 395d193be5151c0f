import { useId } from "react";
import type { PackageContents } from "#server/services/compatibility.ts";
import { LocalLink } from "#src/components/local-link.tsx";
import { DATA_SHEET_KEYS, REMOVABLE_KEY } from "#src/lib/batteries.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { SpecView } from "#domain/specs.ts";
import { RemovalSteps } from "./removal-steps.tsx";

/** A battery's data sheet lines among a product's specifications, in the data sheet's order. */
export function dataSheetOf(specs: SpecView[]): SpecView[] {
  return DATA_SHEET_KEYS.flatMap((key) => specs.filter((spec) => spec.key === key));
}

/** True for a product that has a battery data sheet: a battery, or a kit's battery. */
export function hasDataSheet(specs: SpecView[]): boolean {
  return specs.some((spec) => spec.key === DATA_SHEET_KEYS[0]);
}

/**
 * The product page's battery section (decision 085): what comes in the box, and
 * either the battery's data sheet (a battery or a kit) or whether the tool's battery is removable and how.
 */
export function ProductBattery({ specs, contents }: { specs: SpecView[]; contents: PackageContents | undefined }) {
  const { t } = useTranslation("public");
  const titleId = useId();
  const sheet = hasDataSheet(specs) ? dataSheetOf(specs) : [];
  const removable = specs.find((spec) => spec.key === REMOVABLE_KEY)?.value;
  if (!contents && !sheet.length && removable === undefined) return null;
  return (
    <section className="container section product-battery" aria-labelledby={titleId} id="battery">
      <h2 id={titleId}>{t(sheet.length ? "batteries.product.sheetTitle" : "batteries.product.title")}</h2>
      {contents && <Contents contents={contents} />}
      {sheet.length > 0 && (
        <table className="spec-table" data-testid="battery-sheet">
          <caption className="visually-hidden">{t("batteries.product.sheetTitle")}</caption>
          <tbody>
            {sheet.map((spec) => (
              <tr key={spec.key} data-spec={spec.key}>
                <th scope="row">{spec.label}</th>
                <td>{spec.display}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {removable === true && (
        <>
          <p className="product-battery__removable" data-testid="battery-removable">
            {t("batteries.product.removable")}
          </p>
          <RemovalSteps />
        </>
      )}
      {removable === false && (
        <p className="product-battery__removable" data-testid="battery-removable">
          {t("batteries.product.builtIn")} <LocalLink to="/dealers?service=repairs">{t("batteries.product.repairDealers")}</LocalLink>
        </p>
      )}
      <p>
        <LocalLink to="/batteries" className="link-arrow">
          {t("batteries.product.more")}
        </LocalLink>
      </p>
    </section>
  );
}

/** "Battery and charger not included", or what the kit holds, with the other way to buy it. */
function Contents({ contents }: { contents: PackageContents }) {
  const { t } = useTranslation("public");
  const others = contents.kind === "kit" ? contents.parts : contents.kind === "built-in" ? [] : contents.kits;
  return (
    <div className="product-battery__contents" data-testid="package-contents">
      <p>
        <strong>{t(`batteries.product.contents.${contents.kind}`)}</strong>
      </p>
      {others.length > 0 && (
        <p>
          {t(contents.kind === "kit" ? "batteries.product.soldAlone" : "batteries.product.asKit")}{" "}
          {others.map((other, index) => (
            <span key={other.id}>
              {index > 0 && ", "}
              <LocalLink to={other.href}>{other.name}</LocalLink>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
