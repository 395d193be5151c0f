import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";

const GHENT = {
  name: "Tuincentrum De Linde",
  address: "Kortrijksesteenweg 1200",
  postcode: "9051",
  city: "Gent",
  country: "be",
  phone: "+32 9 222 11 00",
  website: "https://www.delinde.example",
  email: "info@delinde.example",
  latitude: 51.0205,
  longitude: 3.6901,
  sales: 1,
  repairs: 1,
  spare_parts: 0,
  opening_hours: { mo: ["13:30-18:00", "09:00-12:00"], sa: ["09:00-17:00"] },
};

const LIEGE = {
  name: "Jardinerie Meuse",
  address: "Quai de Rome 12",
  postcode: "4000",
  city: "Liège",
  country: "BE",
  latitude: 50.6292,
  longitude: 5.5797,
  spare_parts: 1,
};
const UTRECHT = {
  name: "Groen & Gereedschap",
  address: "Amsterdamsestraatweg 80",
  postcode: "3513 AG",
  city: "Utrecht",
  country: "NL",
  latitude: 52.1005,
  longitude: 5.1087,
  battery_takeback: 1,
};
const HIDDEN = { name: "Not yet open", city: "Namur", country: "BE", published: 0, latitude: 50.4669, longitude: 4.8675 };

describe.each(TEST_ENGINES)("dealers on %s", (engine) => {
  let app: AdminTestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    app = await createAdminTestApp(engine);
    for (const [key, dealer] of Object.entries({ GHENT, LIEGE, UTRECHT, HIDDEN })) {
      const response = await request(app.express).post("/api/ad/dealers").set(app.auth).send(dealer);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      ids[key] = response.body.data.id;
    }
  });
  afterAll(() => app.close());

  const publicList = async (query = "") => {
    const response = await request(app.express).get(`/api/dealers${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as { id: number; name: string; city: string; distance_km?: number | null }[];
  };

  it("stores a dealer with an upper-case country and sorted opening hours", async () => {
    const response = await request(app.express).get(`/api/ad/dealers/${ids.GHENT}`).set(app.auth);
    expect(response.body.data).toMatchObject({
      country: "BE",
      latitude: 51.0205,
      opening_hours: { mo: ["09:00-12:00", "13:30-18:00"], sa: ["09:00-17:00"] },
      published: 1,
    });
    expect(response.body.data).not.toHaveProperty("city_folded");
  });

  it("lists only published dealers, by country (Belgium first) and city", async () => {
    const list = await publicList();
    expect(list.map((d) => d.name)).toEqual(["Tuincentrum De Linde", "Jardinerie Meuse", "Groen & Gereedschap"]);
    expect(list[0]).not.toHaveProperty("published");
  });

  const search = async (query: string) => {
    const response = await request(app.express).get(`/api/dealers${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as {
      data: { id: number; distance_km?: number | null }[];
      meta: {
        place: { label: string; country: string; postcode?: string; area?: string } | null;
        other_places: { label: string; country: string }[];
        unknown_place: boolean;
      };
    };
  };
  const ids_ = (found: { data: { id: number }[] }) => found.data.map((d) => d.id);

  it("resolves a town or postcode to a place and lists the nearest dealers first, with the distance", async () => {
    const liege = await search("?q=liege");
    expect(liege.meta.place).toMatchObject({ label: "Liège", country: "BE" });
    expect(ids_(liege)[0]).toBe(ids.LIEGE);
    expect(liege.data[0]!.distance_km).toBeLessThan(5);
    // Ghent, in its three languages and by its postcode; De Linde is a few km out of the centre.
    for (const q of ["Gand", "Ghent", "gent", "9000"]) {
      const found = await search(`?q=${q}`);
      expect(ids_(found)[0], q).toBe(ids.GHENT);
      expect(found.data[0]!.distance_km, q).toBeGreaterThan(1);
      expect(found.data[0]!.distance_km, q).toBeLessThan(10);
    }
    expect((await search("?q=Gand")).meta.place!.label).toBe("Gand");
    // A Belgian postcode resolves to its area's main town, and says so …
    expect((await search("?q=9000")).meta.place).toMatchObject({ label: "Gent", postcode: "9000", area: "90xx" });
    // … unless it is a dealer's own postcode: then it is exactly where that dealer is.
    const own = await search("?q=9051");
    expect(own.meta.place).toEqual({ label: "9051 Gent", country: "BE", postcode: "9051", lat: GHENT.latitude, lng: GHENT.longitude });
    expect(own.data[0]).toMatchObject({ id: ids.GHENT, distance_km: 0 });
    expect((await search("?q=B-4000")).meta.place).toMatchObject({ label: "4000 Liège", lat: LIEGE.latitude });
    // 3513 is Hasselt's area in Belgium, but a Dutch dealer's own postcode: that wins.
    const utrecht = await search("?q=3513");
    expect(utrecht.meta.place).toMatchObject({ label: "3513 Utrecht", country: "NL" });
    expect(utrecht.meta.place!.area).toBeUndefined();
    expect(utrecht.meta.other_places).toEqual([
      expect.objectContaining({ label: "Hasselt", country: "BE", area: "35xx" }),
      expect.objectContaining({ country: "LU" }),
    ]);
    // Towns with no dealer of their own: the nearest come, nearest first, at least three.
    const namur = await search("?q=Namur");
    expect(ids_(namur)).toEqual([ids.LIEGE, ids.GHENT, ids.UTRECHT]);
    expect(namur.data[0]!.distance_km).toBeGreaterThan(45);
    expect(namur.data[0]!.distance_km).toBeLessThan(60);
    for (const q of ["Mechelen", "Brussel", "Bruxelles", "Anvers", "1000", "Antwerpen"]) expect(ids_(await search(`?q=${q}`))[0], q).toBe(ids.GHENT);
    expect(ids_(await search("?q=Rotterdam"))[0]).toBe(ids.UTRECHT);
    expect(ids_(await search("?q=1012%20AB"))[0]).toBe(ids.UTRECHT);
    expect(ids_(await search("?q=3513%20AG"))[0]).toBe(ids.UTRECHT);
    expect(ids_(await search("?q=UTR"))[0]).toBe(ids.UTRECHT);
    expect(ids_(await search("?q=Luxembourg"))[0]).toBe(ids.LIEGE);
    expect(ids_(await search("?q=L-1234"))[0]).toBe(ids.LIEGE);
    expect(ids_(await search("?q=B-4000"))[0]).toBe(ids.LIEGE);
    const paris = await search("?q=75011");
    expect(paris.meta.place).toMatchObject({ country: "FR", postcode: "75011" });
    expect(ids_(paris)[0]).toBe(ids.GHENT);
    expect(paris.data[0]!.distance_km).toBeGreaterThan(200);
    expect(ids_(await search("?q=Paris"))).toHaveLength(3);
  });

  it("lists every dealer within 60 km of the place, not only three", async () => {
    // From Maastricht (postcode 6211 AB) Liège is ~25 km away, the only one within 60 km; the next two come as the nearest three.
    const maastricht = await search("?q=6211%20AB");
    expect(ids_(maastricht)[0]).toBe(ids.LIEGE);
    expect(maastricht.data).toHaveLength(3);
    // Three more dealers around Ghent: Gand lists the four within 60 km, and not Liège (~130 km).
    const around = [
      { name: "Lochristi Tuin", city: "Lochristi", country: "BE", latitude: 51.097, longitude: 3.832 },
      { name: "Deinze Tuin", city: "Deinze", country: "BE", latitude: 50.984, longitude: 3.527 },
      { name: "Eeklo Tuin", city: "Eeklo", country: "BE", latitude: 51.186, longitude: 3.559 },
    ];
    const added: number[] = [];
    for (const dealer of around) added.push((await request(app.express).post("/api/ad/dealers").set(app.auth).send(dealer).expect(201)).body.data.id);
    try {
      const gand = await search("?q=Gand");
      expect(ids_(gand)[0]).toBe(ids.GHENT);
      expect(ids_(gand).sort()).toEqual([ids.GHENT!, ...added].sort());
      expect(gand.data.every((dealer) => dealer.distance_km! <= 60)).toBe(true);
    } finally {
      await request(app.express)
        .delete(`/api/ad/dealers/_delete?ids=${added.join(",")}`)
        .set(app.auth)
        .expect(200);
    }
    // The country filter keeps its meaning: only Dutch dealers, nearest to the place.
    expect(ids_(await search("?q=Gand&country=NL"))).toEqual([ids.UTRECHT]);
  });

  it("names the same place in other countries, and lets the country choose", async () => {
    const mechelen = await search("?q=Mechelen");
    expect(mechelen.meta.place!.country).toBe("BE");
    expect(mechelen.meta.other_places).toEqual([expect.objectContaining({ label: "Mechelen", country: "NL" })]);
    expect((await search("?q=Mechelen&country=NL")).meta.place!.country).toBe("NL");
  });

  it("falls back to the start of a dealer's city or postcode, and says when a place is unknown", async () => {
    const ninety = await search("?q=90");
    expect(ids_(ninety)).toEqual([ids.GHENT]);
    expect(ninety.meta).toEqual({ place: null, other_places: [], unknown_place: false });
    const unknown = await search("?q=Xyzzyville");
    expect(unknown.data).toEqual([]);
    expect(unknown.meta.unknown_place).toBe(true);
    expect(ids_(await search("?country=nl"))).toEqual([ids.UTRECHT]);
  });

  it("filters by service", async () => {
    expect(ids_(await search("?service=spare_parts"))).toEqual([ids.LIEGE]);
    expect(ids_(await search("?q=Gand&service=spare_parts"))).toEqual([ids.LIEGE]);
    // The dealers that take worn batteries back, for the battery page and /dealers.
    const takeback = await search("?service=battery_takeback");
    expect(ids_(takeback)).toEqual([ids.UTRECHT]);
    expect(takeback.data[0]).toMatchObject({ battery_takeback: 1, sales: 1 });
    expect(ids_(await search("?country=BE&service=battery_takeback"))).toEqual([]);
    expect((await request(app.express).get("/api/dealers?service=everything")).status).toBe(422);
  });

  it("answers any text with a list or a precise 422, never a 500", async () => {
    for (const q of ["<script>alert(1)</script>", "'; drop table dealers; --", "%25%00", "🙂🙂", "L-", "1012 ZZZ", "\\", "a b c d e f"]) {
      const response = await request(app.express).get(`/api/dealers?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
    }
    const long = await request(app.express).get(`/api/dealers?q=${"a".repeat(101)}`);
    expect(long.status).toBe(422);
    expect(long.body.errors.q).toBeDefined();
  });

  it("sorts by distance from a position, with the distance in kilometres", async () => {
    // Maastricht: Liège is ~25 km away.
    const fromMaastricht = await publicList("?near=50.851,5.691");
    expect(fromMaastricht[0]!.id).toBe(ids.LIEGE);
    expect(fromMaastricht[0]!.distance_km).toBeGreaterThan(20);
    expect(fromMaastricht[0]!.distance_km).toBeLessThan(30);
    // Arnhem: Utrecht (~55 km), Liège (~150 km), Ghent (~185 km).
    expect((await publicList("?near=51.98,5.91")).map((d) => d.id)).toEqual([ids.UTRECHT, ids.LIEGE, ids.GHENT]);
    // Antwerp: Ghent is nearest.
    expect((await publicList("?near=51.22,4.40")).map((d) => d.id)[0]).toBe(ids.GHENT);
  });

  it("answers 422 to a malformed position or country", async () => {
    const near = await request(app.express).get("/api/dealers?near=north");
    expect(near.status).toBe(422);
    expect(near.body.errors.near[0]).toMatch(/latitude,longitude/);
    expect((await request(app.express).get("/api/dealers?near=95,4")).status).toBe(422);
    expect((await request(app.express).get("/api/dealers?country=Belgium")).status).toBe(422);
  });

  it("listDealerNames gives the published names A–Z", async () => {
    expect(await app.services.dealers.listDealerNames()).toEqual(["Groen & Gereedschap", "Jardinerie Meuse", "Tuincentrum De Linde"]);
  });

  it("shows a change on the public list at once (the dealers version moves)", async () => {
    await request(app.express).post(`/api/ad/dealers/${ids.HIDDEN}/_update`).set(app.auth).send({ published: 1 }).expect(200);
    const namur = await publicList("?q=namur");
    // Namur's own dealer, Liège (~55 km), and Ghent as the third nearest; Utrecht is neither.
    expect(namur.map((d) => d.id)).toEqual([ids.HIDDEN, ids.LIEGE, ids.GHENT]);
    expect(namur[0]!.distance_km).toBeLessThan(1);
    await request(app.express).post(`/api/ad/dealers/${ids.HIDDEN}/_update`).set(app.auth).send({ published: 0 }).expect(200);
    expect((await publicList("?q=namur")).map((d) => d.id)).not.toContain(ids.HIDDEN);
  });

  it("refuses bad dealers with field errors", async () => {
    const response = await request(app.express)
      .post("/api/ad/dealers")
      .set(app.auth)
      .send({ name: "", city: "Paris", country: "XX", email: "nope", website: "javascript:alert(1)", latitude: 48.8, opening_hours: { mo: ["18:00-09:00"] } });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(["country", "email", "longitude", "name", "opening_hours.mo", "website"]);
  });

  it("admin list searches and filters", async () => {
    const response = await request(app.express).get("/api/ad/dealers?published=0").set(app.auth);
    expect(response.body.data.map((d: { id: number }) => d.id)).toEqual([ids.HIDDEN]);
    const search = await request(app.express).get("/api/ad/dealers?q=gent").set(app.auth);
    expect(search.body.data.map((d: { id: number }) => d.id)).toEqual([ids.GHENT]);
    expect((await request(app.express).get("/api/ad/dealers")).status).toBe(401);
  });

  describe("CSV", () => {
    const upload = (csv: string, name = "dealers.csv") =>
      request(app.express).post("/api/ad/dealers/_import").set(app.auth).attach("file", Buffer.from(csv), name);
    const count = async () =>
      Number(
        (
          await app.database.db
            .selectFrom("dealers")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it("exports every dealer with hours per weekday, and the export imports back unchanged", async () => {
      const response = await request(app.express).get("/api/ad/dealers/_export").set(app.auth);
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/csv/);
      const text = response.text.replace(/^\uFEFF/, "");
      const [header, ...lines] = text.trim().split(/\r?\n/);
      expect(header).toBe(
        "id,name,address,postcode,city,country,phone,website,email,latitude,longitude,sales,repairs,spare_parts,battery_takeback,published,mo,tu,we,th,fr,sa,su",
      );
      expect(lines).toHaveLength(4);
      expect(text).toContain('"09:00-12:00, 13:30-18:00"');
      // The phone starts with + and is quoted against spreadsheet formulas; the import takes the quote off.
      expect(text).toContain("'+32 9 222 11 00");
      const before = await count();
      const again = await upload(text);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.data).toEqual({ created: 0, updated: 4 });
      expect(await count()).toBe(before);
      const ghent = (await request(app.express).get(`/api/ad/dealers/${ids.GHENT}`).set(app.auth)).body.data;
      expect(ghent).toMatchObject({ phone: "+32 9 222 11 00", opening_hours: { mo: ["09:00-12:00", "13:30-18:00"], sa: ["09:00-17:00"] }, latitude: 51.0205 });
    });

    it("changes only the columns a file has: a file of ids and phones keeps addresses, positions, hours and states", async () => {
      const show = async (id: number) => (await request(app.express).get(`/api/ad/dealers/${id}`).set(app.auth)).body.data as Record<string, unknown>;
      const [ghent, hidden] = [await show(ids.GHENT!), await show(ids.HIDDEN!)];
      const response = await upload(
        `id,name,city,country,phone,sa\n${ids.GHENT},De Linde,Gent,BE,+32 9 000 00 00,10:00-16:00\n${ids.HIDDEN},Not yet open,Namur,BE,,\n`,
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data).toEqual({ created: 0, updated: 2 });
      const ghentAfter = await show(ids.GHENT!);
      expect(ghentAfter).toEqual({
        ...ghent,
        name: "De Linde",
        phone: "+32 9 000 00 00",
        // Saturday's column is in the file; Monday's is not, so Monday keeps its hours.
        opening_hours: { mo: ["09:00-12:00", "13:30-18:00"], sa: ["10:00-16:00"] },
        updated_at: ghentAfter.updated_at,
      });
      const hiddenAfter = await show(ids.HIDDEN!);
      expect(hiddenAfter).toEqual({ ...hidden, updated_at: hiddenAfter.updated_at });
      expect(hiddenAfter.published).toBe(0);
      await upload(`id,name,city,country,phone,sa\n${ids.GHENT},${GHENT.name},Gent,BE,${GHENT.phone},09:00-17:00\n`).expect(200);
    });

    it("imports new dealers from a semicolon-separated file with a BOM", async () => {
      const before = await count();
      const csv =
        "\uFEFFname;address;postcode;city;country;latitude;longitude;sales;repairs;spare_parts;battery_takeback;mo;sa\n" +
        'Motoculture Lorraine;12 rue de Metz;57000;Metz;FR;49,1193;6,1757;yes;no;oui;oui;"8:30 - 12:00, 14:00-18:30";closed\n' +
        "Garden Lux;5 route d'Arlon;8009;Strassen;LU;49.6200;6.0730;1;1;0;;;\n";
      const response = await upload(csv);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data).toEqual({ created: 2, updated: 0 });
      expect(await count()).toBe(before + 2);
      const metz = (await publicList("?q=metz"))[0] as unknown as Record<string, unknown>;
      expect(metz).toMatchObject({
        latitude: 49.1193,
        longitude: 6.1757,
        sales: 1,
        repairs: 0,
        spare_parts: 1,
        battery_takeback: 1,
        opening_hours: { mo: ["08:30-12:00", "14:00-18:30"] },
      });
    });

    it("imports a file as Excel saves it: Windows-1252, CRLF, quoted cells over two lines, cleared rows as ;;;;", async () => {
      const before = await count();
      const rows = [
        "name;address;postcode;city;country;phone",
        '"Jardinerie Zoë O\'Brien & Fils";"Rue de l\'Église 12\r\nBâtiment B";4000;Liège;be;+32 (0)4 123 45 67',
        ";;;;;",
        "Tuincentrum Ruisbroek;Kerkstraat 1;1601;Sint-Pieters-Leeuw;BE;",
        ";;;;;",
      ];
      const windows1252 = Buffer.from(rows.join("\r\n") + "\r\n", "latin1");
      const response = await request(app.express).post("/api/ad/dealers/_import").set(app.auth).attach("file", windows1252, "dealers.csv");
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data).toEqual({ created: 2, updated: 0 });
      expect(await count()).toBe(before + 2);
      const liege = (await publicList("?q=liege")).find((dealer) => dealer.name.startsWith("Jardinerie Zo"));
      expect(liege).toMatchObject({ name: "Jardinerie Zoë O'Brien & Fils", address: "Rue de l'Église 12\r\nBâtiment B", city: "Liège", country: "BE" });
      // A wrong row after a cleared one is reported on the row the spreadsheet shows.
      const wrong = await upload("name;city;country\r\n;;\r\nNo Country;Gent;\r\n");
      expect(wrong.status).toBe(422);
      expect(Object.keys(wrong.body.errors)).toEqual(["rows.3.country"]);
    });

    it("imports nothing when any row is wrong, and reports each problem by line and column", async () => {
      const before = await count();
      const csv =
        "name,city,country,email,latitude,longitude,tu,id\n" +
        "Good One,Antwerpen,BE,,51.2,4.4,,\n" +
        "Bad Country,Paris,France,,48.8,2.3,,\n" +
        ",Lyon,FR,not-an-email,45.7,,09:00-25:00,\n" +
        "Ghost,Lille,FR,,,,,999999\n";
      const response = await upload(csv);
      expect(response.status).toBe(422);
      expect(response.body.message).toBe("Nothing was imported: 3 of 4 rows have errors.");
      expect(Object.keys(response.body.errors).sort()).toEqual(["rows.3.country", "rows.4.email", "rows.4.longitude", "rows.4.name", "rows.4.tu", "rows.5.id"]);
      expect(await count()).toBe(before);
      expect((await publicList("?q=antwerpen")).map((dealer) => dealer.name)).not.toContain("Good One");
    });

    it("refuses a file without the required columns, an empty file, or no file", async () => {
      const missing = await upload("name,town\nA,B\n");
      expect(missing.status).toBe(422);
      expect(missing.body.errors.file[0]).toMatch(/city, country/);
      expect((await upload("name,city,country\n")).body.errors.file[0]).toMatch(/no dealer rows/);
      const unbalanced = await upload('name,city,country\n"A,B,BE\n');
      expect(unbalanced.status).toBe(422);
      expect(unbalanced.body.errors.file[0]).toMatch(/not valid CSV/);
      const none = await request(app.express).post("/api/ad/dealers/_import").set(app.auth).field("x", "1");
      expect(none.status).toBe(422);
      expect(none.body.errors.file).toBeDefined();
    });
  });
});
