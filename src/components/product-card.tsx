import { PHONE_MEDIA } from "#src/lib/breakpoints.ts";
import type { ProductSummary } from "#src/lib/product-view.ts";
import { LocalLink } from "./local-link.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";
import { CompareToggle } from "./specs/compare-toggle.tsx";

export const PRODUCT_CARD_SIZES = `${PHONE_MEDIA} 50vw, (max-width: 1200px) 33vw, 280px`;

export function ProductCard({ product, eager = false, headingLevel = 3 }: { product: ProductSummary; eager?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="product-card">
      <LocalLink to={product.href} className="product-card__link" prefetch="intent">
        <div className="product-card__media">
          <ResponsiveImage
            className="product-card__image"
            src={product.image}
            alt=""
            sizes={PRODUCT_CARD_SIZES}
            eager={eager}
            style={product.focus ? { objectPosition: product.focus } : undefined}
          />
        </div>
        <div className="product-card__body">
          {product.model && <p className="product-card__model">{product.model}</p>}
          <Heading className="product-card__name">{product.name}</Heading>
          {product.summary && <p className="product-card__summary">{product.summary}</p>}
        </div>
      </LocalLink>
      <CompareToggle product={{ id: product.id, name: product.name, image: product.image }} />
    </article>
  );
}
