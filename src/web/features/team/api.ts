/** The team's API calls and queries. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Role } from "../../../shared/schemas";
import type { InvitationDto, InvitationLookupDto, TeamMemberDto } from "../../../shared/team";
import { queryKeys } from "@/lib/query-keys";

export const membersQuery = queryOptions({
  queryKey: queryKeys.team.members,
  queryFn: () => api<{ members: TeamMemberDto[] }>("GET", "/api/team/members").then((r) => r.members),
});

export const invitationsQuery = queryOptions({
  queryKey: queryKeys.team.invitations,
  queryFn: () => api<{ invitations: InvitationDto[] }>("GET", "/api/team/invitations").then((r) => r.invitations),
});

export const invitationLookupQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.team.invitation(token),
    queryFn: () => api<InvitationLookupDto>("GET", `/api/invitations/${encodeURIComponent(token)}`),
    staleTime: Infinity,
  });

/** A mutation that refreshes the team's lists afterwards. */
function useTeamMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all }),
  });
}

export const useChangeRole = () =>
  useTeamMutation(({ userId, role }: { userId: string; role: Role }) =>
    api<unknown>("PATCH", `/api/team/members/${encodeURIComponent(userId)}`, { role }),
  );
export const useRemoveMember = () =>
  useTeamMutation((userId: string) => api<unknown>("DELETE", `/api/team/members/${encodeURIComponent(userId)}`));
export const useInvite = () =>
  useTeamMutation((input: { email: string; role: Role }) => api<InvitationDto>("POST", "/api/team/invitations", input));
export const useResend = () =>
  useTeamMutation((id: string) =>
    api<InvitationDto>("POST", `/api/team/invitations/${encodeURIComponent(id)}/resend`, {}),
  );
export const useRevoke = () =>
  useTeamMutation((id: string) => api<unknown>("DELETE", `/api/team/invitations/${encodeURIComponent(id)}`));

export const leaveOrganisation = () => api<unknown>("POST", "/api/team/leave", {});
