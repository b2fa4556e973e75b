/** The account's API calls: password reset, e-mail confirmation, the Account page and sessions. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { ChangeEmailDto, SessionDto } from "../../../shared/account";
import { queryKeys } from "@/lib/query-keys";

export const requestPasswordReset = (email: string) =>
  api<{ status: true; message: string }>("POST", "/api/auth/request-password-reset", { email });

export const resetLinkValid = (token: string) =>
  api<{ valid: boolean }>("GET", `/api/password-reset/${encodeURIComponent(token)}`).then((r) => r.valid);

export const resetPassword = (token: string, newPassword: string) =>
  api<unknown>("POST", "/api/auth/reset-password", { token, newPassword });

export const confirmEmail = (token: string) =>
  api<{ status: true; email: string | null }>("GET", `/api/auth/verify-email?token=${encodeURIComponent(token)}`);

export const changeName = (name: string) => api<unknown>("POST", "/api/auth/update-user", { name });
export const changeEmail = (input: { newEmail: string; currentPassword: string }) =>
  api<ChangeEmailDto>("POST", "/api/auth/change-email", input);
export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  api<unknown>("POST", "/api/auth/change-password", input);

export const sessionsQuery = queryOptions({
  queryKey: queryKeys.account.sessions,
  queryFn: () => api<{ sessions: SessionDto[] }>("GET", "/api/account/sessions").then((r) => r.sessions),
});

function useSessionsMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}

export const useEndSession = () =>
  useSessionsMutation((id: string) => api<unknown>("DELETE", `/api/account/sessions/${encodeURIComponent(id)}`));
export const useEndOtherSessions = () =>
  useSessionsMutation(() => api<{ ended: number }>("POST", "/api/account/sessions/end-others", {}));
