import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { PosterView } from "#src/lib/poster-view.ts";
import { Icon, icons } from "../icons.tsx";
import { LocalLink } from "../local-link.tsx";
import { PosterPicture } from "../poster-picture.tsx";

/**
 * The rotation charts of the admin as a carousel section of the home page (decision 039): a strip of
 * slides that scrolls sideways by itself (touch, trackpad, keyboard focus, and without JavaScript), with
 * previous/next buttons once the page is interactive. It never moves on its own. The buttons' space is
 * kept from the first paint, so showing them moves nothing.
 */
export function RotationCarousel({ slides }: { slides: PosterView[] }) {
  const { t } = useTranslation("public");
  const titleId = useId();
  const trackId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ ready: false, start: true, end: true });

  useEffect(() => {
    const strip = track.current;
    if (!strip) return;
    const update = () => setEdges({ ready: true, start: strip.scrollLeft <= 1, end: strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 1 });
    update();
    strip.addEventListener("scroll", update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(strip);
    return () => {
      strip.removeEventListener("scroll", update);
      resized.disconnect();
    };
  }, [slides.length]);

  const move = useCallback((direction: 1 | -1) => {
    const strip = track.current;
    const first = strip?.firstElementChild;
    if (!strip || !first) return;
    const gap = parseFloat(getComputedStyle(strip).columnGap) || 0;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    strip.scrollBy({ left: direction * (first.getBoundingClientRect().width + gap), behavior: reduce ? "auto" : "smooth" });
  }, []);

  if (!slides.length) return null;
  // Nothing to scroll to (or not interactive yet): the buttons keep their place but are not shown.
  const controlsShown = edges.ready && !(edges.start && edges.end);

  return (
    <section className="section container rotation" aria-roledescription={t("promotions.carousel")} aria-labelledby={titleId}>
      <div className="section__head section__head--row rotation__head">
        <div>
          <p className="eyebrow">{t("promotions.carouselEyebrow")}</p>
          <h2 id={titleId} className="section__title">
            {t("promotions.carouselTitle")}
          </h2>
        </div>
        <div className={controlsShown ? "rotation__controls" : "rotation__controls is-idle"}>
          <button
            type="button"
            className="rotation__button"
            aria-controls={trackId}
            aria-label={t("common:carousel.previous")}
            aria-disabled={edges.start}
            onClick={() => !edges.start && move(-1)}
          >
            <Icon name={icons.chevronLeft} size={22} />
          </button>
          <button
            type="button"
            className="rotation__button"
            aria-controls={trackId}
            aria-label={t("common:carousel.next")}
            aria-disabled={edges.end}
            onClick={() => !edges.end && move(1)}
          >
            <Icon name={icons.chevronRight} size={22} />
          </button>
        </div>
      </div>
      <ul id={trackId} ref={track} className="rotation__track">
        {slides.map((slide) => (
          <li key={slide.id} className="rotation__slide">
            <LocalLink to={slide.url} className="rotation-card">
              <PosterPicture
                pcImg={slide.pcImg}
                focus={slide.focus}
                phoneFocus={slide.phoneFocus}
                phoneImg={slide.phoneImg}
                alt=""
                sizes="(max-width: 1200px) 72vw, 566px"
                phoneSizes="80vw"
                className="rotation-card__picture"
                fallback={{ pc: [1920, 800], phone: [750, 1000] }}
              />
              <div className="rotation-card__text">
                <h3 className="rotation-card__title">{slide.name}</h3>
                {slide.description && <p className="rotation-card__description">{slide.description}</p>}
                <span className="rotation-card__more">
                  {t("promotions.discover")} <Icon name={icons.arrowRight} size={16} />
                </span>
              </div>
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
