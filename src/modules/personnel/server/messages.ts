/** Medewerkers' lines in the activity log (the answers' texts: personnelMessages in ../messages.ts). */
import { personnelItemKinds, type PersonnelItemKind } from "../model";

export const personnelActivity = {
  item: (kind: PersonnelItemKind, what: "added" | "changed" | "removed") =>
    `${personnelItemKinds[kind]} ${what === "added" ? "toegevoegd" : what === "changed" ? "gewijzigd" : "verwijderd"}`,
  settings: (vogYears: number, retentionYears: number, grants: number) =>
    `VOG elke ${vogYears} jaar; bewaren ${retentionYears} jaar na vertrek; ${grants} teamlid/teamleden met toegang`,
  retention: (endDate: string, years: number) =>
    `Uit dienst op ${endDate}; de bewaartermijn van ${years} jaar is voorbij`,
  retentionActor: "Normwijs (bewaartermijn)",
} as const;
