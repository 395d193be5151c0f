import { DEFAULT_LOCALE, type Locale } from "./locales.ts";
import { numberFormat } from "./intl.ts";
import { rangeApplicability, type MachineFacts, type MachineRange } from "./machine-range.ts";

export { compareSerials, hasRange, rangeApplicability as versionApplicability, type MachineFacts } from "./machine-range.ts";

/** Product documents (isomorphic): kinds, the language fallback rule, download URLs. */

export const DOCUMENT_KINDS = ["user_manual", "safety_instructions", "declaration_of_conformity", "spare_parts_list"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A published document as pages and the public API see it. */
export interface PublicDocument {
  id: number;
  commodity_id: number;
  kind: DocumentKind;
  locale: Locale;
  title: string;
  original_name: string;
  bytes: number;
  updated_at: string;
  /** Site path that downloads the file with its real name. */
  url: string;
  /** The current version (decision 081): the newest one not withdrawn (or the newest, when all are). */
  version?: DocumentVersionSummary;
  /** Every other version, newest first: the public archive, withdrawn ones included. */
  earlier?: DocumentVersionSummary[];
}

/** Which machines a version is for: serial numbers and manufacturing dates, inclusive; '' is open (decision 084 shares it with spare parts). */
export type VersionRange = MachineRange;

/** One version of a document as pages list it; its file downloads at `url` for good. */
export interface DocumentVersionSummary extends VersionRange {
  id: number;
  number: number;
  label: string;
  /** YYYY-MM-DD */
  published_on: string;
  bytes: number;
  url: string;
  /** Withdrawn (still listed and downloadable, with the reason shown), or null. */
  withdrawn: { at: string; reason: string } | null;
}

/**
 * The version for this machine among a document's versions: the newest (highest number) not withdrawn
 * whose range applies; undefined when none does.
 */
export function versionFor<V extends VersionRange & { number: number; withdrawn: unknown }>(versions: readonly V[], machine: MachineFacts): V | undefined {
  return [...versions].filter((version) => !version.withdrawn && rangeApplicability(version, machine) === "applies").sort((a, b) => b.number - a.number)[0];
}

export interface OfferedDocument extends PublicDocument {
  /** Offered in English because the visitor's language has none of this kind. */
  fallback: boolean;
}

/**
 * What a visitor reading `locale` is offered for one product: per kind, the documents in
 * their language; where their language has none of a kind, the English ones, marked as
 * a fallback. Kinds in DOCUMENT_KINDS order, titles A–Z within a kind.
 */
export function documentsFor(documents: readonly PublicDocument[], locale: Locale): OfferedDocument[] {
  const offered: OfferedDocument[] = [];
  for (const kind of DOCUMENT_KINDS) {
    const ofKind = documents.filter((document) => document.kind === kind);
    const own = ofKind.filter((document) => document.locale === locale);
    const chosen = own.length ? own : ofKind.filter((document) => document.locale === DEFAULT_LOCALE);
    const fallback = own.length === 0;
    offered.push(
      ...[...chosen].sort((a, b) => a.title.localeCompare(b.title)).map((document) => ({ ...document, fallback: fallback && locale !== DEFAULT_LOCALE })),
    );
  }
  return offered;
}

/** A file name safe in a URL path and a Content-Disposition header: "Manuel LM 40 (FR).pdf" → "Manuel-LM-40-FR.pdf". */
export function safeFileName(name: string): string {
  const base = name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/\.pdf$/i, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 120);
  return `${base || "document"}.pdf`;
}

/** The download path: the id, a version taken from the stored file (a new file gets a new URL, so caches may keep each for good) and the file's name. */
export function documentPath(id: number, fileKey: string, originalName: string): string {
  return `/documents/${id}/${documentVersion(fileKey)}/${encodeURIComponent(safeFileName(originalName))}`;
}

export function documentVersion(fileKey: string): string {
  return (fileKey.split("/").pop() ?? "").replace(/\.pdf$/, "").slice(0, 12);
}

/** "1.4 MB", "320 kB" in the page's language, with its own unit names ("1,4 Mo" in French). */
export function formatBytes(bytes: number, locale: string): string {
  const kilobytes = bytes / 1000;
  const large = kilobytes >= 1000;
  const unit = numberFormat(locale, { style: "unit", unit: large ? "megabyte" : "kilobyte", unitDisplay: "short", maximumFractionDigits: large ? 1 : 0 });
  return unit.format(large ? kilobytes / 1000 : Math.max(1, kilobytes));
}
