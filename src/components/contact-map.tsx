import { useTranslation } from "#src/lib/i18n-react.tsx";
import { Icon, icons } from "./icons.tsx";

/** "lat,lon" in the map setting gives an interactive OpenStreetMap; any other text a drawn map with a link. */
export function coordinatesOf(query: string): { lat: number; lon: number } | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(query);
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}

export function ContactMap({ query, address, title }: { query: string; address: string; title: string }) {
  const { t } = useTranslation("public");
  const point = coordinatesOf(query);
  const search = point ? `${point.lat},${point.lon}` : query || address;
  const openUrl = point
    ? `https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lon}#map=15/${point.lat}/${point.lon}`
    : `https://www.openstreetmap.org/search?query=${encodeURIComponent(search)}`;
  return (
    <figure className="contact-map">
      {point ? (
        <iframe
          className="contact-map__frame"
          title={title}
          src={`https://www.openstreetmap.org/export/embed.html?bbox=${point.lon - 0.01},${point.lat - 0.006},${point.lon + 0.01},${point.lat + 0.006}&layer=mapnik&marker=${point.lat},${point.lon}`}
          loading="lazy"
          width="600"
          height="360"
          referrerPolicy="no-referrer"
        />
      ) : (
        <svg className="contact-map__drawing" viewBox="0 0 600 360" width="600" height="360" role="img" aria-label={title}>
          <rect width="600" height="360" fill="#e8efe3" />
          <path d="M0 250 C120 230 160 300 300 270 S480 210 600 240 V360 H0Z" fill="#cfe3bd" />
          <path d="M-10 120 C150 150 250 60 380 110 S540 170 610 120" stroke="#b7d3ea" strokeWidth="26" fill="none" />
          <g stroke="#fff" strokeWidth="10" fill="none" strokeLinecap="round">
            <path d="M40 330 L260 40" />
            <path d="M0 200 H600" />
            <path d="M360 360 L420 0" />
            <path d="M120 0 C200 120 420 260 600 300" />
          </g>
          <g stroke="#fff" strokeWidth="4" fill="none" opacity="0.8">
            <path d="M0 60 H600M0 300 H600M80 0 V360M500 0 V360M200 0 V360" />
          </g>
          <circle cx="300" cy="190" r="60" fill="#0f5132" opacity="0.12" />
          <path d="M300 110c-24 0-42 18-42 41 0 31 42 75 42 75s42-44 42-75c0-23-18-41-42-41zm0 57a16 16 0 1 1 0-32 16 16 0 0 1 0 32z" fill="#0f5132" />
        </svg>
      )}
      <figcaption className="contact-map__caption">
        <Icon name={icons.pin} size={18} />
        <span>{address}</span>
        <a href={openUrl} target="_blank" rel="noopener noreferrer" className="link-arrow">
          {t("contact.openMap")}
        </a>
      </figcaption>
    </figure>
  );
}
