import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { OfferedDocument } from "#domain/documents.ts";
import { Icon, icons } from "./icons.tsx";
import { LocalLink } from "./local-link.tsx";

/**
 * The top of a product page opened from a label's QR code (/m/{model}, decision 082): what an owner came for. Only
 * pages that exist are linked: registration (with the serial filled in), the documents, the safety instructions,
 * battery information (/batteries: safe use, storage, take-back; decision 085), service and dealers.
 */
export function OwnerStrip({
  product,
  serial,
  documents,
  hasParts = false,
}: {
  product: { id: number; name: string; model: string };
  serial: string | null;
  documents: OfferedDocument[];
  hasParts?: boolean;
}) {
  const { t } = useTranslation("public");
  const safety = documents.find((document) => document.kind === "safety_instructions");
  const register = `/register?product=${product.id}${serial ? `&sn=${encodeURIComponent(serial)}` : ""}`;
  return (
    <section className="owner-strip" aria-labelledby="owner-strip-title" data-testid="owner-strip">
      <div className="container owner-strip__inner">
        <div className="owner-strip__head">
          <p className="owner-strip__eyebrow">{t("product.owner.label")}</p>
          <h2 id="owner-strip-title" className="owner-strip__title">
            {t("product.owner.title", { model: product.model || product.name })}
          </h2>
          {serial && <p className="owner-strip__serial">{t("product.owner.serial", { serial })}</p>}
        </div>
        <ul className="owner-strip__links">
          <li>
            <LocalLink to={register} className="owner-strip__link" rel="nofollow">
              <Icon name={icons.shield} size={20} /> {t("product.owner.register")}
            </LocalLink>
          </li>
          {documents.length > 0 && (
            <li>
              <a href="#documents" className="owner-strip__link">
                <Icon name={icons.download} size={20} /> {t("product.owner.manuals")}
              </a>
            </li>
          )}
          {hasParts && (
            <li>
              <a href="#spare-parts" className="owner-strip__link">
                <Icon name={icons.wrench} size={20} /> {t("product.owner.parts")}
              </a>
            </li>
          )}
          {safety && (
            <li>
              <a href={safety.url} className="owner-strip__link" type="application/pdf">
                <Icon name={icons.help} size={20} /> {t("product.owner.safety")}
              </a>
            </li>
          )}
          <li>
            <LocalLink to="/batteries" className="owner-strip__link">
              <Icon name={icons.battery} size={20} /> {t("product.owner.batteries")}
            </LocalLink>
          </li>
          <li>
            <LocalLink to="/dealers" className="owner-strip__link">
              <Icon name={icons.wrench} size={20} /> {t("product.owner.dealers")}
            </LocalLink>
          </li>
        </ul>
      </div>
    </section>
  );
}
