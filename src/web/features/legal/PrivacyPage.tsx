/**
 * Privacyverklaring: what Normwijs stores, where, for how long, who processes it, and how to get it
 * out. Written from what the code does (retention jobs, export, no account deletion yet); the parts
 * that depend on the operator's configuration (database, file storage, mail, billing, retention of
 * the activity log, contact address) come from GET /api/config. The only user text that names Stripe:
 * a privacy statement must name its processors.
 */
import { Link } from "@tanstack/react-router";
import { paths } from "../../../shared/paths";
import { Spinner } from "@/components/ui/spinner";
import { usePublicConfig } from "@/lib/public-config";
import type { PublicConfig } from "../../../shared/schemas";
import { LegalArticle, Section } from "./LegalArticle";
import { messages } from "./messages";

export function PrivacyPage() {
  const config = usePublicConfig();
  const m = messages.privacy;
  return (
    <LegalArticle title={m.title} intro={m.intro}>
      {config ? <PrivacyText config={config} /> : <Spinner label={messages.loading} />}
    </LegalArticle>
  );
}

function PrivacyText({ config }: { config: PublicConfig }) {
  const { installation: i, mailEnabled, billingEnabled } = config;
  return (
    <>
      <Section title="Wie is verantwoordelijk?">
        <p>
          Voor uw account (naam, e-mailadres, inloggen) zijn wij, de aanbieder van Normwijs, verantwoordelijk. Wat uw
          organisatie in Normwijs zet (het kwaliteitssysteem en de documenten), is van uw organisatie: uw organisatie is
          daarvoor verantwoordelijk, en wij verwerken het alleen om Normwijs te laten werken. Wij gebruiken uw gegevens
          niet voor iets anders, verkopen ze niet en laten er geen advertenties op los.
        </p>
        <p>
          Normwijs is gemaakt voor uw kwaliteitssysteem, niet voor cliëntdossiers. Zet er zo min mogelijk gegevens van
          cliënten in: schrijf een melding of klacht bijvoorbeeld op zonder naam.
        </p>
      </Section>

      <Section title="Welke gegevens bewaren we?">
        <ul>
          <li>
            <strong>Uw account</strong>: uw naam en e-mailadres. Uw wachtwoord bewaren we alleen als onleesbare code
            (een hash): niemand kan het terugzien. Zet u tweestapsverificatie aan, dan bewaren we de geheime sleutel
            versleuteld, en uw back-upcodes.
          </li>
          <li>
            <strong>Waar u bent ingelogd</strong>: per sessie het apparaat en de browser, het netwerkadres (IP-adres) en
            wanneer u voor het laatst actief was. U ziet dit zelf onder Account.
          </li>
          <li>
            <strong>Uw organisatie</strong>: de naam, de leden en hun rol, en uitnodigingen (het e-mailadres van wie is
            uitgenodigd).
          </li>
          <li>
            <strong>Het kwaliteitssysteem</strong>: alles wat u invult, met elke eerdere versie (wie, wanneer), zodat u
            kunt zien wat er veranderde en een oude versie kunt terugzetten.
          </li>
          <li>
            <strong>Documenten</strong> die u uploadt, met wie ze uploadde en wanneer.
          </li>
          <li>
            <strong>Het activiteitenlogboek</strong>: wie wat deed en wanneer, vanaf welk netwerkadres. Ook mislukte
            inlogpogingen op een bestaand account staan erin. Alleen een eigenaar van de organisatie ziet het.
          </li>
          <li>
            <strong>Auditortoegang</strong>: de naam en het e-mailadres van de auditor die een link krijgt, en elk
            gebruik van die link (wanneer, wat, netwerkadres).
          </li>
          <li>
            <strong>Planning</strong>: herzieningsdatums, wat is afgerond, welke herinneringsmails zijn verstuurd en of
            u herinneringen wilt krijgen. Van de link van uw agendakoppeling bewaren we alleen een hash.
          </li>
          {billingEnabled && (
            <li>
              <strong>Uw abonnement</strong>: het klantnummer en de status van het abonnement bij Stripe. Uw
              betaalgegevens (kaart, rekeningnummer) geeft u aan Stripe; die komen niet bij ons.
            </li>
          )}
          <li>
            <strong>Wachtlijst</strong>: zet u zich op de wachtlijst, dan bewaren we uw e-mailadres.
          </li>
          <li>
            <strong>Beveiliging</strong>: per netwerkadres tellen we korte tijd hoe vaak iemand probeert in te loggen,
            om misbruik te stoppen.
          </li>
        </ul>
        <p>
          Cookies: alleen een inlogcookie (zonder kunt u niet inloggen) en een cookie die onthoudt of de zijbalk open
          staat. In uw browser bewaart Normwijs uw keuze voor licht of donker, of de uitleg bij de norm open staat, en
          tekst die nog niet is opgeslagen, zodat die niet verloren gaat. We gebruiken geen cookies voor advertenties of
          statistieken.
        </p>
      </Section>

      <Section title="Waar staan uw gegevens?">
        <ul>
          <li>
            {i.database === "postgres"
              ? "Uw gegevens staan in een PostgreSQL-database van deze installatie."
              : "Uw gegevens staan in een database (SQLite) op de server van deze installatie."}
          </li>
          <li>
            {i.fileStorage === "s3"
              ? "Uw documenten staan in een objectopslag (S3) die de beheerder van deze installatie heeft gekozen."
              : "Uw documenten staan op de schijf van de server van deze installatie, onder een gegenereerde naam."}
          </li>
          <li>
            {mailEnabled
              ? "E-mails (zoals uitnodigingen, herinneringen en links om uw wachtwoord te herstellen) gaan via de mailserver die de beheerder heeft ingesteld."
              : "Op deze installatie is geen mailserver ingesteld: e-mails worden niet verstuurd, maar komen in het logboek van de server, dat alleen de beheerder ziet."}
          </li>
        </ul>
      </Section>

      <Section title="Wie verwerkt uw gegevens?">
        <p>Behalve wijzelf komen deze partijen bij uw gegevens, alleen voor zover nodig om Normwijs te laten werken:</p>
        <ul>
          <li>de partij die de server (en de database) van deze installatie beheert;</li>
          {i.fileStorage === "s3" && <li>de aanbieder van de objectopslag waarin uw documenten staan;</li>}
          {mailEnabled && <li>de aanbieder van de mailserver die onze e-mails verstuurt;</li>}
          {billingEnabled && (
            <li>
              Stripe (Stripe Payments Europe), onze betaalprovider: voor de betaling van uw abonnement. Wij geven Stripe
              de naam van uw organisatie en uw e-mailadres; uw betaalgegevens geeft u zelf aan Stripe. Stripe krijgt
              niets van de inhoud van uw kwaliteitssysteem.
            </li>
          )}
        </ul>
        <p>
          Een auditor ziet uw handboek en documenten alleen via een link die een eigenaar van uw organisatie zelf maakt,
          en alleen zolang die link geldig is.
        </p>
      </Section>

      <Section title="Hoe lang bewaren we uw gegevens?">
        <ul>
          <li>
            Uw account, uw organisatie, het kwaliteitssysteem met zijn eerdere versies, uw documenten en het gebruik van
            auditorlinks: zolang uw account en uw organisatie bestaan.
          </li>
          <li>
            Een verwijderd document: 30 dagen in de Prullenbak, daarna wordt het definitief verwijderd. Een eigenaar kan
            het ook eerder definitief verwijderen.
          </li>
          <li>Een upload die niet is afgemaakt: 24 uur.</li>
          <li>
            Het activiteitenlogboek: {i.activityRetentionDays} dagen. Oudere regels worden automatisch verwijderd.
          </li>
          <li>Inloggen: een sessie werkt tot u uitlogt, of tot 30 dagen nadat u Normwijs voor het laatst gebruikte.</li>
          <li>
            Links per e-mail: wachtwoord herstellen 1 uur, e-mailadres bevestigen 24 uur, een uitnodiging 7 dagen.
          </li>
        </ul>
      </Section>

      <Section title="Uw gegevens meenemen">
        <p>
          Onder Kwaliteitshandboek → Exporteren haalt iedereen in uw organisatie alles in één keer op met{" "}
          <strong>Alles exporteren (ZIP)</strong>: het handboek als PDF en Word, alle onderdelen van het
          kwaliteitssysteem met hun eerdere versies, en al uw documenten. Dat kan altijd, ook zonder abonnement. Een
          eigenaar kan het activiteitenlogboek downloaden als CSV-bestand.
        </p>
      </Section>

      <Section title="Gegevens wijzigen of laten verwijderen">
        <ul>
          <li>Uw naam en e-mailadres wijzigt u zelf onder Account.</li>
          <li>
            Wat u invult en uploadt, wijzigt en verwijdert u zelf. Een eigenaar haalt leden uit de organisatie onder
            Team.
          </li>
          <li>
            Uw account of uw hele organisatie verwijderen kan nog niet in Normwijs zelf. Wilt u dat? Vraag het ons via{" "}
            <Link to={paths.contact}>Contact</Link>. Maak eerst een export als u uw gegevens wilt houden.
          </li>
        </ul>
      </Section>

      <Section title="Uw rechten">
        <p>
          U mag uw gegevens inzien, laten verbeteren, laten verwijderen en meenemen (AVG). Vraag het ons via{" "}
          <Link to={paths.contact}>Contact</Link>
          {i.contactEmail ? (
            <>
              {" "}
              of mail naar <a href={`mailto:${i.contactEmail}`}>{i.contactEmail}</a>
            </>
          ) : null}
          . Bent u het niet eens met hoe wij met uw gegevens omgaan, dan kunt u een klacht indienen bij de Autoriteit
          Persoonsgegevens.
        </p>
      </Section>
    </>
  );
}
