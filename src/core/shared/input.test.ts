import { describe, expect, it } from "vitest";
import { calendarDay, int32, revisionParam, revisionSchema, safeId, safeLine, safeText } from "@core/shared/input";
import { findUnsafeText, hasUnsafeChars, shorten, truncate } from "@core/shared/text-rules";

describe("the character rule", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["escape", "a\u001bb"],
    ["delete", "a\u007fb"],
    ["a C1 control", "a\u0085b"],
    ["a lone high surrogate", "a\ud800b"],
    ["a lone high surrogate at the end", "a\ud83d"],
    ["a lone low surrogate", "\udc00b"],
    ["two high surrogates", "\ud83d\ud83d\ude00"],
  ])("refuses %s in any text", (_what, text) => {
    expect(hasUnsafeChars(text, true)).toBe(true);
    expect(hasUnsafeChars(text, false)).toBe(true);
  });

  it("allows tab and line breaks only where a text may span lines", () => {
    for (const text of ["a\tb", "a\nb", "a\r\nb"]) {
      expect(hasUnsafeChars(text, true)).toBe(false);
      expect(hasUnsafeChars(text, false)).toBe(true);
    }
  });

  it("allows every ordinary character, an emoji as a surrogate pair included", () => {
    expect(hasUnsafeChars("Zorg & welzijn: één cliënt — 😀 « ß » 中文", false)).toBe(false);
  });

  it("finds a refused text anywhere in parsed JSON, keys included, at any depth", () => {
    expect(findUnsafeText({ a: [{ b: "ok\n" }], c: 1, d: null })).toBeUndefined();
    expect(findUnsafeText({ a: [{ b: "x\u0000" }] })).toBe("x\u0000");
    expect(findUnsafeText({ "k\u0001": 1 })).toBe("k\u0001");
    let deep: unknown = "\ud800";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep)).toBe("\ud800");
  });
});

describe("shortening a text", () => {
  it("never cuts an emoji in half, so the result passes the rule", () => {
    expect(truncate("ab😀", 3)).toBe("ab");
    expect(truncate("ab😀", 4)).toBe("ab😀");
    expect(shorten("abc😀def", 5)).toBe("abc…");
    expect(shorten("abcd", 4)).toBe("abcd");
    expect(hasUnsafeChars(shorten("a😀".repeat(50), 80), false)).toBe(false);
  });
});

describe("the zod building blocks", () => {
  it("texts: multi-line keeps tab and newline, one line refuses them; trim comes first", () => {
    expect(safeText().safeParse("a\n\tb").success).toBe(true);
    expect(safeText().safeParse("a\u0000").success).toBe(false);
    expect(safeLine().safeParse("a\nb").success).toBe(false);
    expect(safeLine({ trim: true }).parse("  vraag\n")).toBe("vraag");
    expect(safeLine({ message: "eigen" }).safeParse("\u0000").error?.issues[0]?.message).toBe("eigen");
  });

  it("ids: letters, digits, '-' and '_' only, up to 100", () => {
    expect(safeId().safeParse("3f2b8c1e-0d4a-4e8b-9c1d-2a3b4c5d6e7f").success).toBe(true);
    expect(safeId().safeParse("qWn5jxCETuPXgkOaGLBByhuyKYBMrJIh").success).toBe(true);
    for (const bad of ["", "a b", "a\u0000", "a/b", "x".repeat(101)])
      expect(safeId().safeParse(bad).success).toBe(false);
  });

  it("numbers and revisions fit a 32-bit column, the next revision included", () => {
    expect(int32().safeParse(2 ** 31 - 1).success).toBe(true);
    expect(int32().safeParse(2 ** 31).success).toBe(false);
    expect(revisionSchema().safeParse(2 ** 31 - 2).success).toBe(true);
    expect(revisionSchema().safeParse(2 ** 31 - 1).success).toBe(false);
    expect(revisionSchema().safeParse(-1).success).toBe(false);
    expect(revisionSchema().safeParse(1.5).success).toBe(false);
    expect(revisionParam().parse("12")).toBe(12);
    expect(revisionParam().safeParse("2147483648").success).toBe(false);
    expect(revisionParam().safeParse("0").success).toBe(false);
  });

  it("days exist and lie between 1900 and 2999, or in a narrower range", () => {
    expect(calendarDay().safeParse("2999-12-31").success).toBe(true);
    expect(calendarDay().safeParse("1900-01-01").success).toBe(true);
    for (const bad of ["9999-12-31", "1899-12-31", "2026-02-30", "2026-2-3", ""])
      expect(calendarDay().safeParse(bad).success).toBe(false);
    expect(calendarDay({ min: "2000-01-01", max: "2100-12-31" }).safeParse("2101-01-01").success).toBe(false);
  });
});
