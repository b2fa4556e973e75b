/** Instellingen: the organisation's name, which only an Eigenaar changes. */
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { OrganisationNameForm } from "./OrganisationNameForm";
import { messages } from "./messages";

export function OrganisationNameCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{messages.organisation.title}</CardTitle>
        <CardDescription>{messages.organisation.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <OrganisationNameForm />
      </CardContent>
    </Card>
  );
}
