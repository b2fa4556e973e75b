/**
 * 'Actieve sessies' on the Account page: where the person is signed in (device and browser,
 * address, last active), with 'Uitloggen' per other session and 'Overal anders uitloggen'.
 * An ended session is refused on its next request.
 */
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { formatDateTimeNl } from "@core/shared/format-date";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { RecordTable, type RecordColumn } from "@/components/ui/record-table";
import { focusElement } from "@/lib/a11y";
import type { SessionDto } from "../model";
import { errorMessage } from "@/lib/api";
import type { Announce } from "@/components/ui/result-region";
import { sessionsQuery, useEndOtherSessions, useEndSession } from "./api";
import { messages } from "./messages";
import { LoadError } from "@/components/ui/load-error";

const t = messages.sessions;

const when = formatDateTimeNl;

export function SessionsSection({ announce }: { announce: Announce }) {
  const sessions = useQuery(sessionsQuery);
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const heading = React.useRef<HTMLHeadingElement>(null);
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  async function onEnd(session: SessionDto) {
    try {
      await endOne.mutateAsync(session.id);
      announce(t.ended(session.device));
    } catch (e) {
      announce(errorMessage(e), true);
    }
    // The row and its button are gone: the keyboard continues at the section's heading.
    focusElement(heading.current);
  }

  async function onEndOthers() {
    try {
      const { ended } = await endOthers.mutateAsync(undefined);
      announce(t.endedOthers(ended));
    } catch (e) {
      announce(errorMessage(e), true);
    }
    focusElement(heading.current);
  }

  const columns: RecordColumn<SessionDto>[] = [
    {
      title: t.columns.device,
      cell: (s) => (
        <>
          {s.device}
          {s.current && <span className="text-muted-foreground">{t.thisSessionSuffix}</span>}
        </>
      ),
    },
    { title: t.columns.address, cell: (s) => s.ipAddress ?? t.unknownAddress, className: "whitespace-nowrap" },
    { title: t.columns.lastActive, cell: (s) => when(s.lastActive), className: "whitespace-nowrap" },
    {
      title: t.columns.actions,
      hideTitle: true,
      className: "text-right",
      cell: (s) =>
        s.current ? (
          <span className="text-muted-foreground">{t.thisSession}</span>
        ) : (
          <Button variant="outline" size="sm" disabled={endOne.isPending} onClick={() => void onEnd(s)}>
            {t.signOut}
            <span className="sr-only"> {t.signOutLabel(s.device, when(s.lastActive))}</span>
          </Button>
        ),
    },
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle ref={heading} className="outline-none">
          {t.title}
        </CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sessions.isPending ? (
          <Spinner label={t.loading} />
        ) : sessions.isError ? (
          <LoadError error={sessions.error} onRetry={sessions.refetch} />
        ) : (
          <RecordTable label={t.tableLabel} rowTestId="account-session" columns={columns} rows={sessions.data} />
        )}
        <Button variant="outline" disabled={others === 0 || endOthers.isPending} onClick={() => void onEndOthers()}>
          {t.signOutOthers}
        </Button>
      </CardContent>
    </Card>
  );
}
