import { Transform, type TransformCallback } from "node:stream";

const HEAD_END = Buffer.from("</head>");
const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY_MODULE_PRELOAD = Buffer.from('<link rel="modulepreload" fetchPriority="low"');

/**
 * The page's module preloads at low priority, as React gives its own bootstrap modules: the scripts then
 * queue behind the HTML, its inline stylesheet and the hero picture instead of racing them, and the first
 * paint waits for nothing but the document (decision 090). React Router's <Scripts> takes no
 * attributes for its preloads, so the document's head is rewritten on its way out: the head is one piece
 * of React's shell, so holding it until `</head>` delays nothing; the body streams through untouched.
 */
export function lowPriorityModulePreloads(): Transform {
  let head: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (head === null) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf(HEAD_END);
      if (end === -1) return callback();
      const rewritten = Buffer.concat([replaceAll(head.subarray(0, end), MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD), head.subarray(end)]);
      head = null;
      callback(null, rewritten);
    },
    flush(callback: TransformCallback) {
      callback(null, head?.length ? head : null);
    },
  });
}

function replaceAll(text: Buffer, search: Buffer, replacement: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = text.indexOf(search); at !== -1; at = text.indexOf(search, from)) {
    parts.push(text.subarray(from, at), replacement);
    from = at + search.length;
  }
  parts.push(text.subarray(from));
  return Buffer.concat(parts);
}
