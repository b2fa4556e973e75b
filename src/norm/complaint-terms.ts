/**
 * Which law the organisation works under (Instellingen, and once on the Overzicht), and what that
 * means for the complaint clock of the register of 4.5:
 * - Wkkgz: a decision within 6 weeks after receipt (art. 18 Wkkgz);
 * - Jeugdwet: the term of the organisation's own complaint regulation (the Jeugdwet asks a
 *   regulation, not a fixed term; most set 6 weeks, the default here);
 * - both, and until the Eigenaar has answered: both clocks apply, so the earlier deadline counts.
 * Either way the term may be extended once by at most 4 weeks, with notice to the client before the
 * term ends (complaintRule in due-rules.ts). Sources: docs/sources.md.
 */
export const regimes = ["jeugdwet", "wkkgz", "beide"] as const;
export type Regime = (typeof regimes)[number];

export const complaintWeeksLimits = { min: 1, max: 26, wkkgz: 6, jeugdwetDefault: 6 } as const;

/** complaintWeeksSchema's rule without zod, for the settings page (which loads no zod for it). */
export const isComplaintWeeks = (n: number): boolean =>
  Number.isInteger(n) && n >= complaintWeeksLimits.min && n <= complaintWeeksLimits.max;

export type ComplaintTerms = { regime: Regime | null; jeugdwetWeeks: number };

/** Until the Eigenaar answers: both laws, the regulation at its usual 6 weeks. */
export const defaultComplaintTerms: ComplaintTerms = {
  regime: null,
  jeugdwetWeeks: complaintWeeksLimits.jeugdwetDefault,
};

export const regimeLabels: Record<Regime, string> = {
  jeugdwet: "Jeugdwet",
  wkkgz: "Wkkgz",
  beide: "Jeugdwet en Wkkgz",
};

/** The weeks the decision on a complaint may take: the earliest of the laws that apply. */
export function complaintWeeks(terms: ComplaintTerms): number {
  switch (terms.regime) {
    case "wkkgz":
      return complaintWeeksLimits.wkkgz;
    case "jeugdwet":
      return terms.jeugdwetWeeks;
    default:
      return Math.min(complaintWeeksLimits.wkkgz, terms.jeugdwetWeeks);
  }
}

/** The law whose term counts, in words: 'Wkkgz', 'uw klachtenregeling, Jeugdwet', or both when equal. */
export function complaintTermSource(terms: ComplaintTerms): string {
  const own = "uw klachtenregeling, Jeugdwet";
  switch (terms.regime) {
    case "wkkgz":
      return "Wkkgz";
    case "jeugdwet":
      return own;
    default:
      if (terms.jeugdwetWeeks === complaintWeeksLimits.wkkgz) return "Wkkgz en Jeugdwet";
      return terms.jeugdwetWeeks < complaintWeeksLimits.wkkgz ? own : "Wkkgz";
  }
}

export const regimeMessages = {
  regimeMissing: "Kies onder welke wet uw organisatie werkt.",
  weeksInvalid: `Vul een aantal weken in van ${complaintWeeksLimits.min} tot en met ${complaintWeeksLimits.max}.`,
} as const;
