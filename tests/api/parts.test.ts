import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorMay } from "#server/api/admin/roles.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertProduct } from "#tests/support/fixtures.ts";

const DRAWING = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="400" height="300" viewBox="0 0 400 300">
  <metadata><rdf>editor data</rdf></metadata>
  <defs><marker id="arrow"><path d="M0,0 L6,3 L0,6 Z"/></marker></defs>
  <g fill="none" stroke="#000" inkscape:label="deck"><rect x="10" y="10" width="100" height="50"/><line x1="0" y1="0" x2="50" y2="50" marker-end="url(#arrow)"/></g>
</svg>`;

describe.each(TEST_ENGINES)("spare parts on %s", (engine) => {
  let app: AdminTestApp;
  let mower: number;
  let saw: number;
  beforeAll(async () => {
    app = await createAdminTestApp(engine);
    mower = (await insertProduct(app.database.db, { en: "Push lawn mower", fr: "Tondeuse poussée", nl: "Duwgrasmaaier" }, { model: "FT-LM4046" })).id;
    saw = (await insertProduct(app.database.db, { en: "Chainsaw", fr: "Tronçonneuse", nl: "Kettingzaag" }, { model: "FT-CS4035" })).id;
  });
  afterAll(() => app.close());

  const post = (path: string) => request(app.express).post(`/api/ad${path}`).set(app.auth);
  const createPart = async (body: Record<string, unknown>) => {
    const response = await post("/parts").send(body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data as { id: number; part_number: string };
  };
  const uploadDrawing = (productId: number, svg: string | Buffer, name = "view.svg") =>
    post("/parts/diagrams").field("commodity_id", String(productId)).field("en_title", "Exploded view").attach("file", Buffer.from(svg), name);

  let blade: { id: number };
  let bolt: { id: number };
  let chain: { id: number };
  let diagramId: number;

  it("creates parts with their products, optionally limited to serials, and refuses a part number used twice", async () => {
    blade = await createPart({
      part_number: "fp-4046-07",
      en_name: "Mower blade 46 cm",
      fr_name: "Lame de tondeuse 46 cm",
      nl_name: "Maaimes 46 cm",
      safety_critical: true,
      fits: "FT-LM4046",
    });
    bolt = await createPart({
      part_number: "FP-4046-08",
      en_name: "Blade bolt",
      fr_name: "Vis de lame",
      nl_name: "Mesbout",
      fits: [{ model: "ft lm 4046", serial_to: "FT4624B01999" }],
    });
    chain = await createPart({
      part_number: "FP-CS35-08",
      en_name: "Saw chain",
      fr_name: "Chaîne",
      nl_name: "Zaagketting",
      channel: "service",
      fits: "FT-CS4035",
    });
    const shown = await request(app.express).get(`/api/ad/parts/${bolt.id}`).set(app.auth);
    expect(shown.body.data).toMatchObject({ part_number: "FP-4046-08", safety_critical: false, channel: "dealers" });
    expect(shown.body.data.fits).toEqual([{ model: "FT-LM4046", serial_from: "", serial_to: "FT4624B01999", made_from: "", made_to: "" }]);

    const twice = await post("/parts").send({ part_number: "FP 4046.07", en_name: "Another blade", fits: "FT-LM4046" });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.part_number).toEqual(["Another part already has this part number."]);
    const unknownModel = await post("/parts").send({ part_number: "FP-X-1", en_name: "X", fits: "FT-NOPE" });
    expect(unknownModel.status).toBe(422);
    expect(unknownModel.body.errors.fits[0]).toMatch(/No product has the model number FT-NOPE/);
    const badRange = await post("/parts").send({ part_number: "FP-X-2", en_name: "X", fits: "FT-LM4046 made:2025-13-01.." });
    expect(badRange.status).toBe(422);
    const renamed = await post(`/parts/${chain.id}/_update`).send({ part_number: "FP-4046-07" });
    expect(renamed.status).toBe(422);
    const successor = await post(`/parts/${bolt.id}/_update`).send({ superseded_by: "FP-NOPE" });
    expect(successor.status).toBe(422);
    expect(successor.body.errors.superseded_by).toEqual(["No part has the number FP-NOPE."]);
  });

  it("takes an SVG drawing, sanitised, and refuses scripts, outside references and files that are no image", async () => {
    const stored = await uploadDrawing(mower, DRAWING);
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    diagramId = stored.body.data.id;
    const { svg, width, height } = stored.body.data as { svg: string; width: number; height: number };
    expect([width, height]).toEqual([400, 300]);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 400 300">/);
    expect(svg).not.toMatch(/metadata|inkscape|editor data/);
    expect(svg).toMatch(/<marker id="d[0-9a-f]{6}-arrow">/);
    expect(svg).toMatch(/marker-end="url\(#d[0-9a-f]{6}-arrow\)"/);

    const cases: [string, RegExp][] = [
      ['<svg viewBox="0 0 10 10"><script>alert(1)</script></svg>', /The drawing was refused: The SVG contains a script/],
      ['<svg viewBox="0 0 10 10"><rect width="5" height="5" onclick="alert(1)"/></svg>', /event handler \(onclick\)/],
      [
        '<svg viewBox="0 0 10 10" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="https://evil.example/x.svg#a"/></svg>',
        /refers to another file or site/,
      ],
      ['<svg viewBox="0 0 10 10"><rect style="fill:url(https://evil.example/p.png)" width="5" height="5"/></svg>', /refers to another file or site/],
      ['<svg viewBox="0 0 10 10"><foreignObject><p>x</p></foreignObject></svg>', /foreignObject/],
      ['<!DOCTYPE svg [<!ENTITY x "y">]><svg viewBox="0 0 10 10"></svg>', /DOCTYPE or entities/],
      ["<svg><rect/></svg>", /needs a viewBox/],
    ];
    for (const [text, message] of cases) {
      const refused = await uploadDrawing(mower, text);
      expect(refused.status, text).toBe(422);
      expect(refused.body.errors.file[0], text).toMatch(message);
    }
    const pdf = await uploadDrawing(mower, Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n"), "view.pdf");
    expect(pdf.status).toBe(422);
    expect(pdf.body.errors.file).toEqual(["The diagram must be an SVG drawing or a PNG, JPEG or WebP image."]);
  });

  it("places hotspots on parts that fit the product, and refuses another product's part or a number used twice", async () => {
    const placed = await post(`/parts/diagrams/${diagramId}/hotspots`).send({
      hotspots: [
        { number: 7, part_number: "FP-4046-07", x: 5000, y: 7000 },
        { number: 8, part_number: "fp404608", x: 5100, y: 9000 },
      ],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data.hotspots).toEqual([
      { number: 7, part_id: blade.id, part_number: "FP-4046-07", x: 5000, y: 7000 },
      { number: 8, part_id: bolt.id, part_number: "FP-4046-08", x: 5100, y: 9000 },
    ]);
    const foreign = await post(`/parts/diagrams/${diagramId}/hotspots`).send({ hotspots: [{ number: 1, part_number: "FP-CS35-08", x: 1, y: 1 }] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors["hotspots.0.part_number"]).toEqual(["Part FP-CS35-08 does not fit FT-LM4046: add FT-LM4046 to the part's products first."]);
    const twice = await post(`/parts/diagrams/${diagramId}/hotspots`).send({
      hotspots: [
        { number: 3, part_number: "FP-4046-07", x: 1, y: 1 },
        { number: 3, part_number: "FP-4046-08", x: 2, y: 2 },
      ],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors["hotspots.1.number"]).toEqual(["Number 3 is used by more than one hotspot on this diagram."]);
    // Nothing changed.
    const after = await request(app.express).get(`/api/ad/parts/diagrams/${diagramId}`).set(app.auth);
    expect(after.body.data.hotspots.map((spot: { number: number }) => spot.number)).toEqual([7, 8]);
    // A product that holds the part on its drawing cannot be taken off the part.
    const dropped = await post(`/parts/${blade.id}/_update`).send({ fits: "FT-CS4035" });
    expect(dropped.status).toBe(422);
    expect(dropped.body.errors.fits[0]).toMatch(/number 7 on the exploded view of FT-LM4046/);
  });

  it("searches parts by number, name in any language (stems) or product model, and answers any text", async () => {
    const search = async (q: string, lang = "en") => {
      const response = await request(app.express).get("/api/parts").query({ q, lang });
      expect(response.status, q).toBe(200);
      return (response.body.data as { part_number: string }[]).map((part) => part.part_number);
    };
    expect(await search("FP-4046-07")).toEqual(["FP-4046-07"]);
    expect(await search("fp 404607")).toEqual(["FP-4046-07"]);
    expect(await search("lames", "fr")).toEqual(["FP-4046-07", "FP-4046-08"]);
    expect(await search("maaimes", "nl")).toEqual(["FP-4046-07"]);
    expect(await search("zaagkettingen", "nl")).toEqual(["FP-CS35-08"]);
    expect(await search("ft-lm4046 bolt")).toEqual(["FP-4046-08"]);
    expect(await search("LM4046")).toEqual(["FP-4046-07", "FP-4046-08"]);
    expect(await search("tronçonneuse", "fr")).toEqual(["FP-CS35-08"]);
    expect(await search("chaine", "en")).toEqual(["FP-CS35-08"]);
    for (const odd of ["", "%", "'; drop table parts; --", "😀".repeat(80), "*:^&|!()"]) expect(await search(odd)).toEqual([]);
    // Too long, or a NUL character: a precise 422, never a 500.
    for (const odd of ["a".repeat(201), "\u0000"]) expect((await request(app.express).get("/api/parts").query({ q: odd })).status).toBe(422);
    const hit = (await request(app.express).get("/api/parts").query({ q: "FP-4046-07", lang: "fr" })).body.data[0];
    expect(hit).toMatchObject({
      name: "Lame de tondeuse 46 cm",
      safety_critical: true,
      products: [{ id: mower, model: "FT-LM4046", name: "Tondeuse poussée" }],
    });
  });

  it("exports parts and hotspots as CSV that import back, and imports nothing when a row is wrong", async () => {
    const partsCsv = (await request(app.express).get("/api/ad/parts/_export").set(app.auth)).text.replace(/^\uFEFF/, "");
    expect(partsCsv.split("\n")[0]).toBe("part_number,en_name,fr_name,nl_name,image,superseded_by,channel,safety_critical,fits");
    expect(partsCsv).toContain("FP-4046-08,Blade bolt,Vis de lame,Mesbout,,,dealers,0,FT-LM4046 sn:..FT4624B01999");
    const again = await post("/parts/_import").attach("file", Buffer.from(partsCsv), "parts.csv");
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toEqual({ created: 0, updated: 3 });

    const added = await post("/parts/_import").attach(
      "file",
      Buffer.from(
        "part_number;en_name;fr_name;nl_name;superseded_by;fits\nFP-4046-08A;Blade bolt, new;Vis de lame, nouvelle;Mesbout, nieuw;;FT-LM4046\nFP-4046-08;Blade bolt;Vis de lame;Mesbout;FP-4046-08A;FT-LM4046 sn:..FT4624B01999\n",
      ),
      "parts.csv",
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toEqual({ created: 1, updated: 1 });
    expect((await request(app.express).get(`/api/ad/parts/${bolt.id}`).set(app.auth)).body.data.superseded_by).toBe("FP-4046-08A");

    const count = async () => (await request(app.express).get("/api/ad/parts").set(app.auth)).body.meta.pagination.total as number;
    const before = await count();
    const wrong = await post("/parts/_import").attach(
      "file",
      Buffer.from("part_number,en_name,fits\nFP-NEW-1,New part,FT-LM4046\nFP-NEW-1,Same number,FT-LM4046\nFP-NEW-2,,FT-NOPE\n"),
      "parts.csv",
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe("Nothing was imported: 2 of 3 rows have errors.");
    expect(Object.keys(wrong.body.errors).sort()).toEqual(["rows.3.part_number", "rows.4.en_name", "rows.4.fits"]);
    expect(await count()).toBe(before);

    const spotsCsv = (await request(app.express).get("/api/ad/parts/hotspots/_export").set(app.auth)).text.replace(/^\uFEFF/, "");
    expect(spotsCsv.trim().split("\n")).toEqual([
      "diagram_id,model,number,part_number,x,y",
      `${diagramId},FT-LM4046,7,FP-4046-07,50,70`,
      `${diagramId},FT-LM4046,8,FP-4046-08,51,90`,
    ]);
    const moved = await post("/parts/hotspots/_import").attach(
      "file",
      Buffer.from(spotsCsv.replace(",51,90", ",52.5,90") + `${diagramId},FT-LM4046,9,FP-4046-08A,10,10\n`),
      "spots.csv",
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const diagram = (await request(app.express).get(`/api/ad/parts/diagrams/${diagramId}`).set(app.auth)).body.data;
    expect(diagram.hotspots.map((spot: { number: number; x: number }) => [spot.number, spot.x])).toEqual([
      [7, 5000],
      [8, 5250],
      [9, 1000],
    ]);
    const badSpots = await post("/parts/hotspots/_import").attach(
      "file",
      Buffer.from(`diagram_id,number,part_number,x,y\n${diagramId},1,FP-CS35-08,10,10\n${diagramId},2,FP-4046-07,120,10\n999999,3,FP-4046-07,1,1\n`),
      "spots.csv",
    );
    expect(badSpots.status).toBe(422);
    expect(Object.keys(badSpots.body.errors).sort()).toEqual(["rows.2.part_number", "rows.3.x", "rows.4.diagram_id"]);
    expect((await request(app.express).get(`/api/ad/parts/diagrams/${diagramId}`).set(app.auth)).body.data.hotspots).toHaveLength(3);
  });

  it("lets editors manage parts and diagrams", () => {
    for (const path of ["/parts", "/parts/:id/_update", "/parts/_import", "/parts/diagrams", "/parts/diagrams/:id/hotspots", "/parts/hotspots/_export"])
      expect(editorMay({ path }), path).toBe(true);
    void saw;
  });
});
