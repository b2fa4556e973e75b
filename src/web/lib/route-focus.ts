/** The router's side of a11y.ts: focus moves to the new page's heading after a change of page. */
import * as React from "react";
import { useRouter } from "@tanstack/react-router";
import { focusNewHeading, mainId } from "./a11y";

/**
 * After a change of page (not on the first load), focus goes to the new page's main heading. An
 * address with a hash points at a place in the page (e.g. a finding of an audit): that page moves
 * the focus there itself, when its content is in (see focusHashTarget).
 */
export function useFocusOnNavigate(): void {
  const router = useRouter();
  React.useEffect(() => {
    let previous: Element | null = null;
    let navigation = 0;
    const offBefore = router.subscribe("onBeforeNavigate", () => {
      navigation += 1;
      previous = document.getElementById(mainId)?.querySelector("h1") ?? null;
    });
    const offResolved = router.subscribe("onResolved", (event) => {
      if (!event.fromLocation || !event.pathChanged || event.toLocation.hash) return;
      const mine = navigation;
      focusNewHeading(previous, () => navigation === mine);
    });
    return () => {
      offBefore();
      offResolved();
    };
  }, [router]);
}
