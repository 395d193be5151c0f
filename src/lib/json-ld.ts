import type { PublicSettings } from "#server/services/settings.ts";

/** schema.org objects for the pages of SPEC §2 (rendered by seoMeta as application/ld+json). */

const absolute = (origin: string, path: string) => new URL(path, origin).toString();

export function organizationLd(origin: string, settings: PublicSettings, description?: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: settings.brand_name,
    legalName: settings.company_line,
    url: absolute(origin, "/"),
    logo: absolute(origin, "/favicon.svg"),
    ...(description ? { description } : {}),
    email: settings.email_primary,
    telephone: settings.phone,
    ...(settings.address ? { address: { "@type": "PostalAddress", streetAddress: settings.address } } : {}),
    sameAs: settings.socials.map((s) => s.url),
  };
}

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbLd(crumbs: Crumb[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

export function productLd(input: { name: string; description: string; images: string[]; sku?: string; url: string; brand: string; category?: string }): object {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    description: input.description,
    image: input.images,
    ...(input.sku ? { sku: input.sku, mpn: input.sku } : {}),
    ...(input.category ? { category: input.category } : {}),
    url: input.url,
    brand: { "@type": "Brand", name: input.brand },
  };
}

export function blogPostingLd(input: { headline: string; description: string; image: string; url: string; datePublished: string; dateModified: string; brand: string; logo: string; language: string }): object {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: input.headline.slice(0, 110),
    description: input.description,
    image: [input.image],
    url: input.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
    inLanguage: input.language,
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: { "@type": "Organization", name: input.brand },
    publisher: { "@type": "Organization", name: input.brand, logo: { "@type": "ImageObject", url: input.logo } },
  };
}

export function faqPageLd(items: { question: string; answer: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({ "@type": "Question", name: item.question, acceptedAnswer: { "@type": "Answer", text: item.answer } })),
  };
}

/** Plain text of a sanitised HTML fragment, for descriptions (no markup in meta tags). */
export function plainText(html: string, max = 300): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…` : text;
}
