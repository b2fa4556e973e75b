/**
 * The Dutch texts of the client's complaint form (/klacht/…): a file of its own, so the signed-out
 * page does not load the app's frame, where the top bar's 'Melden' and its texts live.
 */
export const publicMessages = {
  title: "Een klacht indienen",
  intro: (organisation: string) =>
    `Bent u niet tevreden over de hulp van ${organisation}? Vertel het ons. Wij nemen elke klacht serieus.`,
  regulation: "Lees de klachtenregeling",
  description: "Wat is uw klacht?",
  descriptionHint:
    "Beschrijf wat er gebeurde en wanneer. Wilt u dat wij contact met u opnemen, zet dan uw naam en telefoonnummer erbij.",
  involved: "Over wie of wat gaat uw klacht? (mag leeg blijven)",
  email: "Uw e-mailadres (mag leeg blijven)",
  emailHint: "Dan sturen wij u een bevestiging. Wij bewaren uw e-mailadres niet.",
  submit: "Klacht indienen",
  sending: "Versturen…",
  sent: "Dank u wel. Uw klacht is ontvangen. De organisatie neemt uw klacht in behandeling.",
  closed: "Dit klachtformulier is gesloten. Neem contact op met de organisatie.",
  loading: "Laden…",
  failed: "Er ging iets mis. Probeer het opnieuw.",
} as const;
