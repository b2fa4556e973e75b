/**
 * Shown when the server says the signed-in user belongs to no organisation (any more), for
 * example after an owner removed them. Nothing else in the app can work then; signing out can.
 */
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Alert } from "@/components/ui/alert";
import { signOut } from "@/lib/session";
import { messages } from "./messages";

const t = messages.noMembership;

export function NoMembershipPage() {
  const [failed, setFailed] = React.useState(false);

  async function onSignOut() {
    setFailed(false);
    try {
      await signOut();
    } catch {
      return setFailed(true);
    }
    // A full load: the router's error state and every cached answer of this account are gone.
    window.location.assign("/");
  }

  return (
    <main className="flex min-h-svh items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight">{t.title}</h1>
        </CardHeader>
        <CardContent className="space-y-4">
          <p>{t.text}</p>
          <p className="text-muted-foreground">{t.hint}</p>
          {failed && <Alert variant="destructive">{t.signOutFailed}</Alert>}
          <Button type="button" onClick={onSignOut}>
            {t.signOut}
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
