/** The private calendar feed: its address to copy or open, and 'Nieuwe link maken' (the old one stops working). */
import * as React from "react";
import { Copy, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, Label } from "@/components/ui/input";
import type { Announce } from "@/components/ui/result-region";
import { errorMessage } from "@/lib/api";
import { useFeed, useRenewFeed } from "./api";
import { messages } from "./messages";

export function FeedCard({ announce }: { announce: Announce }) {
  const m = messages.calendar;
  const { data } = useFeed();
  const renew = useRenewFeed();
  const field = React.useRef<HTMLInputElement>(null);

  async function copy() {
    if (!data) return;
    try {
      await navigator.clipboard.writeText(data.url);
      announce(m.copied);
    } catch {
      field.current?.select();
      announce(m.copyFailed, true);
    }
  }

  async function renewLink() {
    try {
      await renew.mutateAsync();
      announce(m.renewed);
      field.current?.focus();
    } catch (e) {
      announce(errorMessage(e), true);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{m.feedTitle}</CardTitle>
        <CardDescription>{m.feedDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="space-y-1">
          <Label htmlFor="agendalink">{m.feedLabel}</Label>
          <Input
            id="agendalink"
            ref={field}
            readOnly
            value={data?.url ?? ""}
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-xs"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void copy()} disabled={!data}>
            <Copy aria-hidden /> {m.copy}
          </Button>
          {data && (
            <Button asChild variant="outline">
              <a href={data.url}>{m.openFeed}</a>
            </Button>
          )}
          <Button variant="outline" onClick={() => void renewLink()} disabled={renew.isPending}>
            <RefreshCw aria-hidden /> {m.renew}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
