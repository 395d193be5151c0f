import type { Kysely, Transaction } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { Database } from "#server/db/schema.ts";
import type { MediaStorage } from "#server/services/media.ts";
import type { FileStore } from "#server/services/storage.ts";
import { buildArticles, insertArticles } from "./articles.ts";
import { buildCategoryImages, insertCategories } from "./categories.ts";
import { insertDealers } from "./dealers.ts";
import { buildDocuments, insertDocuments, type DemoDocument } from "./documents.ts";
import { createPainter, type PaintedImage } from "./images.ts";
import { buildLandingImages, insertLandingPages } from "./landing-pages.ts";
import { buildPosters, insertPosters } from "./marketing.ts";
import { insertDemoOwner, insertDemoServiceRequests } from "./owners.ts";
import { buildProducts, insertProducts } from "./products.ts";
import { insertPartsDemo } from "./parts.ts";
import { insertSafetyDemo } from "./safety.ts";
import { insertSpecs } from "./specs.ts";

/**
 * Fills an empty catalogue with demo content in en/fr/nl: categories, landing pages,
 * products, articles and every kind of poster, with generated illustrations; dealers, and
 * generated PDF documents for every product when a file store is given, and the demo owner's registrations
 * (owner@fantai.example, the owner space of README).
 * Does nothing when commodity types already exist. Site settings, social codes and
 * admin users are created elsewhere.
 */
export async function seedDemoContent(db: Db, storage: MediaStorage, files?: FileStore): Promise<void> {
  if (await hasCatalogue(db)) return;

  // Images are rendered and stored before the transaction, so it stays short.
  const painter = createPainter(storage);
  const [categoryImages, landingImages, products, articles, posters] = await Promise.all([
    buildCategoryImages(painter),
    buildLandingImages(painter),
    buildProducts(painter),
    buildArticles(painter),
    buildPosters(painter),
  ]);
  const media = await painter.painted();
  // Product documents (generated PDFs) go to the file store; without one, products get none.
  const documents: DemoDocument[] = files ? await buildDocuments(files, products) : [];

  await db.transaction().execute(async (trx) => {
    if (await hasCatalogue(trx)) return;
    const categories = await insertCategories(trx, categoryImages);
    await insertLandingPages(trx, landingImages, categories, products);
    const productIds = await insertProducts(trx, products, categories);
    await insertDocuments(trx, documents, productIds);
    await insertSpecs(
      trx,
      [...productIds.values()].map(({ id, category, specs }) => ({ id, category, values: specs })),
      categories,
    );
    await insertArticles(trx, articles);
    await insertPosters(trx, posters, { categories, products: productIds });
    await insertMedia(trx, media);
    await insertDealers(trx);
    await insertDemoOwner(trx, productIds);
    await insertDemoServiceRequests(trx);
    await insertSafetyDemo(trx, productIds);
    await insertPartsDemo(trx, productIds);
  });
}

async function hasCatalogue(db: Kysely<Database>): Promise<boolean> {
  return Boolean(await db.selectFrom("commodity_types").select("id").limit(1).executeTakeFirst());
}

/** Alternative texts of the demo drawings by kind (decision 065: a published page's images have one). */
const DEMO_ALTS: Record<string, { en: string; fr: string; nl: string }> = {
  mower: { en: "Drawing of a lawn mower", fr: "Dessin d'une tondeuse à gazon", nl: "Tekening van een grasmaaier" },
  robot: { en: "Drawing of a robot mower", fr: "Dessin d'un robot tondeuse", nl: "Tekening van een robotmaaier" },
  chainsaw: { en: "Drawing of a chainsaw", fr: "Dessin d'une tronçonneuse", nl: "Tekening van een kettingzaag" },
  pole: { en: "Drawing of a pole saw", fr: "Dessin d'un élagueur sur perche", nl: "Tekening van een telescoopzaag" },
  trimmer: { en: "Drawing of a grass trimmer", fr: "Dessin d'un coupe-bordure", nl: "Tekening van een grastrimmer" },
  hedge: { en: "Drawing of a hedge trimmer", fr: "Dessin d'un taille-haie", nl: "Tekening van een heggenschaar" },
  blower: { en: "Drawing of a leaf blower", fr: "Dessin d'un souffleur", nl: "Tekening van een bladblazer" },
  battery: { en: "Drawing of a battery pack", fr: "Dessin d'une batterie", nl: "Tekening van een accu" },
  charger: { en: "Drawing of a charger", fr: "Dessin d'un chargeur", nl: "Tekening van een lader" },
  washer: { en: "Drawing of a pressure washer", fr: "Dessin d'un nettoyeur haute pression", nl: "Tekening van een hogedrukreiniger" },
  drill: { en: "Drawing of a drill", fr: "Dessin d'une perceuse", nl: "Tekening van een boormachine" },
  tiller: { en: "Drawing of a tiller", fr: "Dessin d'un motoculteur", nl: "Tekening van een grondfrees" },
  snow: { en: "Drawing of a snow blower", fr: "Dessin d'une fraise à neige", nl: "Tekening van een sneeuwruimer" },
  light: { en: "Drawing of a work light", fr: "Dessin d'une lampe de travail", nl: "Tekening van een werklamp" },
  vacuum: { en: "Drawing of a vacuum cleaner", fr: "Dessin d'un aspirateur", nl: "Tekening van een stofzuiger" },
  leaf: { en: "Drawing of leaves", fr: "Dessin de feuilles", nl: "Tekening van bladeren" },
  scene: { en: "Drawing of a garden", fr: "Dessin d'un jardin", nl: "Tekening van een tuin" },
};
const GENERIC_ALT = { en: "Drawing of a garden tool", fr: "Dessin d'un outil de jardin", nl: "Tekening van tuingereedschap" };

/** Records each generated image in the media library, like an upload would, with its alt texts. */
async function insertMedia(trx: Transaction<Database>, images: PaintedImage[]): Promise<void> {
  const created_at = new Date("2025-01-06T08:00:00Z").toISOString();
  await trx
    .insertInto("media")
    .values(
      images.map((image) => {
        const alt = DEMO_ALTS[image.name.split("-")[0]!] ?? GENERIC_ALT;
        return {
          url: image.url,
          original_name: `${image.name}.svg`,
          mime: "image/webp",
          width: image.width,
          height: image.height,
          bytes: image.bytes,
          variants: JSON.stringify(image.variants.map((variant) => ({ ...variant, format: "webp" }))),
          en_alt: alt.en,
          fr_alt: alt.fr,
          nl_alt: alt.nl,
          created_at,
          updated_at: created_at,
        };
      }),
    )
    .execute();
}
