/** /abonnement/cancel: the visitor left Stripe Checkout; nothing was charged (Dutch: design deviation 1). */
import { Link } from "@tanstack/react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@core/shared/paths";
import { usePageTitle } from "@/lib/a11y";
import { t } from "./messages";

export function CancelPage() {
  usePageTitle(t.cancelPageTitle);
  return (
    <Card className="mx-auto mt-8 max-w-lg text-center">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          {t.cancelPageTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-muted-foreground">{t.cancelPageText}</p>
        <Button asChild variant="outline">
          <Link to={paths.abonnement}>{t.backToOffer}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
