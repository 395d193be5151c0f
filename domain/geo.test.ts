import { describe, expect, it } from "vitest";
import { byDistance, distanceKm, formatLatLng, parseLatLng } from "./geo.ts";

describe("distanceKm", () => {
  it("measures known city distances within a kilometre", () => {
    const brussels = { lat: 50.8467, lng: 4.3525 };
    const paris = { lat: 48.8566, lng: 2.3522 };
    const amsterdam = { lat: 52.3728, lng: 4.8936 };
    expect(distanceKm(brussels, paris)).toBeGreaterThan(263);
    expect(distanceKm(brussels, paris)).toBeLessThan(265);
    expect(distanceKm(brussels, amsterdam)).toBeGreaterThan(172);
    expect(distanceKm(brussels, amsterdam)).toBeLessThan(175);
  });

  it("is zero for the same point and symmetric", () => {
    const a = { lat: 49.61, lng: 6.13 };
    const b = { lat: 51.05, lng: 3.72 };
    expect(distanceKm(a, a)).toBe(0);
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
  });

  it("handles the antimeridian and the poles", () => {
    expect(distanceKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111.2, 0);
    expect(distanceKm({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});

describe("parseLatLng", () => {
  it("reads lat,lng and refuses anything else", () => {
    expect(parseLatLng("50.85,4.35")).toEqual({ lat: 50.85, lng: 4.35 });
    expect(parseLatLng(" -33.9 , 151.2 ")).toEqual({ lat: -33.9, lng: 151.2 });
    expect(parseLatLng("91,0")).toBeUndefined();
    expect(parseLatLng("0,181")).toBeUndefined();
    expect(parseLatLng("50.85")).toBeUndefined();
    expect(parseLatLng("a,b")).toBeUndefined();
    expect(parseLatLng(undefined)).toBeUndefined();
  });

  it("rounds positions to three decimals for URLs", () => {
    expect(formatLatLng({ lat: 50.84671, lng: 4.35249 })).toBe("50.847,4.352");
  });
});

describe("byDistance", () => {
  it("puts the nearest first and places without coordinates last", () => {
    const items = [
      { name: "far", latitude: 48.85, longitude: 2.35 },
      { name: "none", latitude: null, longitude: null },
      { name: "near", latitude: 50.85, longitude: 4.36 },
    ];
    const sorted = byDistance(items, { lat: 50.85, lng: 4.35 });
    expect(sorted.map((item) => item.name)).toEqual(["near", "far", "none"]);
    expect(sorted[0]!.distance_km).toBe(0.7);
    expect(sorted[2]!.distance_km).toBeNull();
  });
});
