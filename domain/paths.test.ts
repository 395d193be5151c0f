import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#src/routes.ts";
import { RESERVED_PATH_SEGMENTS } from "./paths.ts";

/** The first segment of every route's path, through layouts (which have none) and prefixes. */
function firstSegments(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const own = path.split("/")[0] ?? "";
    return [own, ...firstSegments(entry.children ?? [], path)];
  });
}

describe("reserved path segments", () => {
  it("name the first segment of every page the site has, so the about page's path can take none of them", () => {
    const segments = new Set(firstSegments(routes).filter((segment) => segment && !segment.startsWith(":") && segment !== "*"));
    expect(segments.size).toBeGreaterThan(10);
    for (const segment of segments) expect(RESERVED_PATH_SEGMENTS, segment).toContain(segment);
  });
});
