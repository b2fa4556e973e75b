/**
 * 'Actieve sessies' on the Account page: where the person is signed in (device and browser,
 * address, last active), with 'Uitloggen' per other session and 'Overal anders uitloggen'.
 * An ended session is refused on its next request.
 */
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { formatDateTimeNl } from "../../../shared/format-date";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { TableScroll } from "@/components/ui/table-scroll";
import { focusElement } from "@/lib/a11y";
import type { SessionDto } from "../../../shared/account";
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
          <TableScroll label={t.tableLabel}>
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-left">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t.columns.device}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t.columns.address}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t.columns.lastActive}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">{t.columns.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {sessions.data.map((s) => (
                  <tr key={s.id} className="border-b last:border-0" data-testid="account-session">
                    <td className="py-2 pr-4">
                      {s.device}
                      {s.current && <span className="text-muted-foreground">{t.thisSessionSuffix}</span>}
                    </td>
                    <td className="whitespace-nowrap py-2 pr-4">{s.ipAddress ?? t.unknownAddress}</td>
                    <td className="py-2 pr-4 whitespace-nowrap">{when(s.lastActive)}</td>
                    <td className="py-2 text-right">
                      {s.current ? (
                        <span className="text-muted-foreground">{t.thisSession}</span>
                      ) : (
                        <Button variant="outline" size="sm" disabled={endOne.isPending} onClick={() => void onEnd(s)}>
                          {t.signOut}
                          <span className="sr-only"> {t.signOutLabel(s.device, when(s.lastActive))}</span>
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        <Button variant="outline" disabled={others === 0 || endOthers.isPending} onClick={() => void onEndOthers()}>
          {t.signOutOthers}
        </Button>
      </CardContent>
    </Card>
  );
}
