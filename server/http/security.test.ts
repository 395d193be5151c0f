import { describe, expect, it } from "vitest";
import { routedPath } from "./clean-paths.ts";
import { isPrivatePage } from "./security.ts";

describe("private pages, judged on the path the router renders", () => {
  it("recognises every spelling of a private page's path", () => {
    for (const path of [
      "/register/done",
      "/Register/Done",
      "/%72egister/done",
      "/register/./done",
      "/x/../register/done",
      "/register/%2E/done",
      "/register\\done",
      "/nl/register/./done.data",
      "/my",
      "/fr/my",
      "/nl/my/sign-in",
      "/My/Data",
      "/my.data",
      "/nl/my/delete.data",
    ])
      expect(isPrivatePage(path), path).toBe(true);
  });

  it("leaves public pages public", () => {
    for (const path of ["/", "/products", "/register", "/fr/blog/done", "/register/../products", "/mystery", "/fr/my-tools"])
      expect(isPrivatePage(path), path).toBe(false);
  });

  it("resolves dot segments and backslashes as the URL parser does, and never turns repeated slashes into a host", () => {
    expect(routedPath("/a/./b/../c")).toBe("/a/c");
    expect(routedPath("/a/%2e%2E/b")).toBe("/b");
    expect(routedPath("/\\evil.example/x")).toBe("/evil.example/x");
    expect(routedPath("//evil.example/")).toBe("/evil.example/");
    expect(routedPath("/../../etc")).toBe("/etc");
  });

  it("answers every path as the URL parser does, plain paths (taken without parsing) included", () => {
    const characters = ["a", "Z", "0", "_", "~", "-", ".", "/", "\\", "%", "é", " ", "?"];
    const parsed = (path: string) => new URL(path.replace(/\\/g, "/").replace(/\/{2,}/g, "/"), "http://site.invalid").pathname;
    for (let seed = 0; seed < 5_000; seed++) {
      let path = "/";
      for (let n = seed; n > 0; n = Math.floor(n / characters.length)) path += characters[n % characters.length];
      if (path.includes("?")) continue;
      expect(routedPath(path), path).toBe(parsed(path));
    }
    for (const path of ["/", "/products", "/fr/product/Cordless-mower_40V~2", "/nl/blog/"]) expect(routedPath(path)).toBe(path);
  });
});
