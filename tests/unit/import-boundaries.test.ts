import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The import boundary of decision 088, as lint enforces it: each case is a file's one import, linted as if it lived at `path`. */
const eslint = new ESLint();

async function refusals(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path });
  return (result?.messages ?? []).filter((message) => message.ruleId === "@typescript-eslint/no-restricted-imports").map((message) => message.message);
}

// The first lint loads the whole configuration (typescript-eslint): seconds on a busy machine.
describe("the import boundary between server/, src/ and domain/", { timeout: 60_000 }, () => {
  it("refuses the server a value or a type from the pages' code", async () => {
    expect(await refusals("server/services/example.ts", 'import { appContext } from "#src/lib/app-context.ts";\nexport const a = appContext;\n')).toHaveLength(
      1,
    );
    expect(
      await refusals("server/services/example.ts", 'import type { AppContext } from "../../src/lib/app-context.ts";\nexport type A = AppContext;\n'),
    ).toHaveLength(1);
  });

  it("lets the pages read the server's types, not its code", async () => {
    expect(await refusals("src/routes/example.tsx", 'import type { Services } from "#server/services/index.ts";\nexport type S = Services;\n')).toEqual([]);
    expect(
      await refusals("src/routes/example.tsx", 'import { createPreview } from "#server/services/previews.ts";\nexport const c = createPreview;\n'),
    ).toHaveLength(1);
  });

  it("keeps domain/ free of both sides, types included", async () => {
    expect(await refusals("domain/example.ts", 'import type { Services } from "#server/services/index.ts";\nexport type S = Services;\n')).toHaveLength(1);
    expect(await refusals("domain/example.ts", 'import { appContext } from "#src/lib/app-context.ts";\nexport const a = appContext;\n')).toHaveLength(1);
    expect(await refusals("domain/example.ts", 'import { LOCALES } from "./locales.ts";\nexport const l = LOCALES;\n')).toEqual([]);
  });

  it("lets both sides import domain/", async () => {
    expect(await refusals("server/services/example.ts", 'import { LOCALES } from "#domain/locales.ts";\nexport const l = LOCALES;\n')).toEqual([]);
    expect(await refusals("src/routes/example.tsx", 'import { LOCALES } from "#domain/locales.ts";\nexport const l = LOCALES;\n')).toEqual([]);
  });

  it("has routers take ApiDeps from deps.ts, not from the index that mounts them", async () => {
    expect(await refusals("server/api/admin/example.ts", 'import type { ApiDeps } from "../index.ts";\nexport type D = ApiDeps;\n')).toHaveLength(1);
    expect(await refusals("server/api/admin/example.ts", 'import type { ApiDeps } from "../deps.ts";\nexport type D = ApiDeps;\n')).toEqual([]);
  });
});
