/** Guidance for the 13 Kwaliteitssysteem pages. Our own words; never the norm's text. */
import type { TopicGuidance } from "@norm/guidance/types";

export const kwaliteitssysteemGuidance: Readonly<Record<string, TopicGuidance>> = {
  "missie-en-visie": {
    norm: `De norm vraagt dat u weet waarom uw organisatie bestaat (missie) en waar u naartoe wilt (visie). Daaruit volgt welke zorg u biedt, voor wie en op welke manier.

Schrijf het kort en in gewone taal. Uw medewerkers moeten het kunnen uitleggen.`,
    auditor: `- Een vastgelegde missie en visie, die past bij de zorg die u echt levert.
- Dat medewerkers weten waar de organisatie voor staat.
- Dat uw doelen en uw kwaliteitsbeleid aansluiten op de visie.`,
    examples: {
      "missie-en-visie": `Missie
Wij bieden ambulante jeugdhulp aan kinderen van 4 tot 18 jaar en hun ouders in de regio. Wij helpen gezinnen om thuis weer rust en ruimte te vinden, zo dichtbij en zo kort als het kan.

Visie
- Het gezin staat centraal: wij werken met ouders en kind samen, niet over hen.
- Wij werken kleinschalig: elk gezin heeft één vaste begeleider.
- Wij werken met bewezen methoden en leren van iedere evaluatie.
- Binnen vijf jaar zijn wij een vaste partner van het wijkteam in onze gemeenten.`,
    },
  },
  doelgroep: {
    norm: `De norm vraagt dat u weet voor wie u werkt: welke cliënten, met welke hulpvragen, en wat zij en hun omgeving van u nodig hebben. Dit hoort bij de analyse van uw context.`,
    auditor: `- Een beschrijving van uw cliënten en hun hulpvragen.
- Dat de doelgroep past bij de deskundigheid van uw medewerkers.
- Dat de doelgroep en de uitsluitingscriteria bij elkaar passen.`,
    examples: {
      doelgroep: `Wij helpen kinderen en jongeren van 4 tot 18 jaar en hun ouders, met:
- gedragsproblemen thuis of op school;
- lichte tot matige psychische klachten, zoals angst en somberheid;
- opvoedvragen van ouders, ook na een scheiding.

De verwijzing komt meestal van het wijkteam, de huisarts of de jeugdarts. Wij werken in drie gemeenten in de regio.`,
    },
  },
  kwaliteitsbeleid: {
    norm: `De norm vraagt dat u beschrijft hoe u de kwaliteit van uw zorg bewaakt en verbetert. Denk aan: hoe u doelen stelt, hoe u meet, hoe u leert van signalen en klachten en hoe u jaarlijks terugkijkt.`,
    auditor: `- Een kwaliteitsbeleid dat past bij de missie en visie.
- Dat u de kwaliteitscyclus echt doorloopt: plannen, doen, meten, bijsturen.
- Wie verantwoordelijk is voor kwaliteit.`,
    examples: {
      kwaliteitsbeleid: `Wij werken volgens de HKZ-norm voor kleine organisaties. De directeur is eindverantwoordelijk voor kwaliteit; elke medewerker meldt wat beter kan.

- Elk jaar in januari stellen wij kwaliteitsdoelen vast.
- Elk kwartaal bespreken wij in het teamoverleg de signalen, incidenten en klachten.
- Na elk traject vragen wij de cliënt en de ouders naar hun ervaringen.
- Elk jaar in december houden wij de organisatiebeoordeling en stellen wij het beleid bij.`,
    },
  },
  "context-analyse": {
    norm: `De norm vraagt dat u weet wie belang heeft bij uw organisatie (cliënten, ouders, gemeenten, verwijzers, medewerkers) en wat zij van u verwachten. Leg vast hoe u aan die verwachtingen voldoet.`,
    auditor: `- Een overzicht van belanghebbenden en hun eisen.
- Hoe u aan die eisen voldoet, bijvoorbeeld via contracten of afspraken.
- Dat u het overzicht bijwerkt als er iets verandert, zoals een nieuw contract.`,
    examples: {
      contextAnalyse: [
        {
          belanghebbende: "Gemeente (opdrachtgever)",
          eis: "Werken volgens het contract jeugdhulp; maandelijks declareren via het berichtenverkeer.",
          oplossing: "Contract in de map Beleid; de administratie declareert elke maand.",
        },
        {
          belanghebbende: "Ouders en jeugdigen",
          eis: "Snel hulp, één vaste begeleider, duidelijke afspraken.",
          oplossing: "Intake binnen twee weken; vaste begeleider; hulpplan binnen zes weken.",
        },
        {
          belanghebbende: "Wijkteam (verwijzer)",
          eis: "Terugkoppeling bij start en einde van de hulp.",
          oplossing: "Met toestemming van ouders sturen wij een kort bericht bij start en afsluiting.",
        },
      ],
    },
  },
  wetenregelgeving: {
    norm: `De norm vraagt dat u weet welke wetten en regels voor u gelden, en dat u ze naleeft. Voor jeugdhulp zijn dat onder meer de Jeugdwet, de Meldcode huiselijk geweld en kindermishandeling, de AVG en de Arbowet.`,
    auditor: `- Een actueel overzicht van de wetten en regels die voor u gelden.
- Hoe u de belangrijkste naleeft (bijvoorbeeld de meldcode met een afwegingskader).
- Hoe u bijhoudt dat er iets verandert.`,
    examples: {
      "wet-en-regelgeving": `Jeugdwet
Meldcode huiselijk geweld en kindermishandeling
AVG (Algemene verordening gegevensbescherming)
Arbowet
Wet klachtrecht via de klachtenregeling van de Jeugdwet
Wij lezen elk kwartaal de nieuwsbrief van de branchevereniging om wijzigingen bij te houden.`,
    },
  },
  "risicos-en-kansen": {
    norm: `De norm vraagt dat u regelmatig nagaat wat er mis kan gaan en wat kansen zijn voor uw organisatie. Denk aan de veiligheid van cliënten, voldoende deskundige medewerkers, de continuïteit van de zorg, privacy en informatiebeveiliging.

Leg bij elk belangrijk risico vast wat u doet om het te beperken, en kijk later of die maatregel werkte.`,
    auditor: `- Een actuele lijst van risico's en kansen.
- Maatregelen per risico, met wie wat doet.
- Een evaluatie: heeft de maatregel gewerkt? (met datum)`,
    examplesWrittenOn: "2026-01-25",
    examples: {
      "interne-kansen": `- Het wijkteam vraagt om meer hulp bij scheidingen: wij kunnen een oudercursus aanbieden.
- Een medewerker wil zich scholen in traumabehandeling.`,
      "interne-risicos": `- Als de enige gedragswetenschapper uitvalt, is er geen vervanging.
- Dossiers staan op een laptop die mee naar huis gaat.
- Een lange wachtlijst, waardoor de problemen van een gezin groter worden.`,
      maatregelen: [
        {
          datum: "2026-01-15",
          risico: "Uitval van de enige gedragswetenschapper",
          actie: "Afspraak over vervanging met een collega-praktijk vastleggen (directeur).",
          evaluatie: "Afspraak getekend; één keer gebruikt, werkte goed.",
        },
        {
          datum: "2026-02-01",
          risico: "Dossiers op een laptop die mee naar huis gaat",
          actie: "Versleuteling aanzetten en alleen werken in het beveiligde dossiersysteem.",
          evaluatie: "",
        },
      ],
    },
  },
  kwaliteitsdoelstellingen: {
    norm: `De norm vraagt dat u meetbare doelen stelt die volgen uit uw missie, visie en risico's. Maak ze SMART: specifiek, meetbaar, acceptabel, realistisch en tijdgebonden. Leg per doel vast wat u doet, wie dat doet en hoe u meet of het lukt.`,
    auditor: `- Een paar concrete, meetbare doelen voor dit jaar.
- Per doel: maatregelen, wie ze uitvoert en een indicator.
- De evaluatie in de organisatiebeoordeling.`,
    examples: {
      goalSets: `Doelstelling: in 2026 start de hulp bij 90% van de nieuwe gezinnen binnen vier weken na aanmelding.
- Maatregel: elke week de aanmeldingen verdelen in het teamoverleg.
- Wie: de directeur.
- Indicator: het percentage starts binnen vier weken, elk kwartaal geteld.
- Evaluatie: in de organisatiebeoordeling van december.`,
    },
  },
  "cruciale-processen": {
    norm: `De norm vraagt dat u weet welke werkprocessen cruciaal zijn voor goede en veilige zorg, en dat daar duidelijke afspraken over zijn. Zet per proces waar die afspraken staan.`,
    auditor: `- Een overzicht van uw belangrijkste processen, van aanmelding tot afsluiting.
- Per proces een procedure of werkafspraak die medewerkers kennen en gebruiken.
- Dat de afspraken actueel zijn.`,
    examples: {
      "cruciale-processen": [
        { proces: "Aanmelding en intake", procedure: "Werkinstructie intake (map Procesbeschrijvingen)" },
        { proces: "Hulpplan opstellen en evalueren", procedure: "Procedure hulpplan, versie 2026" },
        { proces: "Vermoeden van huiselijk geweld", procedure: "Meldcode met afwegingskader" },
        { proces: "Afsluiten van de hulp", procedure: "Werkinstructie afsluiting en overdracht" },
      ],
    },
  },
  signalen: {
    norm: `De norm vraagt dat u afwijkingen, fouten en verbeterpunten vastlegt, de oorzaak zoekt en maatregelen neemt, zodat het niet opnieuw gebeurt. Kijk later of de maatregel werkte.`,
    auditor: `- Een register met signalen, ook kleine.
- Per signaal de oorzaak, de correctie en de maatregel.
- Dat u de signalen bespreekt in het team en meeneemt in de organisatiebeoordeling.`,
    examplesWrittenOn: "2026-06-15",
    examples: {
      signalen: [
        {
          datum: "2026-03-04",
          afwijking: "Evaluatie van een hulpplan te laat gepland; oorzaak: geen herinnering in de agenda.",
          correctie: "Evaluatie dezelfde week nog gehouden.",
          corrigerendeMaatregelen: "Evaluatiedatum direct in de agenda zetten bij het tekenen van het plan.",
          evaluatie: "Drie maanden later: geen te late evaluaties meer.",
        },
      ],
    },
  },
  "materialen-en-middelen": {
    norm: `De norm vraagt dat de materialen en middelen die u gebruikt veilig zijn en op tijd worden gecontroleerd of gekeurd.`,
    auditor: `- Een overzicht van middelen die gekeurd of onderhouden moeten worden.
- Wie dat doet en wanneer het laatst gebeurde.`,
    examplesWrittenOn: "2026-01-10",
    examples: {
      "materialen-en-middelen": [
        {
          materiaal: "Brandblusser praktijkruimte",
          benodigdeKeuring: "Jaarlijkse keuring",
          uitvoerder: "Installatiebedrijf",
          datumUitvoering: "2026-02-10",
        },
        {
          materiaal: "Laptops",
          benodigdeKeuring: "Updates en versleuteling controleren",
          uitvoerder: "ICT-leverancier",
          datumUitvoering: "2026-01-20",
        },
      ],
    },
  },
  inkoop: {
    norm: `De norm vraagt dat u eisen stelt aan wat u inkoopt of uitbesteedt als het de zorg raakt, zoals software, administratie of ingehuurde zorgverleners. Leg die eisen vast en beoordeel regelmatig of de leverancier eraan voldoet.`,
    auditor: `- Een overzicht van belangrijke leveranciers.
- Welke eisen u stelt en waar dat is vastgelegd (contract, verwerkersovereenkomst).
- Een jaarlijkse beoordeling met conclusie.`,
    examples: {
      inkoop: [
        {
          leverancier: "Leverancier elektronisch dossier",
          eisen: "Veilige opslag in de EU, verwerkersovereenkomst, hulp bij storing binnen een dag.",
          vastgelegd: "Contract en verwerkersovereenkomst",
          evaluatie: "December 2025: één storing, binnen vier uur opgelost.",
          conclusie: "Voortzetten",
        },
      ],
    },
  },
  competentie: {
    norm: `De norm vraagt dat u weet welke kennis en vaardigheden nodig zijn voor het werk, dat medewerkers die hebben en dat zij die bijhouden.`,
    auditor: `- Per functie de benodigde competenties.
- Hoe medewerkers ze verwerven (opleiding, training) en hoe vaak ze die opfrissen.
- Bewijs, zoals certificaten en een scholingsplan.`,
    examples: {
      competentie: [
        { competentie: "Werken met de meldcode", verwerving: "E-learning meldcode", frequentie: "Elke twee jaar" },
        {
          competentie: "Gespreksvoering met ouders",
          verwerving: "Training en intervisie",
          frequentie: "Intervisie elke maand",
        },
        {
          competentie: "Registratie SKJ",
          verwerving: "Hbo-opleiding en registratie",
          frequentie: "Herregistratie elke vijf jaar",
        },
      ],
    },
  },
  organisatiebeoordeling: {
    norm: `De norm vraagt dat u minstens één keer per jaar terugkijkt: werkt het kwaliteitssysteem, zijn de doelen gehaald, wat zeggen de signalen, klachten en ervaringen van cliënten en medewerkers? Daaruit volgen de maatregelen en doelen voor het volgende jaar.`,
    auditor: `- Een verslag van de jaarlijkse beoordeling met datum en aanwezigen.
- De evaluatie van de doelen, de signalen, klachten en ervaringen.
- Nieuwe maatregelen met onderbouwing, die terugkomen in de doelen van volgend jaar.`,
    examplesWrittenOn: "2026-12-15",
    examples: {
      datum: "2026-12-10",
      aanwezig: "Directeur, twee jeugdhulpverleners, gedragswetenschapper",
      organisatiebeoordelingMaatregelen: [
        { maatregel: "Evaluatiedatum direct in de agenda", effect: "Geen te late evaluaties meer sinds juni." },
      ],
      "kennis-deskundigheid-ervaringen": `Alle medewerkers zijn geregistreerd en hebben de e-learning meldcode gedaan. Uit de functioneringsgesprekken: behoefte aan meer intervisie.`,
      "analyse-clientervaringen": `Twintig vragenlijsten terug, gemiddeld cijfer 8,1. Ouders willen vaker horen hoe het gaat tussen de gesprekken door.`,
      actualiteit: `Dit jaar acht signalen, één klacht (opgelost), geen calamiteiten en één datalek (niet meldplichtig). Alles is besproken in het teamoverleg.`,
      "te-nemen-maatregelen": [
        {
          maatregel: "Na elk derde gesprek een kort bericht aan ouders",
          onderbouwing: "Uit de cliëntervaringen: ouders willen vaker iets horen.",
        },
      ],
    },
  },
};
