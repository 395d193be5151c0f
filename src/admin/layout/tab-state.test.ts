import { describe, expect, it } from "vitest";
import { HOME_PATH, MAX_TABS, withCurrent, type AdminTab } from "./tab-state.ts";

const tab = (key: string, search = ""): AdminTab => ({ key, url: key + search });

describe("the open tabs", () => {
  it("puts home first and adds the current screen", () => {
    expect(withCurrent([], tab("/admin/dealers"))).toEqual([tab(HOME_PATH), tab("/admin/dealers")]);
  });

  it("keeps the list as is when the current tab is open with the same address", () => {
    const tabs = [tab(HOME_PATH), tab("/admin/dealers", "?page=2")];
    expect(withCurrent(tabs, tab("/admin/dealers", "?page=2"))).toBe(tabs);
  });

  it("remembers the current tab's new query string in its place", () => {
    const tabs = [tab(HOME_PATH), tab("/admin/dealers"), tab("/admin/documents")];
    expect(withCurrent(tabs, tab("/admin/dealers", "?q=gent"))).toEqual([tab(HOME_PATH), tab("/admin/dealers", "?q=gent"), tab("/admin/documents")]);
  });

  it("closes the oldest tab beyond the limit, never home or the current one", () => {
    const many = [tab(HOME_PATH), ...Array.from({ length: MAX_TABS - 1 }, (_, i) => tab(`/admin/dealers/${i + 1}`))];
    const next = withCurrent(many, tab("/admin/documents"));
    expect(next).toHaveLength(MAX_TABS);
    expect(next[0]).toEqual(tab(HOME_PATH));
    expect(next.some((t) => t.key === "/admin/dealers/1")).toBe(false);
    expect(next.at(-1)).toEqual(tab("/admin/documents"));
  });

  it("never closes a tab with unsaved changes to make room, and lets the list grow when every other tab has some", () => {
    const many = [tab(HOME_PATH), ...Array.from({ length: MAX_TABS - 1 }, (_, i) => tab(`/admin/dealers/${i + 1}`))];
    const next = withCurrent(many, tab("/admin/documents"), new Set(["/admin/dealers/1"]));
    expect(next.some((t) => t.key === "/admin/dealers/1")).toBe(true);
    expect(next.some((t) => t.key === "/admin/dealers/2")).toBe(false);
    const allUnsaved = new Set(many.map((t) => t.key));
    expect(withCurrent(many, tab("/admin/documents"), allUnsaved)).toHaveLength(MAX_TABS + 1);
  });
});
