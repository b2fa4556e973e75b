/**
 * Instellingen > Team: the members (an Eigenaar changes roles and removes members), inviting a
 * colleague, and the open invitations. Results are announced in one live region.
 */
import * as React from "react";
import { emailSchema } from "@modules/auth/schemas";
import { roles } from "@core/shared/permissions";
import type { Role } from "@core/shared/permissions";
import { useQuery } from "@tanstack/react-query";
import { ResultRegion, useResult, type Announce } from "@/components/ui/result-region";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmActions, Dialog, DialogContent } from "@/components/ui/dialog";
import { FieldError, Input, Label, Select } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { RecordTable, type RecordColumn } from "@/components/ui/record-table";
import { errorMessage } from "@/lib/api";
import { refreshMe, useCan, useMe } from "@/lib/session";
import { roleDescriptions, roleNames } from "@core/shared/permissions";
import { formatDateNl } from "@core/shared/format-date";
import type { InvitationDto, TeamMemberDto } from "../model";
import {
  invitationsQuery,
  leaveOrganisation,
  membersQuery,
  useChangeRole,
  useInvite,
  useRemoveMember,
  useResend,
  useRevoke,
} from "./api";
import { messages } from "./messages";
import { LoadError } from "@/components/ui/load-error";

export function TeamPage() {
  const canManage = useCan("team.manage");
  const { result, announce } = useResult();
  return (
    <>
      <PageHeader title={messages.title} description={messages.description} />
      <ResultRegion result={result} testId="team-result" />
      <div className="space-y-6">
        <MembersCard canManage={canManage} announce={announce} />
        {canManage && <InviteCard announce={announce} />}
        {canManage && <InvitationsCard announce={announce} />}
        <RolesCard />
      </div>
    </>
  );
}

function MembersCard({ canManage, announce }: { canManage: boolean; announce: Announce }) {
  const me = useMe();
  const members = useQuery(membersQuery);
  const changeRole = useChangeRole();
  const [removing, setRemoving] = React.useState<TeamMemberDto>();
  const [leaving, setLeaving] = React.useState(false);

  async function onRole(member: TeamMemberDto, role: Role) {
    try {
      await changeRole.mutateAsync({ userId: member.userId, role });
      announce(messages.members.roleChanged(member.name, roleNames[role]));
      if (member.userId === me?.user.id) await refreshMe();
    } catch (e) {
      announce(errorMessage(e), true);
    }
  }

  const memberColumns: RecordColumn<TeamMemberDto>[] = [
    {
      title: messages.members.columns.name,
      cell: (m) => (
        <>
          {m.name}
          {m.userId === me?.user.id && <span className="text-muted-foreground">{messages.members.you}</span>}
        </>
      ),
    },
    { title: messages.members.columns.email, cell: (m) => m.email, className: "break-words" },
    {
      title: messages.members.columns.role,
      cell: (m) =>
        canManage ? (
          <RoleSelect
            label={messages.members.roleOf(m.name)}
            value={m.role}
            disabled={changeRole.isPending}
            onChange={(role) => void onRole(m, role)}
          />
        ) : (
          roleNames[m.role]
        ),
    },
    {
      title: messages.members.columns.since,
      cell: (m) => formatDateNl(new Date(m.since)),
      className: "whitespace-nowrap",
    },
  ];
  if (canManage)
    memberColumns.push({
      title: messages.members.columns.actions,
      hideTitle: true,
      className: "text-right",
      cell: (m) =>
        m.userId !== me?.user.id && (
          <Button variant="outline" size="sm" onClick={() => setRemoving(m)}>
            {messages.remove}
            <span className="sr-only"> {m.name}</span>
          </Button>
        ),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{messages.members.title}</CardTitle>
        <CardDescription>{messages.members.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {members.isPending ? (
          <Spinner label={messages.members.loading} />
        ) : members.isError ? (
          <LoadError error={members.error} onRetry={members.refetch} />
        ) : (
          <RecordTable
            label={messages.members.tableLabel}
            rowTestId="team-member"
            columns={memberColumns}
            rows={members.data}
            rowKey={(m) => m.userId}
          />
        )}
        <Button variant="outline" onClick={() => setLeaving(true)}>
          {messages.members.leave}
        </Button>
      </CardContent>
      <RemoveDialog member={removing} onClose={() => setRemoving(undefined)} announce={announce} />
      <LeaveDialog open={leaving} onClose={() => setLeaving(false)} announce={announce} />
    </Card>
  );
}

function RoleSelect({
  id,
  label,
  value,
  disabled,
  onChange,
}: {
  id?: string;
  label?: string;
  value: Role;
  disabled?: boolean;
  onChange: (role: Role) => void;
}) {
  return (
    <Select
      id={id}
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as Role)}
    >
      {roles.map((r) => (
        <option key={r} value={r}>
          {roleNames[r]}
        </option>
      ))}
    </Select>
  );
}

function RemoveDialog({
  member,
  onClose,
  announce,
}: {
  member: TeamMemberDto | undefined;
  onClose: () => void;
  announce: Announce;
}) {
  const remove = useRemoveMember();
  async function onConfirm() {
    if (!member) return;
    try {
      await remove.mutateAsync(member.userId);
      announce(messages.removeDialog.removed(member.name));
    } catch (e) {
      announce(errorMessage(e), true);
    }
    onClose();
  }
  return (
    <Dialog open={Boolean(member)} onOpenChange={(open) => !open && onClose()}>
      {member && (
        <DialogContent
          title={messages.removeDialog.title(member.name)}
          description={messages.removeDialog.text(member.name, member.email)}
        >
          <ConfirmActions
            keep={messages.cancel}
            confirm={messages.remove}
            onConfirm={() => void onConfirm()}
            pending={remove.isPending}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function LeaveDialog({ open, onClose, announce }: { open: boolean; onClose: () => void; announce: Announce }) {
  const [busy, setBusy] = React.useState(false);
  async function onConfirm() {
    setBusy(true);
    try {
      await leaveOrganisation();
      // Another organisation of this person, or the page for having none.
      window.location.assign("/");
    } catch (e) {
      announce(errorMessage(e), true);
      setBusy(false);
      onClose();
    }
  }
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent title={messages.leaveDialog.title} description={messages.leaveDialog.text}>
        <ConfirmActions
          keep={messages.cancel}
          confirm={messages.leaveDialog.confirm}
          onConfirm={() => void onConfirm()}
          pending={busy}
        />
      </DialogContent>
    </Dialog>
  );
}

function InviteCard({ announce }: { announce: Announce }) {
  const invite = useInvite();
  const [email, setEmail] = React.useState("");
  const [role, setRole] = React.useState<Role>("reader");
  const [error, setError] = React.useState<string>();

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      await invite.mutateAsync({ email: parsed.data, role });
      announce(messages.invite.sent(parsed.data, roleNames[role]));
      setEmail("");
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{messages.invite.title}</CardTitle>
        <CardDescription>{messages.invite.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1 space-y-1.5">
            <Label htmlFor="uitnodiging-email">{messages.email}</Label>
            <Input
              id="uitnodiging-email"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={!!error}
              aria-describedby="uitnodiging-email-err"
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="uitnodiging-rol">{messages.role}</Label>
            <div>
              <RoleSelect id="uitnodiging-rol" value={role} onChange={setRole} />
            </div>
          </div>
          <Button type="submit" disabled={invite.isPending}>
            {messages.invite.send}
          </Button>
        </form>
        <FieldError id="uitnodiging-email-err">{error}</FieldError>
      </CardContent>
    </Card>
  );
}

function InvitationsCard({ announce }: { announce: Announce }) {
  const invitations = useQuery(invitationsQuery);
  const resend = useResend();
  const revoke = useRevoke();
  async function run(what: Promise<unknown>, done: string) {
    try {
      await what;
      announce(done);
    } catch (e) {
      announce(errorMessage(e), true);
    }
  }
  const [now] = React.useState(Date.now);
  const expired = (i: InvitationDto) => Date.parse(i.expiresAt) <= now;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{messages.invitations.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {invitations.isPending ? (
          <Spinner label={messages.invitations.loading} />
        ) : invitations.isError ? (
          <LoadError error={invitations.error} onRetry={invitations.refetch} />
        ) : invitations.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{messages.invitations.empty}</p>
        ) : (
          <ul className="divide-y">
            {invitations.data.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center gap-3 py-2" data-testid="team-invitation">
                <div className="min-w-0 flex-1">
                  <p className="font-medium [overflow-wrap:anywhere]">{i.email}</p>
                  <p className="text-sm text-muted-foreground">
                    {roleNames[i.role]} ·{" "}
                    {expired(i)
                      ? messages.invitations.expired
                      : messages.invitations.validUntil(formatDateNl(new Date(i.expiresAt)))}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={resend.isPending}
                  onClick={() => void run(resend.mutateAsync(i.id), messages.invitations.resent(i.email))}
                >
                  {messages.invitations.resend}
                  <span className="sr-only">{messages.invitations.resendTo(i.email)}</span>
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() => void run(revoke.mutateAsync(i.id), messages.invitations.revoked(i.email))}
                >
                  {messages.invitations.revoke}
                  <span className="sr-only">{messages.invitations.revokeFor(i.email)}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function RolesCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{messages.rolesTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-2 text-sm">
          {roles.map((r) => (
            <div key={r}>
              <dt className="inline font-medium">{roleNames[r]}: </dt>
              <dd className="inline">{roleDescriptions[r]}.</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
