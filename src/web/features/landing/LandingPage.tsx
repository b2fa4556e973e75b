/** The landing page for signed-out visitors. It promises only what the product does today. */
import type { ReactNode } from "react";
import { ClipboardCheck, FolderOpen, LayoutList, ShieldCheck, HeartHandshake } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { usePageTitle } from "@/lib/a11y";
import { LandingLayout } from "./LandingLayout";

const features = [
  {
    icon: FolderOpen,
    title: "Efficiënt documentbeheer",
    text: "Al uw kwaliteitsdocumenten op één plek: beleid, procesbeschrijvingen en notulen.",
  },
  {
    icon: LayoutList,
    title: "Eenvoudig",
    text: "Een overzichtelijk systeem dat u stap voor stap door de norm leidt.",
  },
  {
    icon: ClipboardCheck,
    title: "Audit-klaar",
    text: "Per onderdeel van de norm uw beleid, tabellen en doelen bij elkaar, zodat u ze bij de audit snel laat zien.",
  },
];

const reasons = [
  {
    icon: HeartHandshake,
    title: "Gebruiksvriendelijk",
    text: "Gemaakt voor zorgverleners, niet voor IT'ers. U vult uw teksten en tabellen in tussen uw cliëntbezoeken door; alles wordt vanzelf bewaard.",
  },
  {
    icon: ShieldCheck,
    title: "Conform de norm",
    text: "Opgebouwd volgens de HKZ-norm voor kleine organisaties in zorg en welzijn, met extra aandacht voor de jeugdzorg.",
  },
];

/** signUpForm: the sign-up / sign-in form, composed in by the router (features do not import each other). */
export function LandingPage({ signUpForm }: { signUpForm: ReactNode }) {
  usePageTitle();
  return (
    <LandingLayout className="space-y-16 py-12">
      <section className="space-y-4 text-center">
        <h1 className="hyphens-auto break-words text-2xl font-bold tracking-tight sm:text-4xl md:text-5xl">
          Uw kwaliteitssysteem, eenvoudig op orde
        </h1>
        <p className="mx-auto max-w-2xl text-lg text-muted-foreground">
          Normwijs helpt kleine zorg- en jeugdzorgorganisaties hun kwaliteitsmanagementsysteem volgens de HKZ-norm bij
          te houden — eenvoudig, begrijpelijk en efficiënt.
        </p>
      </section>

      <section aria-label="Voordelen" className="grid gap-4 md:grid-cols-3">
        {features.map((f) => (
          <Card key={f.title}>
            <CardHeader>
              <f.icon aria-hidden className="size-8 text-primary" />
              <CardTitle as="h2">{f.title}</CardTitle>
              <CardDescription>{f.text}</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </section>

      <section aria-labelledby="aanmelden" className="mx-auto max-w-md">
        <Card>
          <CardHeader>
            <CardTitle as="h2" id="aanmelden" size="lg">
              Word een van de eerste gebruikers
            </CardTitle>
            <CardDescription>Maak een account aan of log in.</CardDescription>
          </CardHeader>
          <CardContent>{signUpForm}</CardContent>
        </Card>
      </section>

      <section aria-labelledby="waarom" className="space-y-6">
        <h2 id="waarom" className="text-center text-2xl font-semibold">
          Waarom kiezen voor Normwijs?
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {reasons.map((r) => (
            <Card key={r.title} className="flex gap-4 p-6">
              <r.icon aria-hidden className="size-8 shrink-0 text-primary" />
              <div className="space-y-1">
                <h3 className="font-semibold">{r.title}</h3>
                <p className="text-sm text-muted-foreground">{r.text}</p>
              </div>
            </Card>
          ))}
        </div>
      </section>
    </LandingLayout>
  );
}
