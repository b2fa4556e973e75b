/**
 * The checklist of an HKZ element: the evidence an auditor wants to see, from the guidance of each
 * topic that covers the element (catalogue `elements`, guidance `auditor`). Copied into an audit when
 * it is planned, so a later change of the guidance does not change an audit that was done.
 */
import { topics } from "@norm/catalogue";
import { guidance } from "@norm/guidance";
import { parsePlainText } from "@norm/plain-text";
import type { HkzElementNumber } from "@norm/norm";

export function checklistFor(element: HkzElementNumber): string[] {
  const points = topics
    .filter((t) => (t.elements as readonly string[]).includes(element))
    .flatMap((t) => parsePlainText(guidance[t.slug]?.auditor ?? ""))
    .flatMap((block) => (block.kind === "list" ? block.items : []));
  return [...new Set(points)];
}
