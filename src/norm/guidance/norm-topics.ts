/** Guidance for the topics of the other HKZ elements (norm-topics.ts). Our own words; never the norm's text. */
import type { TopicGuidance } from "@norm/guidance/types";

export const normTopicsGuidance: Readonly<Record<string, TopicGuidance>> = {
  "houding-leiderschap-cultuur": {
    norm: `De norm vraagt dat de leiding het goede voorbeeld geeft: duidelijke kaders, aandacht voor kwaliteit en veiligheid, en een sfeer waarin medewerkers fouten durven te melden en zich betrokken voelen.`,
    auditor: `- Hoe de leiding kwaliteit en veiligheid bespreekbaar maakt, bijvoorbeeld in het teamoverleg.
- Dat medewerkers fouten en zorgen durven te melden.
- Voorbeelden uit de praktijk, zoals een besproken incident zonder schuldvraag.`,
    examples: {
      "houding-leiderschap-cultuur": `- Kwaliteit staat elke maand op de agenda van het teamoverleg.
- De directeur werkt zelf mee in de zorg en is elke dag bereikbaar.
- Wij bespreken fouten om ervan te leren, niet om iemand de schuld te geven.
- Nieuwe medewerkers krijgen een inwerkmaatje en een gesprek na drie maanden.`,
    },
  },
  uitsluitingscriteria: {
    norm: `De norm vraagt dat u vastlegt welke cliënten of hulpvragen u niet aanneemt, waarom niet, en wat u dan doet. Zo weet iedereen waar uw hulp ophoudt en krijgt een cliënt toch een goede verwijzing.`,
    auditor: `- Vastgelegde uitsluitingscriteria die passen bij uw doelgroep en deskundigheid.
- Dat u ze gebruikt bij de aanmelding en intake.
- Wat u doet met een hulpvraag die u niet aanneemt (doorverwijzing, overleg met de verwijzer).`,
    examples: {
      uitsluitingscriteria: [
        {
          criterium: "Jeugdigen met ernstige verslavingsproblemen",
          reden: "Daarvoor is specialistische verslavingszorg nodig.",
          werkwijze: "Overleg met de verwijzer en verwijzen naar de verslavingszorg.",
        },
        {
          criterium: "Acute crisis met gevaar voor de jeugdige",
          reden: "Wij hebben geen 24-uurs bereikbaarheid.",
          werkwijze: "Direct contact met het crisisteam; de verwijzer informeren.",
        },
      ],
    },
  },
  medewerkers: {
    norm: `De norm vraagt dat uw medewerkers bevoegd en bekwaam zijn voor hun werk. In de jeugdhulp betekent dat meestal: een passend diploma, een registratie in het Kwaliteitsregister Jeugd (SKJ) of het BIG-register, en een Verklaring Omtrent het Gedrag (VOG).

Beschrijf hier hoe u dat regelt. De gegevens per medewerker houdt u bij op de pagina Medewerkers: daar waarschuwt Normwijs op tijd als iets verloopt.`,
    auditor: `- Hoe u bij een nieuwe medewerker diploma, registratie en VOG controleert.
- Een VOG van iedere medewerker, ook van ingehuurde krachten.
- Dat registraties geldig zijn en dat gesprekken over functioneren echt plaatsvinden.`,
    examplesWrittenOn: "2026-11-29",
    examples: {
      personeelsbeleid: `Iedere medewerker heeft een diploma dat past bij het werk, en een registratie in het Kwaliteitsregister Jeugd (SKJ) of het BIG-register.

- Voordat iemand begint, vragen wij een VOG aan. Ook ingehuurde zzp'ers en stagiairs hebben een VOG.
- Wij vragen elke drie jaar een nieuwe VOG.
- Wij controleren de registratie bij de start en daarna elk jaar.
- Wie zonder registratie werkt, doet dat alleen met een schriftelijke reden.
- De gegevens per medewerker staan op de pagina Medewerkers.`,
    },
  },
  "gesprekken-functioneren": {
    norm: `De norm vraagt dat u regelmatig met iedere medewerker praat over hoe het werk gaat, wat goed gaat, wat beter kan en wat hij of zij nodig heeft om het werk goed te blijven doen. Leg de afspraken vast.`,
    auditor: `- Hoe vaak u deze gesprekken voert en met wie (ook zzp'ers en stagiairs).
- Verslagen of afspraken van de gesprekken.
- Dat afgesproken scholing ook echt is gedaan.`,
    examples: {
      "gesprekken-functioneren": `Met iedere medewerker voert de directeur één keer per jaar een functioneringsgesprek, in het voorjaar. Nieuwe medewerkers hebben na drie maanden een extra gesprek.

- De medewerker bereidt het gesprek voor met een korte vragenlijst.
- Wij bespreken het werk, de samenwerking, de registratie en de scholing.
- De afspraken komen in een kort verslag dat beiden tekenen.
- Met ingehuurde zzp'ers evalueren wij de samenwerking één keer per jaar.`,
    },
  },
  "hoofd-en-onderaannemers": {
    norm: `De norm vraagt dat u duidelijke afspraken maakt als u samenwerkt als hoofdaannemer of onderaannemer: wie is verantwoordelijk voor welke zorg, welke eisen gelden, hoe deelt u informatie en hoe evalueert u de samenwerking.`,
    auditor: `- Een overzicht van de organisaties waarmee u zo samenwerkt.
- Schriftelijke afspraken, zoals een onderaannemingsovereenkomst.
- Een evaluatie van de samenwerking.`,
    examples: {
      "hoofd-en-onderaannemers": [
        {
          organisatie: "Jeugdzorg Regio Midden (hoofdaannemer)",
          rol: "Onderaannemer",
          afspraken: "Wij leveren ambulante gezinsbegeleiding; de hoofdaannemer declareert bij de gemeente.",
          vastgelegd: "Onderaannemingsovereenkomst 2026",
          evaluatie: "Jaarlijks gesprek in november",
        },
      ],
    },
  },
  werkomgeving: {
    norm: `De norm vraagt dat uw medewerkers veilig en gezond kunnen werken. De Arbowet vraagt van iedere werkgever een risico-inventarisatie en -evaluatie (RI&E) met een plan van aanpak. Houd het plan bij en werk de RI&E bij als er iets verandert.`,
    auditor: `- Een actuele RI&E met datum.
- Het plan van aanpak: maatregelen, wie, wanneer en de stand van zaken.
- Bijvoorbeeld afspraken over agressie, alleen werken en werkdruk.`,
    examplesWrittenOn: "2026-01-01",
    examples: {
      "rie-datum": "2025-10-01",
      "rie-plan-van-aanpak": [
        {
          risico: "Alleen op huisbezoek bij een gezin met een agressieve ouder",
          maatregel: "Protocol agressie; bij risico met z'n tweeën op bezoek en een collega laten weten waar u bent.",
          wie: "Directeur",
          gereedVoor: "2026-03-01",
          status: "Protocol klaar en besproken in het team.",
        },
        {
          risico: "Hoge werkdruk door de wachtlijst",
          maatregel: "Caseload per medewerker maximaal 12 gezinnen.",
          wie: "Directeur",
          gereedVoor: "2026-06-01",
          status: "",
        },
      ],
    },
  },
  "informatie-aan-clienten": {
    norm: `De norm vraagt dat cliënten en ouders vooraf en tijdens de hulp duidelijke informatie krijgen: wat zij kunnen verwachten, hun rechten, de klachtenregeling, privacy en wie hun vaste contactpersoon is. Informatie moet begrijpelijk zijn, ook voor kinderen.`,
    auditor: `- De informatie die cliënten krijgen, zoals een folder of welkomstbrief en de website.
- Informatie over klachten, de vertrouwenspersoon en privacy.
- Dat u nagaat of de cliënt de informatie begrepen heeft.`,
    examples: {
      "informatie-aan-clienten": `Bij de intake krijgen ouders en jeugdige:
- de welkomstbrief met wat zij van ons kunnen verwachten en hoe zij ons bereiken;
- de klachtenregeling en de gegevens van de onafhankelijke vertrouwenspersoon;
- de privacyverklaring, die wij samen doorlopen.

Voor kinderen hebben wij een eenvoudige versie met plaatjes. Bij het tekenen van het hulpplan vragen wij of alles duidelijk is.`,
    },
  },
  "individuele-risicoanalyse": {
    norm: `De norm vraagt dat u bij iedere cliënt nagaat welke risico's er zijn voor de cliënt zelf en voor anderen, zoals onveiligheid thuis, zelfbeschadiging of agressie. Leg de afspraken vast in het plan en kijk er regelmatig opnieuw naar.`,
    auditor: `- Een risicotaxatie in de dossiers, bij de start en bij elke evaluatie.
- Afspraken in het hulpplan over de gevonden risico's.
- Hoe u de meldcode gebruikt bij zorgen over veiligheid.`,
    examples: {
      "individuele-risicoanalyse": `Bij de intake vullen wij samen met ouders een veiligheidstaxatie in. Wij kijken naar veiligheid thuis, gezondheid, school en het netwerk.

- Gevonden risico's en de afspraken daarover komen in het hulpplan.
- Bij elke evaluatie van het plan kijken wij opnieuw naar de risico's.
- Bij zorgen over onveiligheid volgen wij de stappen van de meldcode en overleggen wij met de gedragswetenschapper.`,
    },
  },
  zorgplan: {
    norm: `De norm vraagt dat u samen met de cliënt (en ouders) een plan maakt met doelen en afspraken, dat het plan op tijd wordt geëvalueerd en bijgesteld, en dat de cliënt ermee instemt.`,
    auditor: `- Ondertekende plannen in de dossiers, met doelen en afspraken.
- Evaluaties op de afgesproken momenten.
- Dat de cliënt en ouders meebeslissen over het plan.`,
    examples: {
      zorgplan: `Binnen zes weken na de intake maken wij samen met ouders en jeugdige het hulpplan. Daarin staan de doelen, de afspraken, wie wat doet en wanneer wij evalueren.

- Ouders en, vanaf 12 jaar, de jeugdige tekenen het plan.
- Wij evalueren elke drie maanden; de evaluatiedatum staat direct in de agenda.
- Bij de evaluatie stellen wij het plan bij of sluiten wij de hulp af.`,
    },
  },
  clientervaringen: {
    norm: `De norm vraagt dat u regelmatig meet hoe cliënten en ouders uw zorg ervaren, de uitkomst bespreekt en er iets mee doet.`,
    auditor: `- Hoe en wanneer u ervaringen meet (vragenlijst, evaluatiegesprek).
- De uitkomsten en de verbeteracties.
- De analyse in de organisatiebeoordeling.`,
    examplesWrittenOn: "2025-12-01",
    examples: {
      "clientervaringen-werkwijze": `Bij de afsluiting van elke hulp vragen wij ouders en jeugdige een korte vragenlijst in te vullen. Elk jaar in november tellen wij de uitkomsten en bespreken wij ze in het team.`,
      "clientervaringen-resultaten": [
        {
          datum: "2025-11-20",
          methode: "Vragenlijst bij afsluiting (20 ingevuld)",
          uitkomst: "Gemiddeld cijfer 8,1; ouders willen vaker tussendoor iets horen.",
          verbeteracties: "Na elk derde gesprek een kort bericht aan ouders.",
        },
      ],
    },
  },
  inspraak: {
    norm: `De norm vraagt dat cliënten (en ouders) en medewerkers invloed hebben op het beleid. Voor een kleine organisatie kan dat eenvoudig zijn, zoals een jaarlijks gesprek met een paar ouders of een vast punt in het teamoverleg.`,
    auditor: `- Hoe cliënten en medewerkers meepraten, en hoe vaak.
- Voorbeelden van wat er met hun inbreng is gedaan.`,
    examples: {
      inspraak: `- Eén keer per jaar nodigen wij ouders uit voor een gesprek over onze werkwijze.
- Jeugdigen kunnen ideeën doorgeven via een korte vraag aan het eind van elk traject.
- Medewerkers bespreken het beleid elk kwartaal in het teamoverleg.

Voorbeeld: na het ouderavond in 2025 hebben wij de welkomstbrief korter en duidelijker gemaakt.`,
    },
  },
  "ervaringen-medewerkers": {
    norm: `De norm vraagt dat u regelmatig nagaat hoe medewerkers hun werk ervaren, en dat u hun ideeën gebruikt om de zorg en de organisatie te verbeteren.`,
    auditor: `- Hoe u ervaringen van medewerkers ophaalt (gesprek, korte vragenlijst, teamoverleg).
- De uitkomsten en wat u ermee deed.`,
    examples: {
      "ervaringen-medewerkers": `Elk jaar in het voorjaar vullen medewerkers een korte anonieme vragenlijst in over werkdruk, samenwerking en scholing. Daarnaast komt het aan bod in de functioneringsgesprekken.

Uitkomst 2025: de werkdruk is hoog door de wachtlijst. Maatregel: maximaal 12 gezinnen per medewerker.`,
    },
  },
  meldingen: {
    norm: `De norm vraagt dat u incidenten, calamiteiten, klachten en datalekken registreert, onderzoekt en er maatregelen op neemt, en dat u ze meldt waar dat moet:
- een calamiteit meldt u zonder uitstel bij de Inspectie Gezondheidszorg en Jeugd (IGJ); de IGJ noemt daarbij voor de jeugdhulp een termijn van drie werkdagen;
- een datalek meldt u binnen 72 uur na ontdekking bij de Autoriteit Persoonsgegevens (AP), behalve als het waarschijnlijk geen risico is voor de betrokkenen; ook weekend en nacht tellen mee;
- een klacht handelt u af volgens uw klachtenregeling. Valt u onder de Wkkgz (Wet kwaliteit, klachten en geschillen zorg, artikel 17), dan geeft u de cliënt binnen 6 weken na ontvangst van de klacht schriftelijk uw oordeel. Lukt dat niet, dan mag u de termijn één keer verlengen met ten hoogste 4 weken. Dat laat u de cliënt schriftelijk weten voordat de 6 weken om zijn.

Bij een klacht rekent Normwijs de termijn voor u uit: vul in wanneer de klacht binnenkwam, of en tot wanneer u verlengde en wanneer u de cliënt dat liet weten, en wanneer u uw oordeel gaf. De termijn staat dan ook in het Overzicht, de Kwaliteitskalender en de herinneringsmails. Bron: wetten.overheid.nl (Wkkgz, artikel 17).

Kies bij elke melding ook de oorzaak: kwam het door communicatie of overdracht, de werkwijze, kennis en vaardigheid, materiaal of omgeving, de organisatie en planning, of door de cliënt zelf? Op de pagina Kwartaalanalyse meldingen (onder Verbeteren) telt Normwijs de meldingen per kwartaal, per type en per oorzaak, naast het kwartaal ervoor. Daar schrijft u per kwartaal uw analyse: wat valt op en wat gaat u doen?

Bekijk alle meldingen samen in de organisatiebeoordeling.`,
    auditor: `- Een register met alle meldingen, ook als er weinig zijn.
- Per melding de maatregelen en de evaluatie.
- Bij een calamiteit of datalek: wanneer en aan wie gemeld.
- Bij een klacht: wanneer ontvangen, eventueel verlengd (met het bericht aan de cliënt) en wanneer u uw oordeel gaf.
- Dat de meldingen terugkomen in het teamoverleg en de organisatiebeoordeling.`,
    examplesWrittenOn: "2026-06-01",
    examples: {
      "meldingen-register": [
        {
          datum: "2026-04-02",
          type: "Datalek",
          omschrijving: "E-mail met een verslag naar de verkeerde ouder gestuurd.",
          oorzaak: "Werkwijze of protocol",
          maatregelen: "Ontvanger gevraagd de mail te verwijderen; adressen voortaan controleren voor verzenden.",
          gemeldAan: "AP en de betrokken ouders",
          datumMelding: "2026-04-03",
          evaluatie: "Besproken in het teamoverleg; geen herhaling.",
          afgesloten: "2026-05-01",
        },
        {
          datum: "2026-05-14",
          type: "Klacht",
          omschrijving: "Ouder ontevreden over het wisselen van begeleider.",
          oorzaak: "Organisatie en planning",
          maatregelen: "Gesprek met ouder; afspraak over een vaste begeleider.",
          gemeldAan: "",
          datumMelding: "",
          klachtOntvangen: "2026-05-14",
          klachtOordeel: "2026-05-26",
          evaluatie: "Ouder tevreden over de oplossing.",
          afgesloten: "2026-05-28",
        },
      ],
    },
  },
};
