/**
 * The path of a request as a log line may show it. Some addresses are themselves the secret: the
 * client questionnaire's link, the calendar feed's address, a password-reset or invitation link.
 * Whoever reads the server's log must not be able to open those, so their secret part is replaced.
 * (Secrets in a query string, such as the unsubscribe link's, never reach a log line: only the
 * path is logged.)
 */
import { paths } from "@core/shared/paths";

/** Prefixes after which the next segment is a secret (API routes as mounted in server.ts, and pages). */
const secretAfter = [
  "/api/public/surveys/",
  "/api/calendar/",
  "/api/password-reset/",
  "/api/invitations/",
  paths.vragenlijst(""),
  paths.uitnodiging(""),
];

export function loggablePath(path: string): string {
  const prefix = secretAfter.find((p) => path.startsWith(p));
  return prefix ? prefix + path.slice(prefix.length).replace(/^[^/]*/, "[verborgen]") : path;
}
