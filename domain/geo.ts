/** A point on the earth in decimal degrees (WGS 84, as browsers' geolocation gives it). */
export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine): good to a few metres at the scale of a country. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "50.85,4.35" (as `near=` carries it) → a point; anything else, or out of range, → undefined. */
export function parseLatLng(value: string | null | undefined): LatLng | undefined {
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value ?? "");
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}

/** A position rounded to about 100 m, for URLs: precise enough to sort dealers, not to pinpoint a home. */
export function formatLatLng({ lat, lng }: LatLng): string {
  return `${lat.toFixed(3)},${lng.toFixed(3)}`;
}

/** Sorts items with a position by distance from `origin` (nearest first); items without one go last. Returns new objects with `distance_km`. */
export function byDistance<T extends { latitude: number | null; longitude: number | null }>(
  items: readonly T[],
  origin: LatLng,
): (T & { distance_km: number | null })[] {
  return items
    .map((item) => ({
      ...item,
      distance_km:
        item.latitude === null || item.longitude === null ? null : Math.round(distanceKm(origin, { lat: item.latitude, lng: item.longitude }) * 10) / 10,
    }))
    .sort((a, b) => (a.distance_km ?? Infinity) - (b.distance_km ?? Infinity));
}
