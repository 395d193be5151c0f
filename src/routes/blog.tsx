import type { TextsHandle } from "#domain/public-messages.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { data } from "react-router";
import type { Route } from "./+types/blog.ts";
import type { Article } from "#server/db/schema.ts";
import { ArticleCard } from "#src/components/article-card.tsx";
import { HOT_TOP, HotArticles } from "#src/components/hot-articles.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { Pager } from "#src/components/pager.tsx";
import { MAX_PLACEHOLDER_PAGES, PlaceholderCards } from "#src/components/placeholder-cards.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { localeFromPath } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { parsePageParam } from "#src/lib/page-counter.ts";
import { uncleanListRedirect } from "#src/lib/redirect-rules.ts";
import { toArticleSummary } from "#src/lib/product-view.ts";
import { useInfiniteList } from "#src/lib/use-infinite-list.ts";
import { useLocale } from "#src/lib/use-locale.ts";
import cardsStyles from "#src/styles/cards.css?url";
import blogStyles from "#src/styles/blog.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["blog"], stylesheets: [cardsStyles, blogStyles] };

/** product rules §9: blog list page size. */
export const BLOG_PAGE_SIZE = 15;

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { content } = context.get(appContext).services;
  const unclean = uncleanListRedirect(url, ["page"]);
  if (unclean) throw unclean;
  const page = parsePageParam(url.searchParams.get("page"));
  const [list, hot] = await Promise.all([content.listArticles({ page, perPage: BLOG_PAGE_SIZE }), content.listHotArticles(HOT_TOP)]);
  if (page > 1 && page > list.pagination.total_pages) throw data(null, { status: 404, statusText: "This page could not be found" });
  return {
    articles: list.data.map((a) => toArticleSummary(a, locale)),
    pagination: list.pagination,
    hot: hot.map((a) => toArticleSummary(a, locale)),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.pagination.current_page ?? 1;
  return pageMeta(args, {
    title: page > 1 ? "blog.titlePaged" : "blog.title",
    description: "blog.metaDescription",
    vars: { page },
    crumbs: [{ name: "blog.title", path: "/blog" }],
    feed: "blog.title",
  });
};

const apiUrl = (page: number) => `/api/articles?page=${page}&per_page=${BLOG_PAGE_SIZE}`;

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const locale = useLocale();
  const { articles, pagination, hot } = loaderData;
  const list = useInfiniteList({
    initialItems: articles,
    initialPagination: pagination,
    pageUrl: apiUrl,
    present: (raw: Article) => toArticleSummary(raw, locale),
  });
  const remaining = list.counter.loading ? pagination.total - (pagination.current_page - 1) * BLOG_PAGE_SIZE - list.items.length : 0;
  return (
    <main id="main">
      <PageHeader title={t("blog.title")} intro={t("blog.intro")} crumbs={[{ label: t("blog.title") }]} />
      <div className="container section blog-layout">
        <section aria-labelledby="blog-list-title">
          <h2 id="blog-list-title" className="visually-hidden">
            {t("blog.listTitle")}
          </h2>
          <ul className="article-grid article-grid--two">
            {list.items.map((article, index) => (
              <li key={article.id}>
                <ArticleCard article={article} eager={index < 1} />
              </li>
            ))}
            <PlaceholderCards
              kind="article"
              first={list.items.length}
              count={remaining}
              max={MAX_PLACEHOLDER_PAGES * BLOG_PAGE_SIZE}
              sentinel={list.sentinel}
            />
          </ul>
          <Pager list={list} pagination={pagination} />
        </section>
        <HotArticles articles={hot} />
      </div>
    </main>
  );
}
