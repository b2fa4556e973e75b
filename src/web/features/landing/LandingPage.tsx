/** The landing page for signed-out visitors. It promises only what the product does today. */
import type { ReactNode } from "react";
import { ClipboardCheck, FolderOpen, LayoutList, ShieldCheck, HeartHandshake } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { usePageTitle } from "@/lib/a11y";
import { LandingLayout } from "./LandingLayout";
import { messages } from "./messages";

const features = [
  { icon: FolderOpen, ...messages.features.documents },
  { icon: LayoutList, ...messages.features.simple },
  { icon: ClipboardCheck, ...messages.features.auditReady },
];

const reasons = [
  { icon: HeartHandshake, ...messages.reasons.easy },
  { icon: ShieldCheck, ...messages.reasons.norm },
];

/** signUpForm: the sign-up / sign-in form, composed in by the router (features do not import each other). */
export function LandingPage({ signUpForm }: { signUpForm: ReactNode }) {
  usePageTitle();
  return (
    <LandingLayout className="space-y-16 py-12">
      <section className="space-y-4 text-center">
        <h1 className="hyphens-auto break-words text-2xl font-bold tracking-tight sm:text-4xl md:text-5xl">
          {messages.title}
        </h1>
        <p className="mx-auto max-w-2xl text-lg text-muted-foreground">{messages.intro}</p>
      </section>

      <section aria-label={messages.featuresLabel} className="grid gap-4 md:grid-cols-3">
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
              {messages.signUpTitle}
            </CardTitle>
            <CardDescription>{messages.signUpText}</CardDescription>
          </CardHeader>
          <CardContent>{signUpForm}</CardContent>
        </Card>
      </section>

      <section aria-labelledby="waarom" className="space-y-6">
        <h2 id="waarom" className="text-center text-2xl font-semibold">
          {messages.reasonsTitle}
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
