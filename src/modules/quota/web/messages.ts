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
