import { Router, type Request, type RequestHandler, type Response } from "express";
import { unhandled } from "#domain/unhandled.ts";
import { isVisible } from "#server/services/visibility.ts";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/index.ts";
import { escapeXml } from "#domain/escape.ts";
import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from "#domain/locales.ts";
import { pickLocalized } from "#domain/localized.ts";
import { translate } from "#domain/messages.server.ts";
import { articlePath, categoryPath, productPath } from "#domain/paths.ts";
import { plainText } from "#domain/escape.ts";
import { languagesWithOwnText } from "#domain/translation-completeness.ts";
import { siteOrigin } from "./origin.ts";

/**
 * What crawlers fetch besides pages (decision 051): robots.txt naming the sitemap, a sitemap
 * index with one sitemap per kind of page, and an Atom feed of the blog per language. Everything is read
 * from the database on each request (no cache to go stale, decision 013); a page appears only in the
 * languages that have its own text, with those languages as its alternates.
 */

/** Google's limit per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
export const FEED_ENTRIES = 20;

/** Pages whose text is the site's own translations: every language. Form results, sign-in and ?ids= pages are left out. */
const FIXED_PAGES = [
  "/",
  "/products",
  "/blog",
  "/faq",
  "/service",
  "/contact",
  "/partner",
  "/benefits",
  "/dealers",
  "/manuals",
  "/parts",
  "/register",
  "/safety",
  "/safety/report",
  "/service/request",
  "/batteries",
];

interface SitemapEntry {
  /** Language-neutral path (productPath, …). */
  path: string;
  languages: readonly Locale[];
  lastmod?: string;
}

const KINDS = ["pages", "categories", "products", "articles"] as const;
type Kind = (typeof KINDS)[number];

export function crawlerFiles({ db, config }: { db: Db; config: Pick<Config, "PUBLIC_URL"> }): Router {
  const router = Router();
  const origin = (req: Request) => siteOrigin(config, req);

  router.get("/robots.txt", (req, res) => {
    res
      .type("text/plain")
      .send(["User-agent: *", "Disallow: /admin", "Disallow: /login", "Disallow: /api/", "", `Sitemap: ${origin(req)}/sitemap.xml`, ""].join("\n"));
  });

  router.get(
    "/sitemap.xml",
    handle(async (req, res) => {
      const files: string[] = [];
      for (const kind of KINDS) {
        const count = await urlCount(db, kind);
        const pages = Math.max(1, Math.ceil(count / SITEMAP_MAX_URLS));
        for (let page = 1; page <= pages; page++) files.push(`${origin(req)}/sitemaps/${kind}-${page}.xml`);
      }
      sendXml(
        res,
        `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join("")}</sitemapindex>`,
      );
    }),
  );

  router.get(
    /^\/sitemaps\/(pages|categories|products|articles)-(\d+)\.xml$/,
    handle(async (req, res, next) => {
      const [kind, pageText] = [req.params[0] as Kind, req.params[1] as string];
      const page = Number(pageText);
      const urls = expand(await entries(db, kind));
      const slice = urls.slice((page - 1) * SITEMAP_MAX_URLS, page * SITEMAP_MAX_URLS);
      if (page < 1 || (page > 1 && !slice.length)) return next();
      sendXml(res, urlset(origin(req), slice));
    }),
  );

  for (const locale of LOCALES) {
    router.get(
      localizePath("/blog/feed.xml", locale),
      handle(async (req, res) => {
        const settings = await db.selectFrom("site_settings").select("brand_name").executeTakeFirst();
        sendFeed(res, { origin: origin(req), locale, author: settings?.brand_name ?? "" }, await latestArticles(db, locale));
      }),
    );
  }
  return router;
}

function handle(fn: (req: Request, res: Response, next: () => void) => Promise<void>): RequestHandler {
  return (req, res, next) => {
    fn(req, res, next).catch(next);
  };
}

function sendXml(res: Response, body: string, type = "application/xml"): void {
  res.type(`${type}; charset=utf-8`).send(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

/** One <url> per language that has the page's own text; every one of them lists all of them (and x-default). */
function expand(list: SitemapEntry[]): { entry: SitemapEntry; locale: Locale }[] {
  return list.flatMap((entry) => entry.languages.map((locale) => ({ entry, locale })));
}

function urlset(origin: string, urls: { entry: SitemapEntry; locale: Locale }[]): string {
  const href = (path: string, locale: Locale) =>
    escapeXml(`${origin}${localizePath(path.split("?")[0]!, locale)}${path.includes("?") ? `?${path.split("?")[1]}` : ""}`);
  const body = urls
    .map(({ entry, locale }) => {
      const xDefault = entry.languages.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : entry.languages[0]!;
      const alternates =
        entry.languages.length > 1
          ? [
              ...entry.languages.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(entry.path, l)}"/>`),
              `<xhtml:link rel="alternate" hreflang="x-default" href="${href(entry.path, xDefault)}"/>`,
            ].join("")
          : "";
      const lastmod = entry.lastmod ? `<lastmod>${escapeXml(isoDate(entry.lastmod))}</lastmod>` : "";
      return `<url><loc>${href(entry.path, locale)}</loc>${lastmod}${alternates}</url>`;
    })
    .join("");
  return `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${body}</urlset>`;
}

/** Stored timestamps ("2026-11-21 10:00:00" on SQLite, ISO on PostgreSQL) as W3C datetime. */
function isoDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(/Z|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(" ", "T")}Z`);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

async function urlCount(db: Db, kind: Kind): Promise<number> {
  return expand(await entries(db, kind)).length;
}

async function entries(db: Db, kind: Kind): Promise<SitemapEntry[]> {
  switch (kind) {
    case "pages": {
      const settings = await db.selectFrom("site_settings").select(["about_path", "updated_at"]).executeTakeFirst();
      const paths = settings?.about_path ? [...FIXED_PAGES, `/${settings.about_path}`] : FIXED_PAGES;
      // Published safety notices (active and closed; drafts never), each in every language (decision 077).
      const notices = await db.selectFrom("safety_notices").select(["slug", "updated_at"]).where("status", "in", ["active", "closed"]).orderBy("id").execute();
      return [
        ...paths.map((path) => ({ path, languages: LOCALES })),
        ...notices.map((notice) => ({ path: `/safety/${notice.slug}`, languages: LOCALES, lastmod: notice.updated_at })),
      ];
    }
    case "categories":
      return categoryEntries(db);
    case "products": {
      const rows = await db
        .selectFrom("commodities")
        .select(["id", "en_name", "fr_name", "nl_name", "en_description", "fr_description", "nl_description", "updated_at"])
        .where(isVisible("commodities"))
        .orderBy("id")
        .execute();
      return rows.map((row) => ({ path: productPath(row), languages: languagesWithOwnText(row, "commodities"), lastmod: row.updated_at }));
    }
    case "articles": {
      const rows = await db
        .selectFrom("articles")
        .select(["id", "en_title", "fr_title", "nl_title", "en_content", "fr_content", "nl_content", "updated_at"])
        .where(isVisible("articles"))
        .orderBy("id")
        .execute();
      return rows.map((row) => ({ path: articlePath(row), languages: languagesWithOwnText(row, "articles"), lastmod: row.updated_at }));
    }
    default:
      return unhandled(kind);
  }
}

/** Each category once, at the address the site links to: its landing page (own text decides) or its product list (every language). */
async function categoryEntries(db: Db): Promise<SitemapEntry[]> {
  const [types, ones, twos] = await Promise.all([
    db.selectFrom("commodity_types").select(["id", "updated_at"]).orderBy("id").execute(),
    db.selectFrom("landing_page_ones").selectAll().where(isVisible("landing_page_ones")).execute(),
    db.selectFrom("landing_page_twos").selectAll().where(isVisible("landing_page_twos")).execute(),
  ]);
  return types.map((type) => {
    const one = ones.find((page) => page.commodity_type_id === type.id);
    const two = one ? undefined : twos.find((page) => page.commodity_type_id === type.id);
    const path = categoryPath({ id: type.id, landingPageOne: one ?? null, landingPageTwo: two ?? null });
    if (one) return { path, languages: languagesWithOwnText(one, "landing_page_ones"), lastmod: latest(one.updated_at, type.updated_at) };
    if (two) return { path, languages: languagesWithOwnText(two, "landing_page_twos"), lastmod: latest(two.updated_at, type.updated_at) };
    return { path, languages: LOCALES, lastmod: type.updated_at };
  });
}

const latest = (a: string, b: string) => (isoDate(a) > isoDate(b) ? a : b);

interface FeedArticle {
  id: number;
  en_title: string;
  title: string;
  summary: string;
  created_at: string;
  updated_at: string;
}

/** The newest articles that have their own text in `locale` (fallback text is not announced as that language's). */
async function latestArticles(db: Db, locale: Locale): Promise<FeedArticle[]> {
  const rows = await db.selectFrom("articles").selectAll().where(isVisible("articles")).orderBy("created_at", "desc").orderBy("id", "desc").execute();
  return rows
    .filter((row) => languagesWithOwnText(row, "articles").includes(locale))
    .slice(0, FEED_ENTRIES)
    .map((row) => ({
      id: row.id,
      en_title: row.en_title,
      title: pickLocalized(row, "title", locale),
      summary: pickLocalized(row, "summary", locale) || plainText(pickLocalized(row, "content", locale), 300),
      created_at: row.created_at,
      updated_at: row.updated_at,
    }));
}

function sendFeed(res: Response, { origin, locale, author }: { origin: string; locale: Locale; author: string }, articles: FeedArticle[]): void {
  const self = `${origin}${localizePath("/blog/feed.xml", locale)}`;
  const blog = `${origin}${localizePath("/blog", locale)}`;
  const updated = articles.reduce((newest, a) => (isoDate(a.updated_at) > newest ? isoDate(a.updated_at) : newest), "1970-01-01T00:00:00.000Z");
  // The site's name with the blog's, as the blog page's own feed link says it: a reader lists many feeds called "Blog".
  const blogTitle = translate(locale, "blog.title");
  const title = author && !blogTitle.includes(author) ? `${blogTitle} | ${author}` : blogTitle;
  const entries = articles
    .map((article) => {
      const [path, query] = articlePath(article).split("?");
      const url = `${origin}${localizePath(path!, locale)}?${query}`;
      return (
        `<entry><title>${escapeXml(article.title)}</title><link rel="alternate" type="text/html" href="${escapeXml(url)}"/>` +
        `<id>${escapeXml(url)}</id><published>${isoDate(article.created_at)}</published><updated>${isoDate(article.updated_at)}</updated>` +
        `<summary>${escapeXml(article.summary)}</summary></entry>`
      );
    })
    .join("");
  sendXml(
    res,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}"><title>${escapeXml(title)}</title><subtitle>${escapeXml(translate(locale, "blog.intro"))}</subtitle>` +
      `<id>${escapeXml(blog)}</id><link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/><link rel="alternate" type="text/html" href="${escapeXml(blog)}"/>` +
      `<updated>${updated}</updated><author><name>${escapeXml(author)}</name></author>${entries}</feed>`,
    "application/atom+xml",
  );
}

/** Asset folders and file-like paths (favicon.png, ads.txt, old .js bundles): a missing one is a tiny plain 404, not the site's page. */
const FILE_PATH = /^\/(?:assets|media|images)\/|\.(?:ico|png|jpe?g|gif|webp|avif|svg|txt|js|mjs|css|map|woff2?|ttf|json|webmanifest)$/i;

export const missingFile: RequestHandler = (req, res, next) => {
  if ((req.method !== "GET" && req.method !== "HEAD") || !FILE_PATH.test(req.baseUrl + req.path)) return next();
  res.status(404).type("text/plain").send("Not found\n");
};
