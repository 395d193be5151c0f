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
import { buildProducts, insertProducts } from "./products.ts";
import { insertSpecs } from "./specs.ts";

/**
 * Fills an empty catalogue with demo content in en/fr/nl: categories, landing pages,
 * products, articles and every kind of poster, with generated illustrations; dealers, and
 * generated PDF documents for every product when a file store is given.
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
    await insertLandingPages(trx, landingImages, categories);
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
  });
}

async function hasCatalogue(db: Kysely<Database>): Promise<boolean> {
  return Boolean(await db.selectFrom("commodity_types").select("id").limit(1).executeTakeFirst());
}

/** Records each generated image in the media library, like an upload would. */
async function insertMedia(trx: Transaction<Database>, images: PaintedImage[]): Promise<void> {
  const created_at = new Date("2025-01-06T08:00:00Z").toISOString();
  await trx
    .insertInto("media")
    .values(
      images.map((image) => ({
        url: image.url,
        original_name: `${image.name}.svg`,
        mime: "image/webp",
        width: image.width,
        height: image.height,
        bytes: image.bytes,
        variants: JSON.stringify(image.variants.map((variant) => ({ ...variant, format: "webp" }))),
        created_at,
      })),
    )
    .execute();
}
