/** Instellingen: links to Account, Team and Activiteit, the cards of the organisation, reminders and storage, and the theme (kept locally). */
import * as React from "react";
import { Monitor, Moon, Sun } from "lucide-react";
import { RadioGroup } from "radix-ui";
import { Link } from "@tanstack/react-router";
import { paths } from "@core/shared/paths";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page";
import { useCan } from "@/lib/session";
import { getTheme, setTheme, type Theme } from "@/lib/theme";
import { cn } from "@/lib/utils";
import { messages } from "./messages";

/** The cards of other features, composed by the route (features do not import each other). */
export type SettingsCards = {
  organisationName: React.ReactNode;
  twoFactorRequirement: React.ReactNode;
  regime: React.ReactNode;
  reminders: React.ReactNode;
  storage: React.ReactNode;
};

export function SettingsPage({ cards }: { cards: SettingsCards }) {
  // The activity log is for Eigenaars only.
  const canReadActivity = useCan("activity.read");
  return (
    <>
      <PageHeader title={messages.title} />
      <div className="space-y-6">
        {cards.organisationName}
        {cards.regime}
        <LinkCard
          title={messages.links.account.title}
          description={messages.links.account.description}
          to={paths.account}
        />
        <LinkCard {...messages.links.team} to={paths.team} />
        {canReadActivity && (
          <LinkCard
            title={messages.links.activity.title}
            description={messages.links.activity.description}
            to={paths.activiteit}
          />
        )}
        {cards.twoFactorRequirement}
        {cards.reminders}
        {cards.storage}
        <ThemeCard />
      </div>
    </>
  );
}

/** A card that leads to a page of its own (Account, Team, Activiteit). */
function LinkCard({ title, description, to }: { title: string; description: string; to: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to={to}>{messages.links.goTo(title)}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

const themeOptions: { value: Theme; label: string; icon: typeof Sun }[] = [
  { value: "light", label: messages.theme.light, icon: Sun },
  { value: "dark", label: messages.theme.dark, icon: Moon },
  { value: "system", label: messages.theme.system, icon: Monitor },
];

function ThemeCard() {
  const [theme, setThemeState] = React.useState<Theme>(getTheme);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{messages.theme.title}</CardTitle>
        <CardDescription>{messages.theme.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <RadioGroup.Root
          aria-label={messages.theme.label}
          value={theme}
          onValueChange={(v) => {
            setTheme(v as Theme);
            setThemeState(v as Theme);
          }}
          className="grid max-w-md grid-cols-3 gap-2"
        >
          {themeOptions.map((o) => (
            <RadioGroup.Item
              key={o.value}
              value={o.value}
              className={cn(
                "flex flex-col items-center gap-1 rounded-md border p-3 text-sm hover:bg-accent",
                "data-[state=checked]:border-primary data-[state=checked]:ring-2 data-[state=checked]:ring-primary/40",
              )}
            >
              <o.icon aria-hidden className="size-5" />
              {o.label}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </CardContent>
    </Card>
  );
}
