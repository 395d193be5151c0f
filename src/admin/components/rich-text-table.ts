import { Node } from "@tiptap/react";

/**
 * Tables in the rich-text editor, kept as they are: the allow-list (server/services/sanitize.ts) keeps
 * tables, and articles pasted from Word or Google Docs bring them (a comparison of models, a maintenance
 * schedule), but StarterKit has no table node, so the editor ran every cell into one paragraph and the
 * next save stored "ModelWidthFT-LM403333 cm". These nodes read and write table, tr, th and td (with
 * colspan and rowspan); cells are edited as text. Adding rows or columns is not offered.
 */
const span = (name: "colspan" | "rowspan") => ({
  default: 1,
  parseHTML: (element: HTMLElement) => Math.max(1, Number.parseInt(element.getAttribute(name) ?? "1", 10) || 1),
  renderHTML: (attributes: Record<string, unknown>) => (attributes[name] === 1 ? {} : { [name]: attributes[name] }),
});

const cell = (name: string, tag: "td" | "th") =>
  Node.create({
    name,
    content: "block+",
    isolating: true,
    addAttributes: () => ({ colspan: span("colspan"), rowspan: span("rowspan") }),
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  });

const TableCell = cell("tableCell", "td");
const TableHeader = cell("tableHeader", "th");

const TableRow = Node.create({
  name: "tableRow",
  content: "(tableCell | tableHeader)+",
  parseHTML: () => [{ tag: "tr" }],
  renderHTML: () => ["tr", 0],
});

/** Rows of a thead, tbody or tfoot are read in order; they are written in one tbody (header cells stay th). */
const Table = Node.create({
  name: "table",
  group: "block",
  content: "tableRow+",
  isolating: true,
  parseHTML: () => [{ tag: "table" }],
  renderHTML: () => ["table", ["tbody", 0]],
});

export const TABLE_EXTENSIONS = [Table, TableRow, TableHeader, TableCell];
