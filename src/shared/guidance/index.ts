/**
 * The guidance of every topic, by slug: what the norm asks, what the auditor wants to see, and an
 * example from youth care. Content, not code. The web app loads it with the topic page's chunk
 * (never in the signed-out bundles); the handbook and the overview may read it too.
 */
import { kwaliteitssysteemGuidance } from "./kwaliteitssysteem";
import { normTopicsGuidance } from "./norm-topics";
import type { TopicGuidance } from "./types";

export type { SectionExample, TopicGuidance } from "./types";
export { exampleKey } from "./types";

export const guidance: Readonly<Record<string, TopicGuidance>> = {
  ...kwaliteitssysteemGuidance,
  ...normTopicsGuidance,
};

export function guidanceFor(slug: string): TopicGuidance | undefined {
  return guidance[slug];
}
