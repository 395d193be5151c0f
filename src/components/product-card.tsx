import type { CommodityView } from "#server/services/catalogue.ts";
import { displayImage, displayName, pickLocalized } from "#src/lib/localized.ts";
import { slugify } from "#src/lib/slug.ts";
import { useLocale } from "#src/lib/use-locale.ts";
import { LocalLink } from "./local-link.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

/** The detail URL of SPEC §5: /product/{English name as slug}?articleID={id}. */
export function productPath(product: Pick<CommodityView, "id" | "en_name">): string {
  return `/product/${encodeURIComponent(slugify(product.en_name))}?articleID=${product.id}`;
}

export function ProductCard({ product, eager = false }: { product: CommodityView; eager?: boolean }) {
  const locale = useLocale();
  const name = displayName(product, locale);
  return (
    <article className="product-card">
      <LocalLink to={productPath(product)} className="product-card__link">
        <ResponsiveImage
          className="product-card__image"
          src={displayImage(product)}
          alt={name}
          sizes="(max-width: 750px) 50vw, (max-width: 1200px) 33vw, 280px"
          eager={eager}
        />
        <h3 className="product-card__name">{name}</h3>
        <p className="product-card__summary">{pickLocalized(product, "summary", locale)}</p>
      </LocalLink>
    </article>
  );
}
