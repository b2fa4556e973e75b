/**
 * The Invulinstructie pages as content: each page a title, an intro and blocks of plain text
 * (blank lines make paragraphs, '- ' makes a list). Written by us in Dutch (B1, 'u'); the sources
 * are in docs/sources.md.
 */

export type GuideBlock = { heading: string; text: string };
export type GuidePageContent = { title: string; intro: string; blocks: readonly GuideBlock[] };

export const howToContent: GuidePageContent = {
  title: "Hoe vul ik het kwaliteitssysteem in?",
  intro:
    "Uw kwaliteitssysteem (voluit: kwaliteitsmanagementsysteem) beschrijft hoe uw organisatie werkt en hoe u de zorg steeds beter maakt. Hier leest u in welke volgorde u het invult, hoe het jaar rond loopt en wat er gebeurt bij de audit.",
  blocks: [
    {
      heading: "In deze volgorde vult u het in",
      text: `- Begin met Missie en visie en Doelgroep: waarom bestaat uw organisatie en voor wie werkt u?
- Vul daarna Contextanalyse en Van toepassing zijnde wet- en regelgeving in: wie heeft belang bij uw werk, en welke regels gelden?
- Breng Risico's en kansen in kaart. Daaruit volgen uw Kwaliteitsdoelstellingen.
- Beschrijf Kwaliteitsbeleid, Cruciale processen, Materialen en middelen, Inkoop en Competentie.
- Vul de Overige normonderdelen in, zoals Medewerkers (het personeelsoverzicht), Werkomgeving (de RI&E) en Zorgplan.
- Houd Signalen en het register van incidenten, calamiteiten, klachten en datalekken het hele jaar bij.
- Sluit het jaar af met de Organisatiebeoordeling.

Op elke pagina staat de knop 'Wat vraagt de norm?'. Daar leest u wat de norm vraagt, wat de auditor wil zien, en vindt u een voorbeeld uit de jeugdzorg.`,
    },
    {
      heading: "De kwaliteitscyclus: elk jaar opnieuw",
      text: `Werken aan kwaliteit gaat in een cirkel van vier stappen. U kent die misschien als plan, do, check, act.

- Plannen: u stelt doelen en maatregelen vast, bij Kwaliteitsdoelstellingen en Risico's en kansen.
- Doen: u voert de maatregelen uit en werkt volgens uw eigen afspraken.
- Controleren: u kijkt of het werkt. Denk aan signalen, klachten, incidenten en de ervaringen van cliënten en medewerkers.
- Bijsturen: u besluit wat er anders moet. Dat worden de doelen voor het jaar daarna.

De Organisatiebeoordeling is het moment waarop u dat allemaal samen bekijkt. Doe dit minstens één keer per jaar. Schrijf op wanneer het was, wie erbij waren en wat u besloot.`,
    },
    {
      heading: "De certificatie-audit",
      text: `Een certificerende instelling toetst of uw organisatie aan de HKZ-norm voldoet. Dat gaat in stappen:

- Fase 1: de auditor bekijkt uw documenten, zoals dit kwaliteitshandboek, en beoordeelt of u klaar bent voor fase 2. Dit gebeurt vaak op afstand.
- Fase 2: de auditor praat met u en uw medewerkers en bekijkt dossiers en registraties. De auditor kijkt of u doet wat u heeft opgeschreven.
- Gaat fase 2 goed, dan krijgt u het certificaat. Het is drie jaar geldig.
- Elk jaar komt de auditor terug voor een kortere controle-audit. Na drie jaar volgt een nieuwe volledige audit (hercertificatie).`,
    },
    {
      heading: "Wat doet u met bevindingen?",
      text: `De auditor schrijft de bevindingen op in een rapport. Hoe die heten en welke termijnen gelden, verschilt per certificerende instelling. Meestal gaat het zo:

- Een grote tekortkoming lost u op binnen de termijn die de auditor noemt, en u laat zien hoe. Pas daarna krijgt of houdt u het certificaat.
- Bij een kleine tekortkoming maakt u een plan van aanpak. Bij het volgende bezoek kijkt de auditor of het werkt.
- Een aandachtspunt of verbeterkans is een advies.

Zet elke bevinding bij Signalen: wat is de oorzaak, wat doet u eraan, en heeft het gewerkt?`,
    },
    {
      heading: "Zo bereidt u zich voor",
      text: `- Open het Kwaliteitshandboek. Wat nog leeg is, staat daar als 'Nog niet ingevuld'.
- Zorg dat de registraties actueel zijn: het personeelsoverzicht met VOG's en registraties, de RI&E en het register.
- Houd de Organisatiebeoordeling vóór de audit.
- Bespreek met uw medewerkers wat de auditor kan vragen, bijvoorbeeld over de meldcode en het melden van incidenten.
- Spreek af wie de auditor ontvangt en welke dossiers de auditor mag inzien.`,
    },
  ],
};

export const tipsContent: GuidePageContent = {
  title: "Tips en trucs",
  intro: "Praktische tips om uw kwaliteitssysteem in te vullen en bij te houden, ook als u een kleine praktijk heeft.",
  blocks: [
    {
      heading: "Klein beginnen is goed",
      text: `- U hoeft niet alles in één keer in te vullen. Neem bijvoorbeeld elke week één onderdeel.
- Schrijf zoals u praat. Korte zinnen en lijstjes zijn genoeg.
- Beschrijf wat u echt doet, niet wat mooi klinkt. De auditor kijkt of het klopt met de praktijk.`,
    },
    {
      heading: "Gebruik de voorbeelden",
      text: `- Klik op 'Wat vraagt de norm?' en daarna op 'Voorbeeld invoegen'. Het voorbeeld komt in het veld of de tabel.
- Pas het voorbeeld daarna aan uw eigen praktijk aan. Alles wordt vanzelf opgeslagen.
- Staat er al tekst? Dan vraagt Normwijs het eerst, en komt het voorbeeld onder uw tekst. Uw eigen tekst blijft staan.`,
    },
    {
      heading: "Maak er een gewoonte van",
      text: `- Zet kwaliteit elke maand kort op de agenda van uw overleg.
- Schrijf signalen, incidenten en klachten meteen op, ook kleine. Een register met meldingen laat zien dat u ervan leert.
- Zet vaste momenten in uw agenda: de Organisatiebeoordeling, de functioneringsgesprekken, de RI&E en de datum waarop registraties en VOG's verlopen.
- Een datalek meldt u binnen 72 uur bij de Autoriteit Persoonsgegevens als het een risico is voor de betrokkenen. Het register rekent de uiterste datum voor u uit.`,
    },
    {
      heading: "Werk samen",
      text: `- Nodig uw collega's uit bij Team. Iedereen werkt in dezelfde, actuele versie.
- Wat een collega opslaat, ziet u binnen een paar seconden op uw scherm.`,
    },
    {
      heading: "Voor een kleine praktijk",
      text: `- Werkt u alleen of met een paar mensen? Spreek met een collega-praktijk af dat u elkaar vervangt bij ziekte en dat u meekijkt met elkaars werk (intervisie).
- Leg afspraken met ingehuurde zzp'ers net zo vast als met medewerkers in loondienst: diploma, registratie en VOG.
- Bewaar protocollen, beleid en notulen bij Documenten. Dan staat alles op één plek.
- Meer weten? Kijk bij HKZ, de Inspectie Gezondheidszorg en Jeugd, het Nederlands Jeugdinstituut, het Kwaliteitsregister Jeugd en de Autoriteit Persoonsgegevens.`,
    },
  ],
};
