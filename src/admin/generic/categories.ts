import { useEffect, useSyncExternalStore } from "react";
import { http } from "../http.ts";

/** A node of the category tree as GET api/ad/commodity/types (same as the public GET api/commodity/types) returns it. */
export interface CategoryNode {
  id: number;
  parent_id: number | null;
  level: number;
  en_name: string;
  fr_name: string;
  nl_name: string;
  en_description: string;
  fr_description: string;
  nl_description: string;
  main_img_url: string;
  link: string;
  sort_order: number;
  child: CategoryNode[];
  landingPageOne?: { id: number; url: string } | null;
  landingPageTwo?: { id: number; url: string } | null;
}

/**
 * The category tree, shared by every screen that picks a category (product form, filters,
 * landing pages) and by the category screen, which refreshes it after each change.
 */
let tree: CategoryNode[] | undefined;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function loadCategories(force = false): Promise<void> {
  if (pending && !force) return pending;
  pending = http
    .get<{ data: CategoryNode[] }>("ad/commodity/types", undefined, { silent: tree !== undefined })
    .then((response) => {
      tree = response.data;
      emit();
    })
    .catch(() => {
      pending = null;
    });
  return pending;
}

/** Replaces the cached tree (e.g. after a local delete) without a request. */
export function setCategories(next: CategoryNode[]): void {
  tree = next;
  emit();
}

export function useCategories(): CategoryNode[] | undefined {
  const value = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => tree,
    () => undefined,
  );
  useEffect(() => {
    if (!tree) void loadCategories();
  }, []);
  return value;
}

export function flattenCategories(nodes: CategoryNode[] | undefined, into: CategoryNode[] = []): CategoryNode[] {
  for (const node of nodes ?? []) {
    into.push(node);
    flattenCategories(node.child, into);
  }
  return into;
}

/** English name, else French, else Dutch, else #id (the admin's reading of a record's name). */
export function recordName(input: object | undefined | null, field = "name", language = "en"): string {
  if (!input) return "";
  const record = input as Record<string, unknown>;
  const order = language === "fr" ? ["fr", "en", "nl"] : language === "nl" ? ["nl", "en", "fr"] : ["en", "fr", "nl"];
  for (const lang of order) {
    const value = record[`${lang}_${field}`];
    if (typeof value === "string" && value.trim()) return value;
  }
  const plain = record[field];
  if (typeof plain === "string" && plain.trim()) return plain;
  return `#${String(record.id ?? "")}`;
}
