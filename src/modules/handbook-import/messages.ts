/** Every Dutch text of the Word import that the server answers with, and its line in the activity log. */

/** The handbook import's line in the activity log. */
export const handbookImportActivity = {
  filled: (count: number) => `${count} onderdelen ingevuld`,
} as const;

/** The reasons of a proposal, as the preview shows them after 'Voorstel: zeker'. */
export const proposalReasons = {
  headingHas: (words: readonly string[]) => `kop bevat: ${words.join(", ")}`,
  namesElement: (element: string) => `noemt HKZ ${element}`,
  numbered: (element: string) => `kop begint met ${element}`,
  textHas: (words: readonly string[]) => `tekst bevat: ${words.join(", ")}`,
  underHeading: (heading: string) => `valt onder '${heading.length > 60 ? `${heading.slice(0, 59)}…` : heading}'`,
  columnsFit: (matched: number, of: number) => `${matched} van ${of} kolommen passen`,
} as const;

const again = "Sla het bestand in Word op als .docx en probeer het opnieuw.";

export const handbookImportMessages = {
  notDocx: `Dit is geen Word-bestand (.docx). ${again}`,
  oldDoc: `Dit is een oud Word-bestand (.doc) of een bestand met een wachtwoord. ${again} Haal een eventueel wachtwoord eerst weg.`,
  macros: `Dit Word-bestand bevat macro's (.docm). Die nemen wij niet over. ${again}`,
  damaged: `Dit Word-bestand is beschadigd of kan niet worden gelezen. ${again}`,
  tooLarge: (max: string) => `Dit bestand is te groot: ten hoogste ${max}.`,
  tooComplex: `Dit Word-bestand is te groot of te ingewikkeld om te lezen. Maak het kleiner (bijvoorbeeld zonder afbeeldingen) en probeer het opnieuw.`,
  noSections: "In dit Word-bestand staat geen tekst om over te nemen.",
  emptyFile: "Dit bestand is leeg (0 bytes). Kies het Word-bestand (.docx) van uw handboek.",
  busy: "Er worden nu veel bestanden gelezen. Probeer het over een minuut opnieuw.",
  tooManyUploads: "U heeft het afgelopen uur veel handboeken geüpload. Probeer het later opnieuw.",
  gone: "Dit geüploade handboek is verlopen of al geïmporteerd. Upload het bestand opnieuw.",
  badTarget: (heading: string) => `Het onderdeel '${heading}' kan niet naar de gekozen plek. Kies een andere plek.`,
  tooLongForShortField: (heading: string, place: string, max: number) =>
    `De tekst bij '${heading}' is te lang voor '${place}': daar past ten hoogste ${max} tekens. Kies een andere plek.`,
  unknownItem: "De keuzes passen niet bij dit handboek. Laad de pagina opnieuw.",
  textTooLong: (heading: string, max: number) =>
    `De tekst bij '${heading}' wordt te lang: ten hoogste ${max.toLocaleString("nl-NL")} tekens. Kies 'Vervangen' of zet een deel op 'Niet importeren'.`,
  tableTooLarge: (heading: string, max: number) =>
    `De tabel bij '${heading}' wordt te groot: ten hoogste ${max.toLocaleString("nl-NL")} rijen.`,
  nothingChosen: "Er is niets gekozen om te importeren.",
  changeNote: (fileName: string) => `Geïmporteerd uit ${fileName}`,
  noHeading: "Begin van het document",
  textBoxesHeading: "Tekst uit tekstvakken",
} as const;
