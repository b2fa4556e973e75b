/** The frame of the signed-out account pages (forgotten password, new password, confirm e-mail). */
import type * as React from "react";
import { Link } from "@tanstack/react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { mainId, usePageTitle } from "@/lib/a11y";
import { paths } from "@core/shared/paths";
import { messages } from "./messages";

export function AccountLayout({ title, children }: { title: string; children: React.ReactNode }) {
  usePageTitle(title);
  return (
    <main id={mainId} className="flex min-h-svh items-center justify-center p-4 outline-none">
      <Card className="w-full max-w-md">
        <CardHeader>
          <Link to={paths.home} className="text-sm text-primary hover:underline">
            {messages.backHome}
          </Link>
          <CardTitle as="h1" size="lg">
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">{children}</CardContent>
      </Card>
    </main>
  );
}
