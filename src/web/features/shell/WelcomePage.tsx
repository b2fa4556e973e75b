/** The home page inside the shell: where to start. */
import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { kwaliteitssysteemTopics } from "../../../shared/catalogue";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page";
import { useMe } from "@/lib/session";

export function WelcomePage() {
  const me = useMe();
  return (
    <>
      <PageHeader
        title={`Welkom${me ? `, ${me.user.name.split(" ")[0]}` : ""}`}
        documentTitle="Overzicht"
        description="Vul uw kwaliteitssysteem stap voor stap in. Alles wat u typt wordt vanzelf bewaard."
      />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Kwaliteitssysteem</CardTitle>
          <CardDescription>De onderdelen van de norm, in de volgorde waarin u ze het beste invult.</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-2 sm:grid-cols-2">
            {kwaliteitssysteemTopics.map((t, i) => (
              <li key={t.slug}>
                <Link
                  to="/kwaliteitssysteem/$slug"
                  params={{ slug: t.slug }}
                  className="flex items-center gap-3 rounded-md border p-3 text-sm hover:bg-accent"
                >
                  <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold">
                    {i + 1}
                  </span>
                  <span className="flex-1">{t.title}</span>
                  <ArrowRight aria-hidden className="size-4 text-muted-foreground" />
                </Link>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </>
  );
}
