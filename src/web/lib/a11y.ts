/**
 * Page-level accessibility helpers shared by every layout: the document title of a page, and
 * moving focus to the new page's main heading after a client-side navigation (a screen reader
 * then reads the new page's name, as it would after a full page load; the router's side is
 * `route-focus.ts`, apart, so the signed-out entry does not load the router).
 */
import * as React from "react";
import { libMessages } from "./messages";

export const appName = "Normwijs";

/** 'Risico's en kansen · Normwijs'; without a title the app's own name and tagline. */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${appName}` : libMessages.defaultTitle;
}

/** Sets the browser tab's title while the calling page is shown. */
export function usePageTitle(title?: string): void {
  React.useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

/** The main region every layout renders; the skip link and route focus aim at it. */
export const mainId = "inhoud";

/** Focuses an element that is not focusable by itself, without adding it to the tab order. */
export function focusElement(el: HTMLElement | null | undefined): boolean {
  if (!el) return false;
  if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1");
  el.focus({ preventScroll: true });
  return document.activeElement === el;
}

/**
 * The new page renders a frame or more after the route resolves: wait for its h1 (or give up on
 * main). A page that sends the user on at once (a redirect) starts a new navigation: `current`
 * then says this wait is over, so it does not take the focus on the next page.
 */
export function focusNewHeading(previous: Element | null, current: () => boolean, framesLeft = 30) {
  requestAnimationFrame(() => {
    if (!current()) return;
    const main = document.getElementById(mainId);
    const heading = main?.querySelector<HTMLElement>("h1");
    if (heading && heading !== previous) return void focusElement(heading);
    if (framesLeft > 0) return focusNewHeading(previous, current, framesLeft - 1);
    focusElement(heading ?? main);
  });
}

/** The page's main heading now, to tell a new page's heading from it (focusNewPageHeading). */
export const currentPageHeading = (): Element | null => document.getElementById(mainId)?.querySelector("h1") ?? null;

/**
 * Focuses the heading of the page that replaces the one whose heading was `previous`, for a change
 * the router does not report as one (the same address, other content: signing up on the landing page).
 */
export function focusNewPageHeading(previous: Element | null, framesLeft?: number): void {
  focusNewHeading(previous, () => true, framesLeft);
}

/**
 * For a page opened at a place (an address with a hash): once its content is shown, scroll to the
 * element the hash names (or the first of `fallbacks` that is there) and focus it; without any,
 * the page's main heading, as after any change of page.
 */
export function focusHashTarget(hash: string, fallbacks: string[] = []): void {
  if (!hash) return;
  const target = [hash, ...fallbacks].map((id) => document.getElementById(id)).find((el) => el !== null);
  if (target) {
    target.scrollIntoView({ block: "center" });
    focusElement(target);
  } else focusElement(document.getElementById(mainId)?.querySelector<HTMLElement>("h1"));
}
