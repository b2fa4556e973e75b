/** The Dutch texts of search (Ctrl+K) that the server answers with. */
import { searchLimits } from "./model";

export const searchMessages = {
  queryMissing: "Typ een zoekterm.",
  queryTooLong: `Uw zoekterm is te lang: ten hoogste ${searchLimits.queryMax} tekens.`,
  tooManySearches: (seconds: number) =>
    `U heeft in korte tijd heel vaak gezocht. Wacht ${seconds} seconden en probeer het dan opnieuw.`,
  auditTitle: (day: string) => `Interne audit van ${day}`,
  auditWithoutAuditors: "Nog geen auditoren gekozen",
  guidanceTitle: (topic: string) => `Uitleg bij ${topic}`,
} as const;
