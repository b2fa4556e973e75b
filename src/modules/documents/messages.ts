/** The Dutch texts of documents both sides show: a refused upload, the links to norm elements. */

/** The Dutch texts of a refused upload and of the upload metadata's checks, on both sides. */
export const uploadMessages = {
  title: "Fout bij uploaden",
  tooBig: (names: string[]) => `De volgende bestanden zijn te groot (maximaal 50 MB): ${names.join(", ")}`,
  unknownCategory: "Onbekende documentcategorie.",
  nameMissing: "De bestandsnaam ontbreekt.",
  nameTooLong: "De bestandsnaam is te lang.",
  nameInvisible:
    "De bestandsnaam bevat een onzichtbaar teken dat niet is toegestaan. Geef het bestand een andere naam.",
  typeInvalid: "Het bestandstype is ongeldig.",
} as const;

export const documentElementMessages = {
  unknownElement: "Kies normelementen uit de lijst.",
  noDocuments: "Kies minstens één document.",
  tooManyDocuments: "Kies ten hoogste 500 documenten tegelijk.",
  nothingToChange: "Kies een normelement om te koppelen of los te maken.",
  notFound: "Een van de gekozen documenten bestaat niet (meer). Ververs de pagina.",
} as const;
