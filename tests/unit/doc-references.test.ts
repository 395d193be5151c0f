import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
/** What a newcomer reads: the code, its tests and scripts, the docs and the operations files. */
const SOURCES = ["server", "src", "tests", "scripts", "docs", "locales", ".ci", "README.md", "Dockerfile", "compose.yaml", ".env.example"];
const SKIPPED = new Set(["node_modules", "build", ".react-router", "screenshots"]);
const TEXT = /\.(ts|tsx|js|mjs|css|md|json|ya?ml|sh|txt)$|^(run|Dockerfile|\.env\.example)$/;

function* textFiles(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path)) if (!SKIPPED.has(entry)) yield* textFiles(join(path, entry));
  } else if (TEXT.test(path.split("/").pop()!)) {
    yield path;
  }
}

/** `file:line: text` for every line of every source file matching `pattern`. */
function linesMatching(pattern: RegExp): string[] {
  return SOURCES.flatMap((source) =>
    [...textFiles(join(ROOT, source))].flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) => (pattern.test(line) ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim().slice(0, 160)}`] : [])),
    ),
  );
}

// Spelled in pieces so that this file does not match itself.
const OUTSIDE_DOCUMENTS = new RegExp(
  [`\\bSP${"EC"}\\b`, `STY${"LE"}\\.md`, `ARCHITEC${"TURE"}\\.md`, `\\b[Ii]ssue #?\\d`, `\\bIssues \\d`, `closing ${"report"}`].join("|"),
);

describe("documents a newcomer can follow", () => {
  it("no code, test or document points to a document outside the repository (docs/product-rules.md and docs/architecture.md say it here)", () => {
    expect(linesMatching(OUTSIDE_DOCUMENTS)).toEqual([]);
  });

  it("every docs/… file named anywhere exists", () => {
    const missing = linesMatching(/docs\/[\w/.-]+\.md/).flatMap((hit) =>
      [...hit.matchAll(/docs\/[\w/.-]+\.md/g)]
        .map((match) => match[0])
        .filter((path) => !existsSync(join(ROOT, path)))
        .map((path) => `${hit.split(": ")[0]} ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
