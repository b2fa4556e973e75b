/** Reading request cookies. */

/**
 * A cookie's value, or undefined when it is absent or sent more than once (a planted second cookie
 * must never decide which session we trust).
 */
export function singleCookie(cookieHeader: string | undefined, cookieName: string): string | undefined {
  if (!cookieHeader) return undefined;
  const values = cookieHeader
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${cookieName}=`))
    .map((part) => part.slice(cookieName.length + 1));
  return values.length === 1 ? values[0] : undefined;
}
