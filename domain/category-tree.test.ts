import { describe, expect, it } from "vitest";
import { countDescendants, findNode, moveSibling, removeNode, replaceSiblings, siblingsOf, type ParentedNode } from "./category-tree.ts";

type Node = ParentedNode & { sort_order: number; child: Node[] };
const node = (id: number, parent_id: number | null, child: Node[] = [], sort_order = id * 10): Node => ({ id, parent_id, sort_order, child });

// 1 ─ 2 ─ 4, 5 │ 3 ; 6 ─ 7
const tree = (): Node[] => [node(1, null, [node(2, 1, [node(4, 2), node(5, 2)]), node(3, 1)]), node(6, null, [node(7, 6)])];

describe("category tree helpers", () => {
  it("removes a node with its subtree and leaves the rest", () => {
    const next = removeNode(tree(), 2);
    expect(findNode(next, 2)).toBeUndefined();
    expect(findNode(next, 4)).toBeUndefined();
    expect(findNode(next, 3)?.id).toBe(3);
    expect(removeNode(tree(), 6).map((n) => n.id)).toEqual([1]);
  });

  it("counts descendants at any depth", () => {
    expect(countDescendants(tree()[0]!)).toBe(4);
    expect(countDescendants(node(9, null))).toBe(0);
  });

  it("finds siblings at the top and below", () => {
    const t = tree();
    expect(siblingsOf(t, t[1]!).map((n) => n.id)).toEqual([1, 6]);
    expect(siblingsOf(t, findNode(t, 5)!).map((n) => n.id)).toEqual([4, 5]);
  });

  it("replaces the children of one parent, or the top level", () => {
    const t = tree();
    expect(findNode(replaceSiblings(t, 2, [node(5, 2), node(4, 2)]), 2)?.child.map((n) => n.id)).toEqual([5, 4]);
    expect(replaceSiblings(t, null, [t[1]!, t[0]!]).map((n) => n.id)).toEqual([6, 1]);
  });

  it("moves a sibling and numbers them 10, 20, 30 as the server does", () => {
    const siblings = [node(1, null, [], 5), node(2, null, [], 7), node(3, null, [], 100)];
    expect(moveSibling(siblings, 3, 0)?.map((n) => [n.id, n.sort_order])).toEqual([
      [3, 10],
      [1, 20],
      [2, 30],
    ]);
    expect(moveSibling(siblings, 1, 0)).toBeNull();
    expect(moveSibling(siblings, 1, 3)).toBeNull();
    expect(moveSibling(siblings, 9, 1)).toBeNull();
  });
});
