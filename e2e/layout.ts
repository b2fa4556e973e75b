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
