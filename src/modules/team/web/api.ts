/** The team's API calls and queries. */
import { apiQuery, moduleKey } from "@core/web/api-query";
import type { Role } from "@core/shared/permissions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, done, json } from "@/lib/api";

export const membersQuery = apiQuery(client.team.members, undefined, { select: (r) => r.members });

export const invitationsQuery = apiQuery(client.team.invitations, undefined, { select: (r) => r.invitations });

/** Under /api/invitations, not /api/team: refreshing the team after an acceptance does not ask the used link again. */
export const invitationLookupQuery = (token: string) =>
  apiQuery(client.invitations[":token"], { param: { token } }, { staleTime: Infinity });

/** A mutation that refreshes the team's lists afterwards. */
function useTeamMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moduleKey("team") }),
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
