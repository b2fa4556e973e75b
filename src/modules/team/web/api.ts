/** The team's API calls and queries. */
import type { Role } from "@core/shared/permissions";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { client, done, json } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const membersQuery = queryOptions({
  queryKey: queryKeys.team.members,
  queryFn: () => json(client.team.members.$get()).then((r) => r.members),
});

export const invitationsQuery = queryOptions({
  queryKey: queryKeys.team.invitations,
  queryFn: () => json(client.team.invitations.$get()).then((r) => r.invitations),
});

export const invitationLookupQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.team.invitation(token),
    queryFn: () => json(client.invitations[":token"].$get({ param: { token } })),
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
    done(client.team.members[":userId"].$patch({ param: { userId }, json: { role } })),
  );
export const useRemoveMember = () =>
  useTeamMutation((userId: string) => done(client.team.members[":userId"].$delete({ param: { userId } })));
export const useInvite = () =>
  useTeamMutation((input: { email: string; role: Role }) => json(client.team.invitations.$post({ json: input })));
export const useResend = () =>
  useTeamMutation((id: string) => json(client.team.invitations[":id"].resend.$post({ param: { id } })));
export const useRevoke = () =>
  useTeamMutation((id: string) => done(client.team.invitations[":id"].$delete({ param: { id } })));

export const leaveOrganisation = () => done(client.team.leave.$post());
