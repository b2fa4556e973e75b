/** 'Pagina niet gevonden': an address that does not exist, with a way back (inside either layout). */
import { Link } from "@tanstack/react-router";
import { buttonVariants } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page";
import { paths } from "@core/shared/paths";
import { messages } from "./messages";

export function NotFoundPage({ signedIn }: { signedIn: boolean }) {
  return (
    <div data-testid="not-found">
      <PageHeader title={messages.notFound.title} description={messages.notFound.description} />
      <Link to={paths.home} className={buttonVariants()}>
        {signedIn ? messages.notFound.toOverview : messages.notFound.toHome}
      </Link>
    </div>
  );
}
