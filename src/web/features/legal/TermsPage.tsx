/**
 * Voorwaarden: the terms of use in plain words. Only what the product does: the trial and the offer
 * come from the configuration and shared/billing.ts; without billing, everything is unlocked.
 */
import { Link } from "@tanstack/react-router";
import { paths } from "../../../shared/paths";
import { Spinner } from "@/components/ui/spinner";
import { usePublicConfig } from "@/lib/public-config";
import { formatEuro, offer } from "../../../shared/billing";
import { limits } from "../../../shared/limits";
import type { PublicConfig } from "../../../shared/schemas";
import { LegalArticle, Section } from "./LegalArticle";
import { messages } from "./messages";

export function TermsPage() {
  const config = usePublicConfig();
  const m = messages.terms;
  return (
    <LegalArticle title={m.title} intro={m.intro}>
      {config ? <TermsText config={config} /> : <Spinner label={messages.loading} />}
    </LegalArticle>
  );
}

function TermsText({ config }: { config: PublicConfig }) {
  const trialDays = config.installation.trialDays;
  return (
    <>
      <Section title="Wat Normwijs is">
        <p>
          Normwijs is een online hulpmiddel waarin kleine zorg- en jeugdzorgorganisaties hun kwaliteitssysteem volgens
          de HKZ-norm voor kleine organisaties bijhouden. Normwijs helpt u op weg, maar garandeert geen certificaat: of
          u voldoet aan de norm, beoordeelt de certificerende instelling bij de audit.
        </p>
        <p>
          De tekst van de norm is van NEN en staat niet in Normwijs. Onze uitleg en voorbeelden schrijven we zelf; de
          norm zelf koopt u bij NEN.
        </p>
      </Section>

      <Section title="Uw account en uw organisatie">
        <ul>
          <li>
            Een account is voor één persoon. Houd uw wachtwoord geheim en zet bij voorkeur tweestapsverificatie aan.
          </li>
          <li>
            Wie een account maakt, wordt eigenaar van een eigen organisatie. De eigenaar bepaalt wie er in de
            organisatie werkt en met welke rol, en wie een auditorlink krijgt.
          </li>
          <li>
            Gebruik Normwijs niet om iets te bewaren of te delen wat niet mag, zoals gegevens waar u geen recht op
            heeft.
          </li>
        </ul>
      </Section>

      <Section title="Uw gegevens blijven van u">
        <p>
          Alles wat u in Normwijs zet, is van uw organisatie. U kunt het altijd in één keer downloaden met Alles
          exporteren (ZIP), ook zonder abonnement. Hoe wij met uw gegevens omgaan, leest u in de{" "}
          <Link to={paths.privacy}>privacyverklaring</Link>.
        </p>
      </Section>

      <Section title="Proefperiode en abonnement">
        {config.billingEnabled ? (
          <ul>
            <li>
              Een nieuwe organisatie kan {trialDays} dagen alles gratis gebruiken. Daarna heeft u een abonnement nodig
              om te wijzigen en te uploaden.
            </li>
            <li>
              Het abonnement kost {formatEuro(offer.setupFeeCents)} eenmalig en {formatEuro(offer.monthlyCents)} per
              maand. U betaalt via onze betaalprovider. Alleen de eigenaar van de organisatie sluit het af of zegt het
              op.
            </li>
            <li>U kunt op elk moment opzeggen. Het abonnement loopt dan door tot het einde van de betaalde periode.</li>
            <li>Zonder abonnement kunt u alles blijven bekijken en exporteren. We houden uw gegevens nooit vast.</li>
          </ul>
        ) : (
          <p>
            Op deze installatie van Normwijs zijn geen betalingen ingesteld: alles is beschikbaar zonder abonnement.
          </p>
        )}
      </Section>

      <Section title="Opslag">
        <p>
          Een document is hoogstens {Math.round(limits.fileMaxBytes / 1024 / 1024)} MB. Elke organisatie heeft een
          maximum aan opslag; onder Instellingen ziet u hoeveel u gebruikt.
        </p>
      </Section>

      <Section title="Beschikbaarheid">
        <p>
          We doen ons best om Normwijs altijd goed te laten werken, maar we kunnen niet beloven dat het nooit even niet
          werkt. Maak daarom af en toe een export als reservekopie, zeker voor uw audit.
        </p>
      </Section>

      <Section title="Wijzigingen en recht">
        <p>
          Veranderen deze voorwaarden, dan staat de nieuwe versie op deze pagina, met de datum erbij. Op deze
          voorwaarden is Nederlands recht van toepassing. Vragen? Kijk bij <Link to={paths.contact}>Contact</Link>.
        </p>
      </Section>
    </>
  );
}
