import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(resolve(ROOT, file), "utf8");

/** The variables named in README's environment table. */
function readmeVariables(): string[] {
  const table = read("README.md").split("## Environment")[1]!.split("\n## ")[0]!;
  return [...new Set(table.split("\n").flatMap((line) => (/^\| (`[A-Z0-9_]+`(?:, `[A-Z0-9_]+`)*) \|/.exec(line)?.[1] ?? "").match(/[A-Z0-9_]+/g) ?? []))];
}

describe("operations files", () => {
  it("README's table lists every variable server/config.ts reads", () => {
    const configured = [...read("server/config.ts").matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)].map((match) => match[1]!);
    expect(configured.length).toBeGreaterThan(30);
    expect(configured.filter((name) => !readmeVariables().includes(name))).toEqual([]);
  });

  it(".env.example has every variable of README's table", () => {
    const example = read(".env.example");
    const missing = readmeVariables().filter((name) => !new RegExp(`^(# )?${name}=`, "m").test(example));
    expect(missing).toEqual([]);
  });

  it(".env.example's commented-out lines show config's real defaults (values, not only names)", () => {
    const defaults = loadConfig({});
    const firstLines = new Map<string, string>();
    for (const [, name, value] of read(".env.example").matchAll(/^# ([A-Z][A-Z0-9_]+)=(.*)$/gm)) {
      if (!firstLines.has(name!)) firstLines.set(name!, value!);
    }
    const differing = [...firstLines].flatMap(([name, value]) => {
      const fallback = (defaults as Record<string, unknown>)[name];
      if (fallback === undefined) return []; // no default: the line is an example
      const parsed = (loadConfig({ [name]: value }) as Record<string, unknown>)[name];
      return JSON.stringify(parsed) === JSON.stringify(fallback) ? [] : [`${name}=${value} (default ${JSON.stringify(fallback)})`];
    });
    expect(firstLines.size).toBeGreaterThan(30);
    expect(differing).toEqual([]);
  });

  it("npm start replaces its shell with node, so a supervisor's SIGTERM reaches the server", () => {
    const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toMatch(/\bexec node /);
  });

  it("compose.yaml passes .env to the site and pins every image to a version", () => {
    const compose = read("compose.yaml");
    expect(compose).toMatch(/^ {4}env_file:\n {6}- path: \.env\n {8}required: false$/m);
    const images = [...compose.matchAll(/^ {4}image: (\S+)$/gm)].map((match) => match[1]!);
    expect(images.length).toBeGreaterThanOrEqual(3);
    expect(images.filter((image) => !/:[^:]*\d/.test(image) || image.endsWith(":latest"))).toEqual([]);
  });

  it("the npm scripts that start the server read .env when there is one", () => {
    const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;
    for (const name of ["dev", "start", "db:migrate", "db:seed", "admin:create"]) expect(scripts[name], name).toContain("--env-file-if-exists=.env");
  });

  it("compose.yaml runs the site, PostgreSQL and an S3-compatible store, each with a health check, and sets TRUST_PROXY", () => {
    const compose = read("compose.yaml");
    for (const service of ["site", "db", "storage"]) {
      const block = compose.split(new RegExp(`^ {2}${service}:\\n`, "m"))[1]!.split(/^ {2}\S/m)[0]!;
      expect(block, service).toContain("healthcheck:");
    }
    expect(compose).toContain("TRUST_PROXY:");
    expect(compose).toMatch(/S3_ENDPOINT: http:\/\/storage:9000/);
  });

  it("the image's runtime dependencies leave out what only the browser bundle and the build use", () => {
    const { dependencies } = JSON.parse(read("package.json")) as { dependencies: Record<string, string> };
    for (const name of ["antd", "@ant-design/icons", "@tiptap/react", "@tiptap/starter-kit", "dayjs", "react-i18next", "typescript", "vite"]) {
      expect(dependencies[name], name).toBeUndefined();
    }
  });
});
