import { useEffect, useId, useState } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { PosterView } from "#src/lib/poster-view.ts";
import { Icon, icons } from "./icons.tsx";
import { LocalLink } from "./local-link.tsx";
import { PosterPicture } from "./poster-picture.tsx";

export const SLIDE_INTERVAL_MS = 6000;

interface HeroSliderProps {
  slides: PosterView[];
  /** The accessible name of the carousel. */
  label: string;
  /** Text of each slide's call to action; the link's text adds the slide's name, read by screen readers and search engines. */
  cta: string;
  /** Render the first slide's heading as the page's h1. */
  firstIsTitle?: boolean;
}

/**
 * The home hero (indexPage posters) and the landing page swipers: one slide visible, previous/next
 * buttons and dots, autoplay that pauses on hover, on focus, with the pause button, and never runs
 * when the visitor prefers reduced motion. The first image is the page's LCP: eager, high priority.
 */
export function HeroSlider({ slides, label, cta, firstIsTitle = false }: HeroSliderProps) {
  const { t } = useTranslation("common");
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const id = useId();
  const count = slides.length;

  useEffect(() => {
    if (count < 2 || !playing || held) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, playing, held]);

  if (!count) return null;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="hero__viewport">
        <div className="hero__track" id={id} aria-live={playing && !held ? "off" : "polite"} style={{ transform: `translateX(${-100 * index}%)` }}>
          {slides.map((slide, i) => {
            const Heading = firstIsTitle && i === 0 ? "h1" : "h2";
            return (
              <div
                key={slide.id}
                className="hero__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t("carousel.slideOf", { index: i + 1, count })}
                aria-hidden={i !== index}
                inert={i !== index}
              >
                <PosterPicture
                  pcImg={slide.pcImg}
                  focus={slide.focus}
                  phoneFocus={slide.phoneFocus}
                  phoneImg={slide.phoneImg}
                  alt={slide.alt ?? ""}
                  eager={i === 0}
                  className="hero__picture"
                  fallback={{ pc: [1920, 800], phone: [750, 750] }}
                />
                <div className="hero__content">
                  <div className="container">
                    <div className="hero__text">
                      <Heading className="hero__title">{slide.name}</Heading>
                      {slide.description && <p className="hero__description">{slide.description}</p>}
                      <LocalLink to={slide.url} className="button button--accent">
                        {cta}
                        <span className="visually-hidden">: {slide.name}</span>
                        <Icon name={icons.arrowRight} size={18} />
                      </LocalLink>
                    </div>
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="hero__controls container">
          <button type="button" className="hero__button" aria-controls={id} aria-label={t("carousel.previous")} onClick={() => go(index - 1)}>
            <Icon name={icons.chevronLeft} size={22} />
          </button>
          <div className="hero__dots">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className="hero__dot"
                aria-controls={id}
                aria-label={t("carousel.goTo", { index: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="hero__button" aria-controls={id} aria-label={t("carousel.next")} onClick={() => go(index + 1)}>
            <Icon name={icons.chevronRight} size={22} />
          </button>
          <button type="button" className="hero__button" aria-label={playing ? t("carousel.pause") : t("carousel.play")} onClick={() => setPlaying((p) => !p)}>
            <Icon name={playing ? icons.pause : icons.play} size={18} />
          </button>
        </div>
      )}
    </section>
  );
}
