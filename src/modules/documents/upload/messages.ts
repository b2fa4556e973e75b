/**
 * What a folder upload says about the files it skipped (./rules.ts), on both sides: apart from the
 * module's messages, which every signed-in page loads.
 */
import type { SkipReason } from "./rules";

const plural = (n: number, one: string, more: string) => `${n} ${n === 1 ? one : more}`;

export const uploadFileMessages = {
  /** '3 bestanden overgeslagen: 1 systeembestand (zoals .DS_Store of Thumbs.db), …' */
  skipped: (s: Record<SkipReason, number>) => {
    const parts = [
      ...(s.system ? [plural(s.system, "systeembestand", "systeembestanden") + " (zoals .DS_Store of Thumbs.db)"] : []),
      ...(s.temporary
        ? [plural(s.temporary, "tijdelijk bestand", "tijdelijke bestanden") + " (zoals ~$ van Word)"]
        : []),
      ...(s.empty ? [plural(s.empty, "leeg bestand", "lege bestanden")] : []),
    ];
    const total = s.system + s.temporary + s.empty;
    return `${plural(total, "bestand", "bestanden")} overgeslagen: ${parts.join(", ")}. Die horen niet bij uw documenten.`;
  },
  programs: (names: readonly string[]) =>
    `Programma's nemen wij niet op als document: ${names.join(", ")}. Deze zijn niet geüpload.`,
};
