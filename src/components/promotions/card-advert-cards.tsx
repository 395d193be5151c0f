import { useId } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { PosterView } from "#src/lib/poster-view.ts";
import { Icon, icons } from "../icons.tsx";
import { LocalLink } from "../local-link.tsx";
import { PosterPicture } from "../poster-picture.tsx";

/**
 * The card adsense of the admin as a row of cards on the category landing pages (decision 039): wide
 * images from 750 px, the square phone image as a thumbnail beside the text on phones.
 */
export function CardAdvertCards({ cards }: { cards: PosterView[] }) {
  const { t } = useTranslation("public");
  const titleId = useId();
  if (!cards.length) return null;
  return (
    <section className="section section--flush container ad-cards-section" aria-labelledby={titleId}>
      <div className="section__head">
        <p className="eyebrow">{t("promotions.cardsEyebrow")}</p>
        <h2 id={titleId} className="section__title">
          {t("promotions.cardsTitle")}
        </h2>
      </div>
      <ul className="ad-cards">
        {cards.map((card) => (
          <li key={card.id}>
            <LocalLink to={card.url} className="ad-card">
              <PosterPicture
                pcImg={card.pcImg}
                focus={card.focus}
                phoneFocus={card.phoneFocus}
                phoneImg={card.phoneImg}
                alt={card.alt ?? ""}
                sizes="(max-width: 1200px) 45vw, 280px"
                phoneSizes="112px"
                className="ad-card__picture"
                fallback={{ pc: [1200, 675], phone: [800, 800] }}
              />
              <div className="ad-card__text">
                <h3 className="ad-card__title">{card.name}</h3>
                {card.description && <p className="ad-card__description">{card.description}</p>}
                <span className="ad-card__more">
                  {t("common:actions.seeMore")} <Icon name={icons.arrowRight} size={16} />
                </span>
              </div>
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
