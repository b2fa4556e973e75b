/**
 * Per HKZ element, the document an auditor usually asks to see, in our own words (never the norm's
 * text). An element listed here is not 'Op orde' until a document is linked to it ('Hoort bij
 * normelement'); elements whose evidence lives in Normwijs itself (texts, registers, audits) are not
 * listed. Content, like the rest of the guidance.
 */
import type { HkzElementNumber } from "@norm/norm";

export const expectedDocuments: Readonly<Partial<Record<HkzElementNumber, string>>> = {
  "1.7": "de procedures of werkinstructies van uw cruciale processen",
  "2.4": "de schriftelijke afspraken met hoofd- of onderaannemers, zoals een onderaannemingsovereenkomst",
  "2.6": "de RI&E met het plan van aanpak",
  "3.1": "de informatie voor cliënten, zoals een folder of welkomstbrief, de klachtenregeling en de privacyverklaring",
  "3.3": "het sjabloon van uw zorgplan of hulpplan",
  "4.5": "de klachtenregeling en de werkwijze voor het melden van incidenten, calamiteiten en datalekken",
};
