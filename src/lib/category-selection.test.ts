import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseIdList, selectionFromSortId, toggleCategory, toggleExpanded, type CategoryLike } from "./category-selection.ts";

const leaf = (id: number, child: CategoryLike[] = []): CategoryLike => ({ id, child });
const tree: CategoryLike[] = [leaf(1, [leaf(11), leaf(12, [leaf(121)]), leaf(13)]), leaf(2, [leaf(21)]), leaf(3)];

describe("category selection from ?sortid= (product rules §4)", () => {
  it("a top-level id selects all its children and expands it", () => {
    expect(selectionFromSortId(tree, "1")).toEqual({ selected: [11, 12, 13], expanded: [1] });
    expect(selectionFromSortId(tree, 2)).toEqual({ selected: [21], expanded: [2] });
  });

  it("a top-level id without children selects itself", () => {
    expect(selectionFromSortId(tree, "3")).toEqual({ selected: [3], expanded: [3] });
  });

  it("a second-level id selects only itself and expands its parent", () => {
    expect(selectionFromSortId(tree, "12")).toEqual({ selected: [12], expanded: [1] });
    expect(selectionFromSortId(tree, 21)).toEqual({ selected: [21], expanded: [2] });
  });

  it("no match selects and expands nothing", () => {
    for (const value of ["999", "121", "", "abc", "1.5", "-1", null, undefined, " ", "1e2"]) {
      expect(selectionFromSortId(tree, value)).toEqual({ selected: [], expanded: [] });
    }
  });
});

describe("checking and unchecking categories", () => {
  it("checking adds the id once", () => {
    expect(toggleCategory([11], 12, true)).toEqual([11, 12]);
    expect(toggleCategory([11, 12], 12, true)).toEqual([11, 12]);
  });

  it("unchecking removes it", () => {
    expect(toggleCategory([11, 12, 13], 12, false)).toEqual([11, 13]);
    expect(toggleCategory([11], 12, false)).toEqual([11]);
  });

  it("never produces duplicates, whatever the sequence of clicks", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.boolean())), (clicks) => {
        let selected: number[] = [];
        for (const [id, checked] of clicks) selected = toggleCategory(selected, id, checked);
        expect(new Set(selected).size).toBe(selected.length);
        for (const [id] of clicks) {
          const last = clicks.filter(([other]) => other === id).at(-1)!;
          expect(selected.includes(id)).toBe(last[1]);
        }
      }),
    );
  });

  it("does not change the array it was given", () => {
    const before = [11, 12];
    toggleCategory(before, 13, true);
    toggleCategory(before, 11, false);
    expect(before).toEqual([11, 12]);
  });

  it("expanding toggles one top-level category", () => {
    expect(toggleExpanded([1], 2)).toEqual([1, 2]);
    expect(toggleExpanded([1, 2], 1)).toEqual([2]);
  });
});

describe("category ids in the query string", () => {
  it("accepts repeated and comma-separated values, drops junk and duplicates", () => {
    expect(parseIdList(["3", "4,5", "x", "4", "", "-2", "0", "6 "])).toEqual([3, 4, 5, 6]);
    // Beyond 32 bits an id names nothing (and PostgreSQL would refuse the comparison).
    expect(parseIdList(["2147483647", "2147483648"])).toEqual([2147483647]);
  });
});
