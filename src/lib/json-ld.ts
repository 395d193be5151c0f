import type { PublicSettings } from "#server/services/settings.ts";
import { localizePath, type Locale } from "#domain/locales.ts";
import type { SpecView } from "#domain/specs.ts";

/** schema.org objects for the pages of product rules §2 (rendered by seoMeta as application/ld+json). */

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

/** The site, with a SearchAction on the product search of its language (Google's sitelinks search box). */
export function websiteLd(origin: string, name: string, locale: Locale): object {
  const home = absolute(origin, localizePath("/", locale));
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name,
    url: home,
    inLanguage: locale,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absolute(origin, localizePath("/products", locale))}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
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

/** A specification as schema.org PropertyValue: a number with unitCode/unitText, a range as min/max, or a text. */
export function propertyValueLd(spec: SpecView, code: string | undefined): object {
  const unit = { ...(code ? { unitCode: code } : {}), ...(spec.unit ? { unitText: spec.unit } : {}) };
  const base = { "@type": "PropertyValue", propertyID: spec.key, name: spec.label };
  if (Array.isArray(spec.value)) return { ...base, minValue: spec.value[0], maxValue: spec.value[1], value: spec.display, ...unit };
  if (typeof spec.value === "number") return { ...base, value: spec.value, ...unit };
  return { ...base, value: typeof spec.value === "boolean" ? spec.value : spec.display };
}

export function productLd(input: {
  name: string;
  description: string;
  images: string[];
  sku?: string;
  url: string;
  brand: string;
  category?: string;
  /** Specifications with the UN/CEFACT code of each one's unit. */
  properties?: { spec: SpecView; unitCode?: string }[];
  /** Absolute URLs of the tools a battery or charger serves. */
  accessoryFor?: { name: string; url: string }[];
}): object {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    description: input.description,
    image: input.images,
    ...(input.sku ? { sku: input.sku, mpn: input.sku, model: input.sku } : {}),
    ...(input.category ? { category: input.category } : {}),
    ...(input.properties?.length ? { additionalProperty: input.properties.map((p) => propertyValueLd(p.spec, p.unitCode)) } : {}),
    ...(input.accessoryFor?.length
      ? { isAccessoryOrSparePartFor: input.accessoryFor.map((tool) => ({ "@type": "Product", name: tool.name, url: tool.url })) }
      : {}),
    url: input.url,
    brand: { "@type": "Brand", name: input.brand },
  };
}

export function blogPostingLd(input: {
  headline: string;
  description: string;
  image: string;
  url: string;
  datePublished: string;
  dateModified: string;
  brand: string;
  logo: string;
  language: string;
}): object {
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
