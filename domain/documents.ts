import { DEFAULT_LOCALE, type Locale } from "./locales.ts";
import { numberFormat } from "./intl.ts";
import { normalizeSerial } from "./warranty.ts";

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

/** Which machines a version is for: serial numbers and manufacturing dates, inclusive; '' is open. */
export interface VersionRange {
  serial_from: string;
  serial_to: string;
  /** YYYY-MM-DD */
  made_from: string;
  made_to: string;
}

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

/** What is known about the owner's machine: its serial number and/or its manufacturing date (YYYY-MM-DD). */
export interface MachineFacts {
  serial?: string;
  madeOn?: string;
}

/** Serial numbers compared as printed, without case, spaces or dashes, digit runs as numbers ("SN9" before "SN10"). */
export function compareSerials(a: string, b: string): number {
  return normalizeSerial(a).localeCompare(normalizeSerial(b), "en", { numeric: true, sensitivity: "base" });
}

export type Applicability = "applies" | "excluded" | "unknown";

/**
 * Whether a version is for this machine: "excluded" when a known serial or date falls outside a bound the
 * version sets, "applies" when every bound it sets is met by a known fact (or it sets none: it is for every machine),
 * "unknown" when a bound it sets cannot be checked because the fact is not known.
 */
export function versionApplicability(range: VersionRange, machine: MachineFacts): Applicability {
  const serial = machine.serial?.trim() ? machine.serial : undefined;
  const madeOn = machine.madeOn?.trim() ? machine.madeOn : undefined;
  let unknown = false;
  const check = (bound: string, fact: string | undefined, outside: (fact: string) => boolean) => {
    if (!bound) return true;
    if (fact === undefined) {
      unknown = true;
      return true;
    }
    return !outside(fact);
  };
  const within =
    check(range.serial_from, serial, (fact) => compareSerials(fact, range.serial_from) < 0) &&
    check(range.serial_to, serial, (fact) => compareSerials(fact, range.serial_to) > 0) &&
    check(range.made_from, madeOn, (fact) => fact < range.made_from) &&
    check(range.made_to, madeOn, (fact) => fact > range.made_to);
  if (!within) return "excluded";
  return unknown ? "unknown" : "applies";
}

/** Whether the version says which machines it is for at all. */
export function hasRange(range: VersionRange): boolean {
  return Boolean(range.serial_from || range.serial_to || range.made_from || range.made_to);
}

/**
 * The version for this machine among a document's versions: the newest (highest number) not withdrawn
 * whose range applies; undefined when none does.
 */
export function versionFor<V extends VersionRange & { number: number; withdrawn: unknown }>(versions: readonly V[], machine: MachineFacts): V | undefined {
  return [...versions].filter((version) => !version.withdrawn && versionApplicability(version, machine) === "applies").sort((a, b) => b.number - a.number)[0];
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
