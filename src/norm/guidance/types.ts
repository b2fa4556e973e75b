/** The shape of the guidance of one topic: content, written by us in Dutch (sources: docs/sources.md). */

/** Example text for a text section, or example rows (without ids) for a table. */
export type SectionExample = string | readonly Readonly<Record<string, string>>[];

export type TopicGuidance = {
  /** What the norm asks, in our own words. Plain text: blank lines make paragraphs, '- ' lists. */
  norm: string;
  /** The evidence an auditor typically asks to see. Same plain text. */
  auditor: string;
  /**
   * A realistic example from a small youth-care provider, per section: keyed by the section's value
   * name; a goal-set list under 'goalSets' (shown, not inserted).
   */
  examples: Readonly<Record<string, SectionExample>>;
  /**
   * The day the examples read as if written (yyyy-MM-dd), for examples with dates: shown and
   * inserted, every date moves along with today (`examplesOn`), so a planned measure in an example
   * is still ahead of the user and never arrives overdue in the calendar.
   */
  examplesWrittenOn?: string;
};

/** The key of a section in `examples`. */
export const exampleKey = (section: { kind: string; name?: string }) => section.name ?? section.kind;
