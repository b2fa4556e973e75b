/**
 * Why a member may not edit, in the words both sides use: the server's 402 answer (billing) and the
 * read-only notice on the editing screens (web lib/access.ts). A small module of its own, so the web
 * does not load the whole of shared/billing.ts for one sentence.
 */
export const accessMessages = {
  readOnly: "U heeft leesrechten in deze organisatie: u kunt alles bekijken, maar niet wijzigen.",
  editingNeedsSubscription:
    "Uw proefperiode is voorbij. Voor het bewerken is een abonnement nodig. Al uw gegevens blijven leesbaar en uw documenten te downloaden.",
} as const;
