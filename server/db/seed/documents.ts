import { randomBytes } from "node:crypto";
import { sql, type Transaction } from "kysely";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { Database } from "#server/db/schema.ts";
import { embedPdfFonts } from "#server/services/pdf-fonts.ts";
import type { FileStore } from "#server/services/storage.ts";
import type { DocumentKind } from "#domain/documents.ts";
import type { Locale } from "#domain/locales.ts";
import type { ProductDraft } from "./products.ts";
import { userManualSections } from "./manuals.ts";

/**
 * Demo documents for every product, rendered here as small PDFs (pdf-lib, with the site's one PDF
 * typeface embedded as a subset, see pdf-fonts.ts): a user manual, safety instructions, a declaration of conformity and,
 * for tools with wearing parts, a spare parts list. English always; French and Dutch for most
 * products but not all, so the English fallback (and its 'EN' badge) shows on the site.
 */

type Texts = Record<Locale, string>;

const KIND_TITLES: Record<DocumentKind, Texts> = {
  user_manual: { en: "User manual", fr: "Mode d'emploi", nl: "Gebruiksaanwijzing" },
  safety_instructions: { en: "Safety instructions", fr: "Consignes de sécurité", nl: "Veiligheidsvoorschriften" },
  declaration_of_conformity: { en: "EU declaration of conformity", fr: "Déclaration UE de conformité", nl: "EU-conformiteitsverklaring" },
  spare_parts_list: { en: "Spare parts list", fr: "Liste des pièces détachées", nl: "Onderdelenlijst" },
};

/** The texts shared by the whole range; each user manual is written for its model (manuals.ts). */
const BODY: Record<Exclude<DocumentKind, "user_manual">, Record<Locale, [string, string][]>> = {
  safety_instructions: {
    en: [
      [
        "General",
        "Keep children, bystanders and pets at a safe distance. Wear eye protection, sturdy shoes and long trousers. Do not use the tool in the rain.",
      ],
      ["Battery", "Use only Fantai 40V batteries and chargers. Do not open, crush or heat the battery. Charge between 5 and 40 °C."],
    ],
    fr: [
      [
        "Généralités",
        "Tenez les enfants, les tiers et les animaux à distance. Portez des lunettes de protection, des chaussures solides et un pantalon long. N'utilisez pas l'outil sous la pluie.",
      ],
      [
        "Batterie",
        "Utilisez uniquement des batteries et chargeurs Fantai 40V. N'ouvrez pas, n'écrasez pas et ne chauffez pas la batterie. Chargez entre 5 et 40 °C.",
      ],
    ],
    nl: [
      [
        "Algemeen",
        "Houd kinderen, omstanders en huisdieren op veilige afstand. Draag een veiligheidsbril, stevige schoenen en een lange broek. Gebruik het gereedschap niet in de regen.",
      ],
      ["Accu", "Gebruik alleen Fantai 40V-accu's en -laders. Open, plet of verwarm de accu niet. Laad op tussen 5 en 40 °C."],
    ],
  },
  declaration_of_conformity: {
    en: [
      [
        "Declaration",
        "We declare under our sole responsibility that the product named above complies with Directives 2006/42/EC (machinery), 2014/30/EU (EMC), 2011/65/EU (RoHS) and 2000/14/EC (noise), where applicable.",
      ],
      ["Signed", "Fantai Europe, Antwerp, 6 January 2025. Product compliance manager."],
    ],
    fr: [
      [
        "Déclaration",
        "Nous déclarons sous notre seule responsabilité que le produit ci-dessus est conforme aux directives 2006/42/CE (machines), 2014/30/UE (CEM), 2011/65/UE (RoHS) et 2000/14/CE (bruit), le cas échéant.",
      ],
      ["Signé", "Fantai Europe, Anvers, le 6 janvier 2025. Responsable de la conformité produit."],
    ],
    nl: [
      [
        "Verklaring",
        "Wij verklaren onder onze uitsluitende verantwoordelijkheid dat het hierboven genoemde product voldoet aan de richtlijnen 2006/42/EG (machines), 2014/30/EU (EMC), 2011/65/EU (RoHS) en 2000/14/EG (geluid), voor zover van toepassing.",
      ],
      ["Ondertekend", "Fantai Europe, Antwerpen, 6 januari 2025. Verantwoordelijke productconformiteit."],
    ],
  },
  spare_parts_list: {
    en: [
      ["Parts", "1  Battery cover\n2  Safety key\n3  Blade or cutting head\n4  Blade bolt and washer\n5  Wheels, set of two\n6  Handle clamp"],
      ["Ordering", "Order parts from a Fantai dealer with the model number and the part number."],
    ],
    fr: [
      [
        "Pièces",
        "1  Couvercle de batterie\n2  Clé de sécurité\n3  Lame ou tête de coupe\n4  Vis et rondelle de lame\n5  Roues, jeu de deux\n6  Serrage du guidon",
      ],
      ["Commande", "Commandez les pièces chez un revendeur Fantai avec le numéro de modèle et le numéro de pièce."],
    ],
    nl: [
      ["Onderdelen", "1  Accuklep\n2  Veiligheidssleutel\n3  Mes of maaikop\n4  Mesbout en ring\n5  Wielen, set van twee\n6  Klem van de duwboom"],
      ["Bestellen", "Bestel onderdelen bij een Fantai-dealer met het modelnummer en het onderdeelnummer."],
    ],
  },
};

const MODEL_LABEL: Texts = { en: "Model", fr: "Modèle", nl: "Model" };
const GREEN = rgb(0.059, 0.318, 0.196);
const LIME = rgb(0.545, 0.765, 0.29);

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ")) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

const PAGE_SIZE: [number, number] = [595.28, 841.89];
/** Below this the page's footer starts: the next line goes on a new page. */
const BOTTOM = 80;

/** The document's pages: the brand band and the product on the first, the sections flowing onto more pages as needed. */
function drawPages(pdf: PDFDocument, fonts: Fonts, heading: string, productName: string, model: string, locale: Locale, sections: [string, string][]): void {
  let page = pdf.addPage(PAGE_SIZE);
  const { width, height } = page.getSize();
  const footer = (target: PDFPage) => {
    target.drawLine({ start: { x: 48, y: 60 }, end: { x: width - 48, y: 60 }, thickness: 1, color: LIME });
    target.drawText("fantai.example", { x: 48, y: 42, size: 9, font: fonts.regular, color: GREEN });
  };
  page.drawRectangle({ x: 0, y: height - 90, width, height: 90, color: GREEN });
  page.drawText("FANTAI", { x: 48, y: height - 56, size: 26, font: fonts.bold, color: rgb(1, 1, 1) });
  page.drawText("40V", { x: 160, y: height - 56, size: 26, font: fonts.bold, color: LIME });
  let y = height - 140;
  page.drawText(heading, { x: 48, y, size: 22, font: fonts.bold, color: GREEN });
  y -= 30;
  for (const line of wrap(productName, fonts.regular, 15, width - 96)) {
    page.drawText(line, { x: 48, y, size: 15, font: fonts.regular });
    y -= 20;
  }
  page.drawText(`${MODEL_LABEL[locale]}: ${model}`, { x: 48, y, size: 12, font: fonts.bold });
  y -= 36;
  /** Room for `needed` points more on this page, or a new page. */
  const room = (needed: number) => {
    if (y - needed >= BOTTOM) return;
    footer(page);
    page = pdf.addPage(PAGE_SIZE);
    y = height - 60;
  };
  for (const [title, text] of sections) {
    room(19 + 15);
    page.drawText(title, { x: 48, y, size: 13, font: fonts.bold, color: GREEN });
    y -= 19;
    for (const line of wrap(text, fonts.regular, 11, width - 96)) {
      room(15);
      page.drawText(line, { x: 48, y, size: 11, font: fonts.regular });
      y -= 15;
    }
    y -= 12;
  }
  footer(page);
}

/** One small PDF (a page, a few kB). */
export async function renderDemoPdf(
  kind: DocumentKind,
  locale: Locale,
  productName: string,
  model: string,
  sections: [string, string][] = kind === "user_manual" ? [] : BODY[kind][locale],
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${KIND_TITLES[kind][locale]} - ${productName}`);
  pdf.setAuthor("Fantai");
  pdf.setLanguage(locale);
  // A fixed date keeps the seed's files identical run to run.
  pdf.setCreationDate(new Date("2025-01-06T08:00:00Z"));
  pdf.setModificationDate(new Date("2025-01-06T08:00:00Z"));
  const fonts = await embedPdfFonts(pdf);
  drawPages(pdf, fonts, KIND_TITLES[kind][locale], productName, model, locale, sections);
  return Buffer.from(await pdf.save({ useObjectStreams: true }));
}

export interface DemoDocument {
  model: string;
  kind: DocumentKind;
  locale: Locale;
  title: string;
  file_key: string;
  original_name: string;
  bytes: number;
}

/** Which languages a product's documents come in: every product has English; one in five lacks Dutch, one in seven lacks French. */
function languagesOf(index: number): Locale[] {
  return ["en", ...(index % 7 === 3 ? [] : ["fr" as const]), ...(index % 5 === 2 ? [] : ["nl" as const])];
}

function kindsOf(index: number): DocumentKind[] {
  // Tools with wearing parts (most) get a parts list; batteries and chargers sit at the end of the catalogue and get none.
  return ["user_manual", "safety_instructions", "declaration_of_conformity", ...(index % 4 === 3 ? [] : ["spare_parts_list" as const])];
}

const RANGE_NAME: Texts = {
  en: "Fantai 40V garden and DIY tools",
  fr: "Outils de jardin et de bricolage Fantai 40V",
  nl: "Fantai 40V-tuin- en klusgereedschap",
};
const ALL_MODELS: Texts = { en: "All models of the range", fr: "Tous les modèles de la gamme", nl: "Alle modellen van het assortiment" };

/**
 * Stores every demo document (before the seed's transaction, which then records them). The user manual is written for
 * each model from its data (manuals.ts); the other kinds are one text for the whole range, so to keep seeding fast one
 * PDF per kind and language is rendered and stored once per document (each document owns its file, so deleting one
 * never touches another).
 */
export async function buildDocuments(files: FileStore, products: ProductDraft[]): Promise<DemoDocument[]> {
  const rendered = new Map<string, Buffer>();
  const render = async (key: string, build: () => Promise<Buffer>) => {
    let body = rendered.get(key);
    if (!body) rendered.set(key, (body = await build()));
    return body;
  };
  const fileOf = (product: ProductDraft, kind: DocumentKind, locale: Locale) =>
    kind === "user_manual"
      ? render(`${product.model}:${kind}:${locale}`, () =>
          renderDemoPdf(kind, locale, String(product.row[`${locale}_name`] || product.row.en_name), product.model, userManualSections(product, locale)),
        )
      : render(`${kind}:${locale}`, () => renderDemoPdf(kind, locale, RANGE_NAME[locale], ALL_MODELS[locale]));
  const documents: (DemoDocument & { body: Buffer })[] = [];
  for (const [index, product] of products.entries()) {
    for (const kind of kindsOf(index)) {
      // The declaration of conformity is one English document, as many makers publish it.
      const locales = kind === "declaration_of_conformity" ? (["en"] as Locale[]) : languagesOf(index);
      for (const locale of locales) {
        const heading = KIND_TITLES[kind][locale];
        const body = await fileOf(product, kind, locale);
        documents.push({
          model: product.model,
          kind,
          locale,
          title: `${heading} ${product.model}`,
          file_key: `documents/2025-01/${randomBytes(12).toString("hex")}.pdf`,
          original_name: `Fantai-${product.model}-${heading
            .normalize("NFD")
            .replace(/\p{Diacritic}/gu, "")
            .replace(/[^A-Za-z0-9]+/g, "-")}-${locale.toUpperCase()}.pdf`,
          bytes: body.length,
          body,
        });
      }
    }
  }
  // A few writes at a time: hundreds of small files.
  for (let start = 0; start < documents.length; start += 16) {
    await Promise.all(documents.slice(start, start + 16).map((document) => files.put(document.file_key, document.body, "application/pdf")));
  }
  return documents.map(({ body: _body, ...document }) => document);
}

export async function insertDocuments(trx: Transaction<Database>, documents: DemoDocument[], productIds: Map<string, { id: number }>): Promise<void> {
  const times = { created_at: "2025-01-06T08:00:00.000Z", updated_at: "2025-01-06T08:00:00.000Z" };
  const rows = documents
    .filter((document) => productIds.has(document.model))
    .sort((a, b) => a.model.localeCompare(b.model) || a.kind.localeCompare(b.kind) || a.locale.localeCompare(b.locale))
    .map(({ model, ...document }) => ({ ...document, commodity_id: productIds.get(model)!.id, published: 1, released_at: times.created_at, ...times }));
  // In slices: PostgreSQL takes at most 65,535 parameters per statement.
  for (let start = 0; start < rows.length; start += 200)
    await trx
      .insertInto("documents")
      .values(rows.slice(start, start + 200))
      .execute();
  // Each document's file is its version 1 (decision 081).
  await trx
    .insertInto("document_versions")
    .columns(["document_id", "number", "label", "published_on", "file_key", "original_name", "bytes", "created_at"])
    .expression((eb) =>
      eb
        .selectFrom("documents")
        .select((inner) => [
          "id",
          sql<number>`1`.as("number"),
          sql<string>`'1'`.as("label"),
          sql<string>`'2025-01-06'`.as("published_on"),
          "file_key",
          "original_name",
          "bytes",
          inner.ref("created_at").as("created_at"),
        ])
        .where("id", "not in", eb.selectFrom("document_versions").select("document_id")),
    )
    .execute();
}
