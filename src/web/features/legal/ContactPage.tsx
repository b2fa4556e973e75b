/** Contact: the operator's address (CONTACT_EMAIL), or an honest note that this installation has none. */
import { Link } from "@tanstack/react-router";
import { paths } from "../../../shared/paths";
import { Spinner } from "@/components/ui/spinner";
import { usePublicConfig } from "@/lib/public-config";
import { LegalArticle, Section } from "./LegalArticle";
import { messages } from "./messages";

export function ContactPage() {
  const config = usePublicConfig();
  const m = messages.contact;
  const email = config?.installation.contactEmail;
  return (
    <LegalArticle title={m.title} intro={m.intro}>
      {!config ? (
        <Spinner label={messages.loading} />
      ) : (
        <>
          <Section title="Mail ons">
            {email ? (
              <p>
                Mail naar <a href={`mailto:${email}`}>{email}</a>. Zet in uw mail de naam van uw organisatie, dan helpen
                we u sneller. Stuur nooit uw wachtwoord of gegevens van cliënten mee.
              </p>
            ) : (
              <p>{messages.noContact}</p>
            )}
          </Section>
          <Section title="Waarover">
            <ul>
              <li>vragen over hoe Normwijs werkt;</li>
              <li>uw abonnement of een factuur;</li>
              <li>
                uw gegevens: inzien, meenemen of laten verwijderen (zie de{" "}
                <Link to={paths.privacy}>privacyverklaring</Link>);
              </li>
              <li>een fout die u in Normwijs tegenkomt.</li>
            </ul>
          </Section>
          <Section title="Zelf verder zoeken">
            <p>
              Ingelogd vindt u in de zijbalk onder Invulinstructie uitleg over het invullen van uw kwaliteitssysteem, en
              op elke pagina de knop 'Wat vraagt de norm?'.
            </p>
          </Section>
        </>
      )}
    </LegalArticle>
  );
}
