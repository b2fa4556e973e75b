/**
 * The one rule for the characters a text may hold, as plain functions without zod (the landing
 * page's form uses it too, see auth-checks.ts); the zod building blocks on top are in input.ts.
 *
 * Control characters (NUL, escape, the C1 range …) have no place in anything a person types, and an
 * unpaired surrogate is no character at all. PostgreSQL refuses NUL in text where SQLite stores it,
 * and a lone surrogate becomes U+FFFD on the way into either database: refused on both, an engine
 * never decides what enters, and every export imports again. `multiline` allows tab, newline and
 * carriage return, where a text may span lines (policy texts, table cells, notes).
 */

// Without the u flag a regular expression sees UTF-16 code units, so a surrogate is matched alone.
const loneSurrogate = "[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]";
const singleLineUnsafe = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f]|${loneSurrogate}`);
const multiLineUnsafe = new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]|${loneSurrogate}`);

/** Whether a text holds a control character (tab and line breaks allowed when multiline) or an unpaired surrogate. */
export function hasUnsafeChars(text: string, multiline: boolean): boolean {
  return (multiline ? multiLineUnsafe : singleLineUnsafe).test(text);
}

/**
 * The first text anywhere in parsed JSON (values and keys, at any depth) that breaks the multi-line
 * rule, or undefined. A request body or an imported file goes through this after its schema, so a
 * value the schema takes as it is (a KMS value before its own check) cannot carry one past.
 */
export function findUnsafeText(json: unknown): string | undefined {
  // A stack, not recursion: JSON.parse nests as deep as the text does.
  const stack: unknown[] = [json];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === "string") {
      if (hasUnsafeChars(value, true)) return value;
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (hasUnsafeChars(key, true)) return key;
        stack.push(item);
      }
    }
  }
  return undefined;
}

/**
 * At most max UTF-16 units, never ending between the two halves of a pair (an emoji): cut there,
 * a text would end in an unpaired surrogate, which the rule above refuses when it is sent back.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const high = text.charCodeAt(max - 1);
  return text.slice(0, high >= 0xd800 && high <= 0xdbff ? max - 1 : max);
}

/** At most max units with '…' at the end when it was cut (a label, a subject in a list). */
export const shorten = (text: string, max: number) => (text.length <= max ? text : `${truncate(text, max - 1)}…`);
