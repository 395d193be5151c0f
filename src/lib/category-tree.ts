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
