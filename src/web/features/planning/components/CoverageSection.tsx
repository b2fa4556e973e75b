/**
 * SLOT: the HKZ coverage table of the Overzicht (the 23 elements of HKZ Kleine Organisaties 2021,
 * their pages and a status, with progress per chapter). The element ↔ topic map is catalogue data
 * that the guidance change adds; until it lands the overview API answers `coverage: null` and this
 * section shows nothing. Fill in the rendering here; the page already passes the rows.
 */
import type { CoverageRowDto } from "../../../../shared/planning";

export function CoverageSection({ rows }: { rows: CoverageRowDto[] | null }) {
  if (!rows) return null;
  return null;
}
