import type { OpenApiDocument } from "./openapi.ts";

/**
 * /api/docs: the OpenAPI document as one readable HTML page, rendered here so it needs
 * no script and no CDN (the site's CSP allows neither).
 */

type Json = Record<string, any>;

const escape = (text: unknown) => String(text ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const METHODS = ["get", "post", "put", "delete"] as const;
const anchor = (name: string) => `schema-${name.replace(/[^A-Za-z0-9_-]/g, "")}`;

function typeOf(schema: Json | undefined): string {
  if (!schema) return "any";
  if (schema.$ref) {
    const name = String(schema.$ref).split("/").pop()!;
    return `<a href="#${anchor(name)}">${escape(name)}</a>`;
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return (variants as Json[]).map(typeOf).join(" | ");
  if (schema.const !== undefined) return `<code>${escape(JSON.stringify(schema.const))}</code>`;
  if (schema.enum) return (schema.enum as unknown[]).map((v) => `<code>${escape(JSON.stringify(v))}</code>`).join(" | ");
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "any");
  if (type === "array") return `array of ${typeOf(schema.items)}`;
  return escape(schema.format ? `${type} (${schema.format})` : type);
}

function limits(schema: Json): string {
  const parts = [];
  if (schema.minLength !== undefined) parts.push(`min ${schema.minLength} chars`);
  if (schema.maxLength !== undefined) parts.push(`max ${schema.maxLength} chars`);
  if (schema.minimum !== undefined) parts.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`≤ ${schema.maximum}`);
  if (schema.maxItems !== undefined) parts.push(`max ${schema.maxItems} items`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.length ? ` <span class="muted">(${escape(parts.join(", "))})</span>` : "";
}

/** Objects as nested property lists; anything else as its type. */
function renderSchema(schema: Json | undefined, depth = 0): string {
  if (!schema) return "";
  const variants = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (variants && variants.some((v) => v.type === "object")) {
    return variants.map((v, i) => `<p class="muted">${i ? "or" : "one of"}:</p>${renderSchema(v, depth)}`).join("");
  }
  if (schema.type !== "object" || !schema.properties || depth > 5) return `<p>${typeOf(schema)}${limits(schema)}</p>`;
  const required = new Set<string>(schema.required ?? []);
  const rows = Object.entries(schema.properties as Record<string, Json>).map(([name, property]) => {
    const nested = property.type === "object" && property.properties ? renderSchema(property, depth + 1) : "";
    const item = property.type === "array" && property.items?.type === "object" ? renderSchema(property.items, depth + 1) : "";
    return `<li><code>${escape(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ""}: ${typeOf(property)}${limits(property)}${
      property.description ? ` <span class="muted">— ${escape(property.description)}</span>` : ""
    }${nested}${item}</li>`;
  });
  return `<ul class="props">${rows.join("")}</ul>`;
}

function renderOperation(path: string, method: string, op: Json): string {
  const params = (op.parameters ?? []) as Json[];
  const body = op.requestBody?.content as Record<string, Json> | undefined;
  const responses = Object.entries((op.responses ?? {}) as Record<string, Json>);
  return `<section class="op" id="${escape(op.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code>${op.security ? ' <span class="lock">bearer token</span>' : ""}</h3>
<p>${escape(op.summary)}</p>${op.description ? `<p class="muted">${escape(op.description)}</p>` : ""}
${
  params.length
    ? `<h4>Parameters</h4><table><tr><th>Name</th><th>In</th><th>Type</th><th>Description</th></tr>${params
        .map(
          (p) =>
            `<tr><td><code>${escape(p.name)}</code>${p.required ? ' <span class="req">required</span>' : ""}</td><td>${escape(p.in)}</td><td>${typeOf(p.schema)}${limits(p.schema ?? {})}</td><td>${escape(p.description ?? p.schema?.description ?? "")}</td></tr>`,
        )
        .join("")}</table>`
    : ""
}
${
  body
    ? Object.entries(body)
        .map(([type, media]) => `<h4>Body <span class="muted">${escape(type)}</span></h4>${renderSchema(media.schema)}`)
        .join("")
    : ""
}
<h4>Responses</h4><dl>${responses
    .map(([status, response]) => {
      const content = Object.entries((response.content ?? {}) as Record<string, Json>)[0];
      return `<dt><span class="status s${status[0]}">${escape(status)}</span> ${escape(response.description)}</dt><dd>${content ? renderSchema(content[1].schema) : ""}</dd>`;
    })
    .join("")}</dl>
</section>`;
}

export function renderDocsPage(document: OpenApiDocument): string {
  const doc = document as unknown as Json;
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const tag = (op.tags?.[0] as string | undefined) ?? "Other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(path, method, op)]);
    }
  }
  const schemas = Object.entries((doc.components?.schemas ?? {}) as Record<string, Json>);
  const toc = [...byTag.keys()].map((tag) => `<li><a href="#tag-${anchor(tag)}">${escape(tag)}</a></li>`).join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)} — reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d2327;background:#fafafa}
main{max-width:980px;margin:0 auto;padding:24px}
h1{margin-top:0}h2{border-bottom:2px solid #ddd;padding-bottom:4px;margin-top:48px}
.op{background:#fff;border:1px solid #e2e2e2;border-radius:8px;padding:12px 18px;margin:16px 0}
.op h3{font-size:16px;margin:4px 0}
.method{display:inline-block;min-width:58px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px}
.get{background:#2271b1}.post{background:#00a32a}.put{background:#dba617}.delete{background:#d63638}
.lock{font-size:12px;background:#eee;border-radius:4px;padding:1px 6px}
.req{color:#d63638;font-size:12px}.muted{color:#646970}
table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #e2e2e2;padding:4px 8px;text-align:left;vertical-align:top}
.props{padding-left:20px;margin:4px 0}.props li{margin:2px 0}
dt{margin-top:6px}dd{margin-left:20px}
.status{font-weight:600}.s2{color:#00a32a}.s4{color:#d63638}.s5{color:#d63638}
pre{white-space:pre-wrap;background:#fff;border:1px solid #e2e2e2;padding:12px;border-radius:8px}
code{font-family:ui-monospace,monospace;font-size:13px}
</style></head>
<body><main>
<h1>${escape(doc.info.title)} <span class="muted">${escape(doc.info.version)}</span></h1>
<pre>${escape(doc.info.description)}</pre>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escape(doc.openapi)}).</p>
<nav><ul>${toc}<li><a href="#schemas">Schemas</a></li></ul></nav>
${[...byTag].map(([tag, ops]) => `<h2 id="tag-${anchor(tag)}">${escape(tag)}</h2>${ops.join("\n")}`).join("\n")}
<h2 id="schemas">Schemas</h2>
${schemas.map(([name, schema]) => `<section class="op" id="${anchor(name)}"><h3>${escape(name)}</h3>${schema.description ? `<p class="muted">${escape(schema.description)}</p>` : ""}${renderSchema(schema)}</section>`).join("\n")}
</main></body></html>`;
}
