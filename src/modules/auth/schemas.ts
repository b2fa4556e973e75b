/**
 * The rules of the account forms for other modules' forms (the account page's password, the
 * organisation's name): plain checks without zod (./checks.ts), so a form's first visit stays light.
 */
export { checkOrganisationName, passwordRules } from "./checks";
