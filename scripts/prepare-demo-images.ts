/**
 * Encodes the demo content's illustrations once, into build/demo-images (part of `npm run build`),
 * so the first `npm start` on an empty database copies files instead of spending seconds in the
 * image encoder before it can serve. Images already prepared are kept.
 *
 * Usage: node scripts/prepare-demo-images.ts
 */
import { buildArticles } from "#server/db/seed/articles.ts";
import { buildCategoryImages } from "#server/db/seed/categories.ts";
import { createPainter, PREPARED_DEMO_IMAGES } from "#server/db/seed/images.ts";
import { buildLandingImages } from "#server/db/seed/landing-pages.ts";
import { buildPosters } from "#server/db/seed/marketing.ts";
import { buildProducts } from "#server/db/seed/products.ts";

if (import.meta.main) {
  const started = Date.now();
  // Nothing is stored but the prepared copies themselves.
  const painter = createPainter({ put: async (fileName) => `/media/${fileName}`, remove: async () => {}, setHidden: async () => {} });
  await Promise.all([buildCategoryImages(painter), buildLandingImages(painter), buildProducts(painter), buildArticles(painter), buildPosters(painter)]);
  const images = await painter.painted();
  console.log(`prepared ${images.length} demo images in ${PREPARED_DEMO_IMAGES} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
