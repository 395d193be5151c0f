import { describe, expect, it } from "vitest";
import { isSaveChord } from "./use-save-shortcut.ts";

const key = (over: Partial<KeyboardEvent>) => ({ key: "s", ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...over });

describe("the save shortcut", () => {
  it("is Ctrl+S or Cmd+S, in either case", () => {
    expect(isSaveChord(key({ ctrlKey: true }))).toBe(true);
    expect(isSaveChord(key({ metaKey: true }))).toBe(true);
    expect(isSaveChord(key({ ctrlKey: true, key: "S" }))).toBe(true);
  });
  it("is not S alone, other letters, or with Shift or Alt", () => {
    expect(isSaveChord(key({}))).toBe(false);
    expect(isSaveChord(key({ ctrlKey: true, key: "d" }))).toBe(false);
    expect(isSaveChord(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSaveChord(key({ metaKey: true, altKey: true }))).toBe(false);
  });
});
