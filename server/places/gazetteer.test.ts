import { describe, expect, it } from "vitest";
import { distanceKm } from "#domain/geo.ts";
import { gazetteerSize, resolvePlace } from "./gazetteer.ts";
import { foldPlace } from "./fold-place.ts";
import { BELGIAN_AREAS, DUTCH_AREAS, LUXEMBOURG_AREAS } from "./postcode-areas.ts";

const GENT = { lat: 51.05, lng: 3.72 };
const BRUSSELS = { lat: 50.85, lng: 4.35 };
const ANTWERP = { lat: 51.22, lng: 4.4 };

/** Resolves `text` and checks the place lies within `km` of `near`, in `country`. */
function expectPlace(text: string, country: string, near: { lat: number; lng: number }, km = 5) {
  const found = resolvePlace(text);
  expect(found, text).not.toBeNull();
  expect(found!.place.country, text).toBe(country);
  expect(distanceKm(found!.place, near), text).toBeLessThan(km);
  return found!.place;
}

describe("the offline gazetteer", () => {
  it("holds the towns of BE, NL, FR and LU, France's postcodes and every area of our table, compactly", () => {
    const size = gazetteerSize();
    expect(size.towns).toBeGreaterThan(30_000);
    expect(size.towns).toBeLessThan(60_000);
    expect(size.postcodes).toBeGreaterThan(5_500);
    expect(size.postcodes).toBeLessThan(7_000);
    // Every area's main town is known by that name in its country (a misspelt town in the table fails here).
    expect(size.areas).toBe(Object.keys(BELGIAN_AREAS).length + Object.keys(DUTCH_AREAS).length + Object.keys(LUXEMBOURG_AREAS).length);
    expect(Object.keys(DUTCH_AREAS)).toHaveLength(90);
    expect(Object.keys(LUXEMBOURG_AREAS)).toHaveLength(9);
  });

  it("finds the towns the dealer search missed", () => {
    expectPlace("Mechelen", "BE", { lat: 51.03, lng: 4.48 });
    expectPlace("Namur", "BE", { lat: 50.47, lng: 4.87 });
    expectPlace("Rotterdam", "NL", { lat: 51.92, lng: 4.48 });
    expectPlace("Paris", "FR", { lat: 48.86, lng: 2.35 });
    expectPlace("Luxembourg", "LU", { lat: 49.61, lng: 6.13 });
  });

  it("knows a town by its English, French and Dutch names, and shows the name the visitor typed", () => {
    for (const name of ["Brussels", "Bruxelles", "Brussel"]) expect(expectPlace(name, "BE", BRUSSELS).label).toBe(name);
    for (const name of ["Ghent", "Gand", "Gent"]) expect(expectPlace(name, "BE", GENT).label).toBe(name);
    for (const name of ["Antwerp", "Anvers", "Antwerpen"]) expect(expectPlace(name, "BE", ANTWERP).label).toBe(name);
    expectPlace("Luik", "BE", { lat: 50.63, lng: 5.57 });
    expectPlace("Rijsel", "FR", { lat: 50.63, lng: 3.06 });
  });

  it("ignores accents, case, hyphens and apostrophes, and a country after the name", () => {
    expectPlace("liege", "BE", { lat: 50.63, lng: 5.57 });
    expectPlace("LIÈGE", "BE", { lat: 50.63, lng: 5.57 });
    expectPlace("  gAND ", "BE", GENT);
    expectPlace("s hertogenbosch", "NL", { lat: 51.7, lng: 5.3 });
    expectPlace("'s-Hertogenbosch", "NL", { lat: 51.7, lng: 5.3 });
    expectPlace("Gent, België", "BE", GENT);
    expectPlace("Namur (BE)", "BE", { lat: 50.47, lng: 4.87 });
    expect(foldPlace("Saint-Gilles")).toBe(foldPlace("saint gilles"));
  });

  it("takes the start of a name when no name matches whole, the most populous first", () => {
    expectPlace("Bruxel", "BE", BRUSSELS);
    expectPlace("Antw", "BE", ANTWERP);
  });

  it("resolves French postcodes to their commune, the arrondissements of Paris, Lyon and Marseille to the city", () => {
    expect(expectPlace("75011", "FR", { lat: 48.86, lng: 2.35 })).toEqual(expect.objectContaining({ postcode: "75011", label: "75011 Paris" }));
    expect(resolvePlace("75011")!.place.area).toBeUndefined();
    expect(expectPlace("69003", "FR", { lat: 45.75, lng: 4.85 }).label).toBe("69003 Lyon");
    expect(expectPlace("13001", "FR", { lat: 43.3, lng: 5.38 }).label).toBe("13001 Marseille");
    expect(expectPlace("F-59000", "FR", { lat: 50.63, lng: 3.06 }).label).toBe("59000 Lille");
    expectPlace("67000", "FR", { lat: 48.58, lng: 7.75 }); // Strasbourg
    expect(resolvePlace("99999")).toBeNull();
  });

  it("resolves Belgian, Dutch and Luxembourg postcodes to their area's main town, and says so", () => {
    expect(expectPlace("1000", "BE", BRUSSELS)).toEqual(expect.objectContaining({ postcode: "1000", area: "10xx", label: "Brussels" }));
    expect(expectPlace("9000", "BE", GENT)).toEqual(expect.objectContaining({ postcode: "9000", area: "90xx", label: "Gent" }));
    expect(expectPlace("9051", "BE", GENT).area).toBe("90xx");
    expectPlace("B-4000", "BE", { lat: 50.64, lng: 5.57 });
    expectPlace("2800", "BE", { lat: 51.03, lng: 4.48 }); // Mechelen
    expectPlace("5000", "BE", { lat: 50.47, lng: 4.87 }); // Namur
    expectPlace("8400", "BE", { lat: 51.22, lng: 2.91 }); // Oostende
    expectPlace("9000 Gent", "BE", GENT);
    expect(expectPlace("1012 AB", "NL", { lat: 52.37, lng: 4.9 })).toEqual(expect.objectContaining({ area: "10xx", label: "Amsterdam" }));
    expectPlace("1012ab", "NL", { lat: 52.37, lng: 4.9 });
    expectPlace("NL-3000", "NL", { lat: 51.92, lng: 4.48 }); // Rotterdam
    expectPlace("2511 AB", "NL", { lat: 52.08, lng: 4.3 }); // Den Haag
    expectPlace("9711 AA", "NL", { lat: 53.22, lng: 6.57 }); // Groningen
    expectPlace("6211 AB", "NL", { lat: 50.85, lng: 5.69 }); // Maastricht
    expect(expectPlace("L-1234", "LU", { lat: 49.61, lng: 6.13 })).toEqual(expect.objectContaining({ area: "L-1xxx", label: "Luxembourg" }));
    expectPlace("l 1234", "LU", { lat: 49.61, lng: 6.13 });
    expectPlace("L-4001", "LU", { lat: 49.5, lng: 5.98 }); // Esch-sur-Alzette
    expectPlace("L-9001", "LU", { lat: 49.85, lng: 6.1 }); // Ettelbruck
    // Prefixes Belgium does not use fall through to the Netherlands.
    expect(resolvePlace("2700")!.place).toEqual(expect.objectContaining({ country: "NL", area: "27xx", label: "Zoetermeer" }));
  });

  it("places every area near its main town, within its country", () => {
    const boxes = { BE: [49.45, 51.55, 2.5, 6.45], NL: [50.7, 53.6, 3.3, 7.3], LU: [49.4, 50.2, 5.7, 6.55] } as const;
    for (const [country, table, digits] of [
      ["BE", BELGIAN_AREAS, (prefix: string) => `B-${prefix}00`],
      ["NL", DUTCH_AREAS, (prefix: string) => `${prefix}00 AA`],
      ["LU", LUXEMBOURG_AREAS, (prefix: string) => `L-${prefix}000`],
    ] as const) {
      for (const prefix of Object.keys(table)) {
        const place = resolvePlace(digits(prefix))!.place;
        const [south, north, west, east] = boxes[country];
        expect(place.country, prefix).toBe(country);
        expect(place.lat > south && place.lat < north && place.lng > west && place.lng < east, `${country} ${prefix}`).toBe(true);
      }
    }
  });

  it("lets the chosen country decide a 4-digit postcode that exists in several countries", () => {
    // 3511: Kuringen, in Hasselt's area (BE); Utrecht (NL); Dudelange, in Esch-sur-Alzette's area (LU).
    const inBelgium = resolvePlace("3511")!;
    expect(inBelgium.place).toMatchObject({ country: "BE", label: "Hasselt", area: "35xx" });
    expect(inBelgium.others.map((other) => other.label)).toEqual(["Utrecht", "Esch-sur-Alzette"]);
    expect(resolvePlace("3511", "NL")!.place.label).toBe("Utrecht");
    expect(resolvePlace("3513", "NL")!.place).toMatchObject({ country: "NL", label: "Utrecht" });
    expect(resolvePlace("3511", "lu")!.place.label).toBe("Esch-sur-Alzette");
    // The town beside the postcode chooses too.
    expect(resolvePlace("3511 Utrecht")!.place.country).toBe("NL");
  });

  it("prefers the chosen country for a name several countries share, and names the others", () => {
    const mechelen = resolvePlace("Mechelen")!;
    expect(mechelen.place.country).toBe("BE");
    expect(mechelen.others.map((other) => other.country)).toEqual(["NL"]);
    expect(resolvePlace("Mechelen", "NL")!.place.country).toBe("NL");
  });

  it("answers null to anything that is not a place, without throwing", () => {
    for (const text of [
      "",
      "   ",
      "xyzzy",
      "12",
      "0000",
      "0999",
      "L-0001",
      "00000",
      "<script>alert(1)</script>",
      "%00",
      "'; drop table dealers; --",
      "🙂",
      "a".repeat(500),
    ]) {
      expect(resolvePlace(text), text).toBeNull();
    }
  });
});
