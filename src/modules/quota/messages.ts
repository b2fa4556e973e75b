/** The Dutch texts of a save or upload refused because the organisation's storage is full. */
export const quotaMessages = {
  kmsFull: (quota: string) =>
    `De opslagruimte van uw organisatie voor het kwaliteitssysteem is vol (${quota}). ` +
    "Deze wijziging is niet opgeslagen. Neem contact met ons op voor meer ruimte.",
  documentsFull: (used: string, quota: string) =>
    `De opslagruimte van uw organisatie voor documenten is vol: ${used} van ${quota} gebruikt. ` +
    "Verwijder documenten die u niet meer nodig hebt, of neem contact met ons op voor meer ruimte.",
} as const;
