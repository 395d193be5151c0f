import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { PosterView } from "#src/lib/poster-view.ts";
import { tileSlot, tilesThatFit } from "#src/lib/promotions.ts";
import { Icon, icons } from "../icons.tsx";
import { LocalLink } from "../local-link.tsx";
import { PosterPicture } from "../poster-picture.tsx";
import { PRODUCT_CARD_SIZES } from "../product-card.tsx";

interface ListPosterTilesProps {
  tiles: PosterView[];
  /** Products rendered (the server's page, then every page loaded since). */
  loaded: number;
  /** Product cells drawn: the loaded products plus the placeholder cards of pages still to load. */
  cells: number;
}

/**
 * The list posters of the admin as promotion tiles inside the product grid (decision 039), each the size of a
 * product card. They are grid items with a fixed row and column, not products: pages still hold 9 products,
 * and a tile waits in the placeholder area for the products before it, so a page that arrives moves nothing.
 * Tiles past the server-rendered products are marked `is-ahead`: without JavaScript they are hidden with
 * the placeholders, so no row has a hole.
 */
export function ListPosterTiles({ tiles, loaded, cells }: ListPosterTilesProps) {
  const { t } = useTranslation("public");
  return (
    <>
      {tiles.slice(0, tilesThatFit(tiles.length, cells)).map((tile, index) => {
        const slot = tileSlot(index);
        return (
          <li
            key={`promotion-${tile.id}`}
            className={slot.productsBefore > loaded ? "promo-tile-cell is-ahead" : "promo-tile-cell"}
            style={{ gridRow: slot.row, gridColumn: slot.lastColumn ? "-2" : "1" }}
          >
            <LocalLink to={tile.url} className="promo-tile">
              <PosterPicture
                pcImg={tile.pcImg}
                focus={tile.focus}
                phoneFocus={tile.phoneFocus}
                phoneImg={tile.phoneImg}
                alt=""
                sizes={PRODUCT_CARD_SIZES}
                phoneSizes="50vw"
                className="promo-tile__picture"
                fallback={{ pc: [800, 800], phone: [800, 800] }}
              />
              <div className="promo-tile__body">
                <p className="promo-tile__eyebrow">{t("promotions.tileEyebrow")}</p>
                <h3 className="promo-tile__name">{tile.name}</h3>
                {tile.description && <p className="promo-tile__description">{tile.description}</p>}
                <span className="promo-tile__more">
                  {t("promotions.discover")} <Icon name={icons.arrowRight} size={16} />
                </span>
              </div>
            </LocalLink>
          </li>
        );
      })}
    </>
  );
}
