/** Any tree of categories shaped like the API's commodity types (`child` lists). */
export interface TreeNode {
  id: number;
  child: TreeNode[];
}

export function findNode<N extends TreeNode>(nodes: N[], id: number): N | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.child as N[], id);
    if (found) return found;
  }
  return undefined;
}

export function findParent<N extends TreeNode>(nodes: N[], id: number): N | undefined {
  for (const node of nodes) {
    if (node.child.some((c) => c.id === id)) return node;
    const found = findParent(node.child as N[], id);
    if (found) return found;
  }
  return undefined;
}

/** A node that knows its parent (null at the top), as the API's commodity types do. */
export interface ParentedNode extends TreeNode {
  parent_id: number | null;
  child: ParentedNode[];
}

/** The tree without the node `id` (and its subtree). */
export function removeNode<N extends TreeNode>(nodes: N[], id: number): N[] {
  return nodes.filter((node) => node.id !== id).map((node) => ({ ...node, child: removeNode(node.child as N[], id) }));
}

/** How many nodes lie under `node`, at any depth. */
export function countDescendants(node: TreeNode): number {
  return node.child.reduce((sum, child) => sum + 1 + countDescendants(child), 0);
}

/** `node` and its brothers and sisters, in order. */
export function siblingsOf<N extends ParentedNode>(tree: N[], node: N): N[] {
  return node.parent_id === null ? tree : ((findNode(tree, node.parent_id)?.child as N[] | undefined) ?? []);
}

/** The tree with the children of `parentId` (the top level when null) replaced by `siblings`. */
export function replaceSiblings<N extends TreeNode>(tree: N[], parentId: number | null, siblings: N[]): N[] {
  if (parentId === null) return siblings;
  return tree.map((node) => (node.id === parentId ? { ...node, child: siblings } : { ...node, child: replaceSiblings(node.child as N[], parentId, siblings) }));
}

/**
 * The siblings with node `id` moved to `newIndex` and numbered 10, 20, 30 … as the server's
 * `_reorder` numbers them (decision 048); null when the move changes nothing or is out of range.
 */
export function moveSibling<N extends TreeNode & { sort_order: number }>(siblings: N[], id: number, newIndex: number): N[] | null {
  const from = siblings.findIndex((sibling) => sibling.id === id);
  if (from === -1 || newIndex < 0 || newIndex >= siblings.length || from === newIndex) return null;
  const moved = [...siblings];
  const [node] = moved.splice(from, 1);
  moved.splice(newIndex, 0, node!);
  return moved.map((sibling, index) => ({ ...sibling, sort_order: (index + 1) * 10 }));
}
