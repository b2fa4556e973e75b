/**
 * Text on the filled buttons meets WCAG AA (4.5:1) in both themes, also while hovered: the colours
 * are read from the theme tokens in styles.css (oklch, converted to sRGB as the browser does), and
 * the buttons must hover to an opaque token (a translucent hover mixes with whatever is behind the
 * button, which is how the primary button fell to 4.47:1 in the light theme).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "./components/ui/button";

const css = readFileSync(new URL("./styles.css", import.meta.url), "utf8");

/** The custom properties of a top-level rule (`:root {…}` or `.dark {…}`, not the print overrides). */
function tokens(selector: string): Record<string, string> {
  const block = new RegExp(`^${selector.replace(".", "\\.")} \\{([^}]*)\\}`, "m").exec(css)?.[1];
  if (!block) throw new Error(`no ${selector} rule in styles.css`);
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]));
}

/** oklch(L C H) → sRGB (0..1, gamma-encoded, clipped), by Björn Ottosson's OKLab matrices. */
function oklchToSrgb(value: string): [number, number, number] {
  const m = /^oklch\(([\d.]+) ([\d.]+) ([\d.]+)\)$/.exec(value);
  if (!m) throw new Error(`not an oklch() colour: ${value}`);
  const [L, C, h] = [Number(m[1]), Number(m[2]), (Number(m[3]) * Math.PI) / 180];
  const a = C * Math.cos(h);
  const b = C * Math.sin(h);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const mm = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * mm + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * mm - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * mm + 1.707614701 * s,
  ];
  const encode = (v: number) => {
    const c = Math.min(1, Math.max(0, v));
    return c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
  };
  return linear.map(encode) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(x: [number, number, number], y: [number, number, number]): number {
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A translucent fill as the browser paints it over a background (sRGB blending). */
const over = (fill: [number, number, number], alpha: number, background: [number, number, number]) =>
  fill.map((c, i) => alpha * c + (1 - alpha) * background[i]!) as [number, number, number];

describe("the contrast check itself", () => {
  it("computes WCAG ratios: black on white 21:1, white on white 1:1", () => {
    expect(contrast(oklchToSrgb("oklch(0 0 0)"), oklchToSrgb("oklch(1 0 0)"))).toBeCloseTo(21, 1);
    expect(contrast(oklchToSrgb("oklch(1 0 0)"), oklchToSrgb("oklch(1 0 0)"))).toBeCloseTo(1, 5);
  });

  it("finds the old hover (primary at 90 % over the page) below AA in the light theme", () => {
    const light = tokens(":root");
    const hovered = over(oklchToSrgb(light.primary!), 0.9, oklchToSrgb(light.background!));
    expect(contrast(hovered, oklchToSrgb(light["primary-foreground"]!))).toBeLessThan(4.5);
  });
});

describe.each([
  ["light", ":root"],
  ["dark", ".dark"],
])("%s theme", (_name, selector) => {
  const theme = tokens(selector);
  const colour = (name: string) => oklchToSrgb(theme[name] ?? "");

  it.each([
    ["primary", "primary-foreground"],
    ["primary-hover", "primary-foreground"],
    ["destructive", "destructive-foreground"],
    ["destructive-hover", "destructive-foreground"],
  ])("%s under %s text: at least 4.5:1", (fill, text) => {
    expect(contrast(colour(fill), colour(text))).toBeGreaterThanOrEqual(4.5);
  });
});

describe("the filled buttons", () => {
  it("hover to an opaque theme colour and use the theme's text colour", () => {
    const primary = buttonVariants({ variant: "default" }).split(" ");
    expect(primary).toEqual(
      expect.arrayContaining(["bg-primary", "text-primary-foreground", "hover:bg-primary-hover"]),
    );
    const destructive = buttonVariants({ variant: "destructive" }).split(" ");
    expect(destructive).toEqual(
      expect.arrayContaining(["bg-destructive", "text-destructive-foreground", "hover:bg-destructive-hover"]),
    );
    expect([...primary, ...destructive].filter((c) => /^hover:bg-.*\/\d+$/.test(c))).toEqual([]);
  });

  it("the error page's own button (it imports no UI primitives) hovers the same way", () => {
    const page = readFileSync(new URL("./routes/error-page.tsx", import.meta.url), "utf8");
    expect(page).toContain("bg-primary text-primary-foreground hover:bg-primary-hover");
    expect(page).not.toMatch(/hover:bg-primary\/\d+/);
  });
});
