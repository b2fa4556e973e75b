/**
 * The Dutch texts of the documents API's answers. A refused upload's texts, which the browser shows
 * too, and the upload metadata's checks are in ../messages.ts (uploadMessages).
 */
export const documentsMessages = {
  notFound: "Dit bestand bestaat niet (meer).",
  notInBin: "Dit bestand staat niet (meer) in de prullenbak.",
  uploadGone: "Dit bestand wordt niet meer geüpload. Begin opnieuw met uploaden.",
  nameConflict: "Er werden tegelijk bestanden met dezelfde naam opgeslagen. Probeer het opnieuw.",
  purgeFailed: "Het bestand kon niet definitief worden verwijderd. Het wordt later vanzelf opgeruimd.",
  bytesMissing: "Het bestand is niet meer beschikbaar. Verwijder het uit de lijst.",
  sizeMissing: "Geef de bestandsgrootte op bij het starten van de upload.",
  metadataInvalid: "De gegevens van de upload zijn ongeldig.",
  uploadFailed: "Het uploaden is niet gelukt. Probeer het opnieuw.",
  saveFailed: "Het bestand kon niet worden opgeslagen. Probeer het opnieuw.",
  outOfOrder:
    "Een deel van het bestand kwam in de verkeerde volgorde binnen. Het uploaden gaat verder waar het gebleven was.",
  unknownProtocol: "Uw browser uploadt op een manier die Normwijs niet kent. Ververs de pagina en probeer het opnieuw.",
  uploadBusy: "Dit bestand wordt nog ontvangen. Het uploaden gaat zo vanzelf verder.",
  tooManyBytes: "Er kwam meer binnen dan het bestand groot is. Probeer het opnieuw.",
  /** The activity log's detail when the bin is emptied. */
  binEmptied: "prullenbak geleegd",
} as const;

/** 'Hoort bij normelement 1.7, 2.6' or 'Hoort bij geen normelement': a link change in the activity log. */
export const linkDetail = (elements: readonly string[]) =>
  elements.length ? `Hoort bij normelement ${elements.join(", ")}` : "Hoort bij geen normelement";
