/**
 * The guidance of every topic, by slug: what the norm asks, what the auditor wants to see, and an
 * example from youth care. Content, not code. The web app loads it with the topic page's chunk
 * (never in the signed-out bundles); the handbook and the overview may read it too.
 */
import { kwaliteitssysteemGuidance } from "@norm/guidance/kwaliteitssysteem";
import { normTopicsGuidance } from "@norm/guidance/norm-topics";
import { addDays, daysBetween, isCalendarDay } from "@core/shared/calendar-day";
import type { SectionExample, TopicGuidance } from "@norm/guidance/types";

export type { SectionExample, TopicGuidance } from "@norm/guidance/types";
export { exampleKey } from "@norm/guidance/types";

export const guidance: Readonly<Record<string, TopicGuidance>> = {
  ...kwaliteitssysteemGuidance,
  ...normTopicsGuidance,
};

export function guidanceFor(slug: string): TopicGuidance | undefined {
  return guidance[slug];
}

/**
 * The examples of a topic as of `today`: each date (a date text, a date cell) moved by the days
 * between the day they were written for and today, so they keep their place around today.
 */
export function examplesOn(g: TopicGuidance, today: string): Readonly<Record<string, SectionExample>> {
  if (!g.examplesWrittenOn) return g.examples;
  const shift = daysBetween(g.examplesWrittenOn, today);
  const move = (text: string) => (isCalendarDay(text) ? addDays(text, shift) : text);
  return Object.fromEntries(
    Object.entries(g.examples).map(([key, example]) => [
      key,
      typeof example === "string"
        ? move(example)
        : example.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, move(v)]))),
    ]),
  );
}
