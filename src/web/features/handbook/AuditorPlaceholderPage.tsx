import { Link } from "@tanstack/react-router";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page";
import { handbookMessages as m } from "./messages";

/** /handboek/auditor: a placeholder until the auditor link arrives. */
export function AuditorPlaceholderPage() {
  return (
    <>
      <PageHeader title={m.auditorTitle} />
      <Alert>
        <p>{m.auditorSoon}</p>
        <Link to="/handboek/exporteren" className="mt-2 inline-block text-primary underline">
          {m.toExport}
        </Link>
      </Alert>
    </>
  );
}
