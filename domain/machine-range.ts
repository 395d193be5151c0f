import { normalizeSerial } from "./warranty.ts";

/**
 * Which machines something is for — a manual's version (decision 081), a spare part's fit (decision 084): serial
 * numbers and manufacturing dates, inclusive; '' is open. Pure, isomorphic.
 */
export interface MachineRange {
  serial_from: string;
  serial_to: string;
  /** YYYY-MM-DD */
  made_from: string;
  made_to: string;
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
 * Whether a range is for this machine: "excluded" when a known serial or date falls outside a bound the
 * range sets, "applies" when every bound it sets is met by a known fact (or it sets none: it is for every machine),
 * "unknown" when a bound it sets cannot be checked because the fact is not known.
 */
export function rangeApplicability(range: MachineRange, machine: MachineFacts): Applicability {
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

/** Whether the range says which machines it is for at all. */
export function hasRange(range: MachineRange): boolean {
  return Boolean(range.serial_from || range.serial_to || range.made_from || range.made_to);
}

/** What is wrong with a range, as an English sentence, or undefined: an end before its start. */
export function rangeProblem(range: MachineRange): string | undefined {
  if (range.serial_from && range.serial_to && compareSerials(range.serial_from, range.serial_to) > 0) return "The first serial comes after the last.";
  if (range.made_from && range.made_to && range.made_from > range.made_to) return "The first manufacturing day comes after the last.";
  return undefined;
}
