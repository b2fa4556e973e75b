/** /handboek 'Handboek bekijken': the whole handbook of the organisation, with 'Afdrukken'. */
import { useQuery } from "@tanstack/react-query";
import { Printer } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { handbookQuery } from "./api";
import { HandbookDocument } from "./HandbookDocument";
import { handbookMessages as m } from "./messages";

export function HandbookPage() {
  const handbook = useQuery(handbookQuery);
  return (
    <>
      <div className="print:hidden">
        <PageHeader title={m.viewTitle} description={m.viewDescription}>
          <Button onClick={() => window.print()} disabled={!handbook.data}>
            <Printer /> {m.print}
          </Button>
        </PageHeader>
      </div>
      {handbook.data ? (
        <HandbookDocument handbook={handbook.data} />
      ) : handbook.isError ? (
        <Alert variant="destructive">
          <p>{m.loadFailed}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void handbook.refetch()}>
            {m.retry}
          </Button>
        </Alert>
      ) : (
        <Spinner label={m.loading} />
      )}
    </>
  );
}
