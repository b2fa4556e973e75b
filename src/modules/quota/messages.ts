/** Every Dutch text of the storage quota: a save or upload refused because the storage is full, the usage shown. */
export const quotaMessages = {
  kmsFull: (quota: string) =>
    `De opslagruimte van uw organisatie voor het kwaliteitssysteem is vol (${quota}). ` +
    "Deze wijziging is niet opgeslagen. Neem contact met ons op voor meer ruimte.",
  documentsFull: (used: string, quota: string) =>
    `De opslagruimte van uw organisatie voor documenten is vol: ${used} van ${quota} gebruikt. ` +
    "Verwijder documenten die u niet meer nodig hebt, of neem contact met ons op voor meer ruimte.",
} as const;

/** Every Dutch text of the storage card under Instellingen. */
export const messages = {
  storage: {
    title: "Opslag",
    description: "Hoeveel ruimte uw organisatie gebruikt. De eerdere versies van uw teksten tellen mee.",
    loadFailed: "Het gebruik kon niet worden geladen. Probeer het later opnieuw.",
    loading: "Gebruik wordt geladen…",
    kms: (used: string, quota: string) => `${used} van ${quota} gebruikt voor het kwaliteitssysteem`,
    documents: (used: string, quota: string) => `${used} van ${quota} gebruikt voor documenten`,
  },
} as const;
