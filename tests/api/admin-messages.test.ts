import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCategoryTree } from "#tests/support/api-fixtures.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";

/** Decision 069: the admin API words its refusals in the admin's language (Accept-Language); English stays as it was. */
describe.each(TEST_ENGINES)("refusals in the admin's language on %s", (engine) => {
  let app: AdminTestApp;
  let tree: Awaited<ReturnType<typeof seedCategoryTree>>;
  beforeAll(async () => {
    app = await createAdminTestApp(engine);
    tree = await seedCategoryTree(app.database.db);
    const page = await request(app.express).post("/api/ad/page/ones").set(app.auth).send({ commodity_type_id: tree.mowers, url: "lawn-mowers" });
    expect(page.status).toBe(201);
  });
  afterAll(() => app.close());

  const as = (language: string | null) => {
    const call = (test: request.Test) => (language ? test.set(app.auth).set("Accept-Language", language) : test.set(app.auth));
    return {
      get: (url: string) => call(request(app.express).get(url)),
      post: (url: string, body: object) => call(request(app.express).post(url)).send(body),
      upload: (url: string, fields: Record<string, string>, file?: Buffer) => {
        let test = call(request(app.express).post(url));
        for (const [name, value] of Object.entries(fields)) test = test.field(name, value);
        return file ? test.attach("file", file, { filename: "photo.png", contentType: "image/png" }) : test;
      },
    };
  };

  const EXPECTED = {
    en: {
      required: "This field is required.",
      notANumber: "Give a number.",
      tooLong: "At most 255 characters.",
      csvRow: "Give a number.",
      taken: "This category already has a landing page.",
      level: "Choose a level 1 category.",
      notFound: "Product not found.",
      more: " (and 1 more error)",
      unsupported: "Only JPEG, PNG, WEBP, GIF, AVIF images can be uploaded.",
      noFile: "Choose a PDF file to upload.",
    },
    fr: {
      required: "Ce champ est obligatoire.",
      notANumber: "Indiquez un nombre.",
      tooLong: "255 caractères au maximum.",
      csvRow: "Indiquez un nombre.",
      taken: "Cette catégorie a déjà une page d'atterrissage.",
      level: "Choisissez une catégorie de niveau 1.",
      notFound: "Produit introuvable.",
      more: " (et 1 autre erreur)",
      unsupported: "Seules les images JPEG, PNG, WEBP, GIF, AVIF peuvent être envoyées.",
      noFile: "Choisissez un fichier PDF à envoyer.",
    },
    nl: {
      required: "Dit veld is verplicht.",
      notANumber: "Geef een getal op.",
      tooLong: "Maximaal 255 tekens.",
      csvRow: "Geef een getal op.",
      taken: "Deze categorie heeft al een landingspagina.",
      level: "Kies een categorie van niveau 1.",
      notFound: "Product niet gevonden.",
      more: " (en nog 1 fout)",
      unsupported: "Alleen afbeeldingen in JPEG, PNG, WEBP, GIF, AVIF kunnen worden geüpload.",
      noFile: "Kies een PDF-bestand om te uploaden.",
    },
  } as const;

  describe.each([
    ["en", null],
    ["en", "en-GB,en;q=0.9"],
    ["fr", "fr-BE,fr;q=0.9,en;q=0.5"],
    ["nl", "nl"],
  ] as const)("in %s (Accept-Language %s)", (lang, header) => {
    const texts = EXPECTED[lang];

    it("gives the schemas' refusals in plain words, and the summary's tail, in the language", async () => {
      const response = await as(header).post("/api/ad/commodity/types", { en_name: "", parent_id: "x" });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ en_name: [texts.required], parent_id: [texts.notANumber] });
      expect(response.body.message).toBe(texts.required + texts.more);
      const tooLong = await as(header).post("/api/ad/commodity/types", { en_name: "x".repeat(256) });
      expect(tooLong.body.errors.en_name).toEqual([texts.tooLong]);
    });

    it("words a CSV import's row refusals in the language too", async () => {
      const csv = "name,city,country,latitude,longitude\nGarden Centre,Gent,BE,north,3.72\n";
      const response = await as(header)
        .upload("/api/ad/dealers/_import", {})
        .attach("file", Buffer.from(csv), { filename: "dealers.csv", contentType: "text/csv" });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ "rows.2.latitude": [texts.csvRow] });
    });

    it("gives a service's field errors in the language, a varying part put back", async () => {
      const taken = await as(header).post("/api/ad/page/ones", { commodity_type_id: tree.mowers, url: "again" });
      expect(taken.status).toBe(422);
      expect(taken.body).toEqual({ message: texts.taken, errors: { commodity_type_id: [texts.taken] } });
      const wrongLevel = await as(header).post("/api/ad/page/ones", { commodity_type_id: tree.pushMowers, url: "push" });
      expect(wrongLevel.body.errors.commodity_type_id).toEqual([texts.level]);
    });

    it("gives 404, 415 and a handler's own 422 in the language", async () => {
      expect((await as(header).get("/api/ad/commodities/999999")).body).toEqual({ message: texts.notFound });
      const notAnImage = await as(header).upload("/api/ad/uploads", {}, Buffer.from("just some text"));
      expect(notAnImage.status).toBe(415);
      expect(notAnImage.body).toEqual({ message: texts.unsupported });
      // The document's own `locale` (Dutch) is the record's language, not the reader's.
      const noFile = await as(header).upload("/api/ad/documents", { commodity_id: "1", kind: "user_manual", locale: "nl", title: "Handleiding" });
      expect(noFile.status).toBe(422);
      expect(noFile.body).toEqual({ message: texts.noFile, errors: { file: [texts.noFile] } });
    });
  });

  it("words a public refusal in the asker's language, and tells caches it varies with it", async () => {
    const french = await request(app.express).get("/api/commodities/999999").set("Accept-Language", "fr");
    expect(french.status).toBe(404);
    expect(french.body).toEqual({ message: "Produit introuvable." });
    expect(french.headers.vary).toMatch(/Accept-Language/);
    const english = await request(app.express).get("/api/commodities/999999");
    expect(english.body).toEqual({ message: "Product not found." });
    expect(english.headers.vary).toMatch(/Accept-Language/);
  });

  it("never translates Unauthenticated., which the admin client watches for", async () => {
    const response = await request(app.express).get("/api/ad/commodities").set("Accept-Language", "fr");
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: "Unauthenticated." });
  });

  it("answers a refused sign-in in the sign-in page's language", async () => {
    const wrong = await request(app.express).post("/api/login").set("Accept-Language", "nl").send({ email: "nobody@fantai.example", password: "wrong" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.email).toEqual(["Deze inloggegevens zijn onjuist."]);
    const english = await request(app.express).post("/api/login").send({ email: "nobody@fantai.example", password: "wrong" });
    expect(english.body.errors.email).toEqual(["These credentials do not match our records."]);
  });
});
