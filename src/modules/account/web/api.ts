/** The account's API calls: password reset, e-mail confirmation, the Account page and sessions. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, done, json } from "@/lib/api";
import { apiQuery } from "@core/web/api-query";
import type { ChangeEmailDto } from "../model";

// Three routes pass better-auth's own answer on when it refuses, which erases their answer's type
// (hono/client): it is declared at the call instead.
export const requestPasswordReset = (email: string) =>
  json(client.auth["request-password-reset"].$post({ json: { email } })) as Promise<{
    status: true;
    message: string;
  }>;

export const resetLinkValid = (token: string) =>
  json(client["password-reset"][":token"].$get({ param: { token } })).then((r) => r.valid);

export const resetPassword = (token: string, newPassword: string) =>
  done(client.auth["reset-password"].$post({ json: { token, newPassword } }));

export const confirmEmail = (token: string) =>
  json(client.auth["verify-email"].$get({ query: { token } })) as Promise<{ status: true; email: string | null }>;

export const changeName = (name: string) => done(client.auth["update-user"].$post({ json: { name } }));
export const changeEmail = (input: { newEmail: string; currentPassword: string }) =>
  json(client.auth["change-email"].$post({ json: input })) as Promise<ChangeEmailDto>;
export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  done(client.auth["change-password"].$post({ json: input }));

export const sessionsQuery = apiQuery(client.account.sessions, undefined, { select: (r) => r.sessions });

function useSessionsMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}

export const useEndSession = () =>
  useSessionsMutation((id: string) => done(client.account.sessions[":id"].$delete({ param: { id } })));
export const useEndOtherSessions = () => useSessionsMutation(() => json(client.account.sessions["end-others"].$post()));
