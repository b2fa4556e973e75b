/** 'Pagina niet gevonden': an address that does not exist, with a way back (inside either layout). */
import { Link } from "@tanstack/react-router";
import { buttonVariants } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page";
import { paths } from "../../../shared/paths";

export function NotFoundPage({ signedIn }: { signedIn: boolean }) {
  return (
    <div data-testid="not-found">
      <PageHeader
        title="Pagina niet gevonden"
        description="Deze pagina bestaat niet (meer). Misschien is het adres verkeerd overgetypt of is de pagina verplaatst."
      />
      <Link to={paths.home} className={buttonVariants()}>
        {signedIn ? "Naar het overzicht" : "Naar de startpagina"}
      </Link>
    </div>
  );
}
