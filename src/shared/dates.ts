/** Stored dates (yyyy-MM-dd) and how every screen and export shows them (dd-MM-yyyy). */
// One module each: the server loads this at start-up, and date-fns's index would load all of it.
import { format } from "date-fns/format";
import { isValid } from "date-fns/isValid";
import { parseISO } from "date-fns/parseISO";

/** The date in an ISO yyyy-MM-dd value, or undefined for '' and free text. */
export function parseIsoDate(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = parseISO(value);
  return isValid(date) && format(date, "yyyy-MM-dd") === value ? date : undefined;
}

/** yyyy-MM-dd as dd-MM-yyyy; '' stays ''; free text from before stays as it was. */
export const formatIsoDate = (value: string) => {
  const date = parseIsoDate(value);
  return date ? format(date, "dd-MM-yyyy") : value;
};
