/** Layout checks shared by the journeys: no page scrolls sideways on a phone. */
import { expect, type Page } from "@playwright/test";

/** At this width nothing sticks out to the right (inside a scrolling table is fine); names the culprits if something does. */
export async function expectNoSidewaysScroll(page: Page, width = 375): Promise<void> {
  await page.setViewportSize({ width, height: 740 });
  const tooWide = () =>
    page.evaluate(() => {
      const root = document.documentElement;
      if (root.scrollWidth <= root.clientWidth) return [];
      const clipped = (el: Element) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          if (getComputedStyle(p).overflowX !== "visible") return true;
        }
        return false;
      };
      const culprits = [...document.body.querySelectorAll("*")]
        .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5 && !clipped(el))
        .slice(0, 5)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()} "${(el.textContent ?? "").slice(0, 40)}" ${String(el.getAttribute("class")).slice(0, 80)}`,
        );
      return [`page is ${root.scrollWidth}px wide`, ...culprits];
    });
  await expect.poll(tooWide).toEqual([]);
}

/**
 * No ordinary word is split over two lines. A word may wrap only when it is wider than the page's
 * content column (a long address or file name); one that would fit but is cut (a squeezed table
 * column, `word-break: break-all`) is named with the element it is in.
 */
export async function expectNoWordBrokenMidWord(page: Page): Promise<void> {
  const broken = () =>
    page.evaluate(() => {
      const column = document.querySelector("main") ?? document.body;
      const fits = column.clientWidth * 0.6;
      const hidden = (el: Element | null) => {
        for (let p = el; p; p = p.parentElement) {
          const s = getComputedStyle(p);
          if (s.clip !== "auto" || s.clipPath !== "none" || s.visibility === "hidden") return true;
        }
        return false;
      };
      const found: string[] = [];
      const range = document.createRange();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Breaks after a hyphen or slash are where words may break.
        for (const m of (node.textContent ?? "").matchAll(/[^\s\-\u2010\u2013\u2014/]{2,}/g)) {
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
          if (rects.length < 2) continue;
          const tops = rects.map((r) => r.top);
          if (Math.max(...tops) - Math.min(...tops) < rects[0]!.height / 2) continue;
          if (rects.reduce((sum, r) => sum + r.width, 0) > fits || hidden(node.parentElement)) continue;
          const el = node.parentElement!;
          found.push(`"${m[0]}" in ${el.tagName.toLowerCase()} ${String(el.getAttribute("class")).slice(0, 80)}`);
        }
      }
      return found.slice(0, 10);
    });
  await expect.poll(broken).toEqual([]);
}
