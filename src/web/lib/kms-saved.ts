/**
 * A KMS value was saved in this tab: what shows a state derived from the values elsewhere (the
 * approval of a topic: 'Gewijzigd na vaststelling') listens and reads it again. A DOM event, so the
 * KMS feature and the planning feature stay apart (features compose only in the routes).
 */
export const kmsSavedEvent = "normwijs:kms-saved";

export function announceKmsSaved(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(kmsSavedEvent));
}
