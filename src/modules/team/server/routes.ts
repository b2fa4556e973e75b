/**
 * /api/team (signed-in members): the members, role changes, removal, leaving, and the owner's
 * invitations. /api/invitations (open, rate limited): what a link is, accepting it signed in, and
 * creating an account from it (also when sign-up is closed or by waitlist: an invitation admits).
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "@core/server/http/context";
import { roleNames } from "@core/shared/permissions";
import { actorOf } from "@modules/activity/server";
import type { AppEnv } from "@core/server/http/context";
import type { Mailer } from "@core/server/mail";
import { teamActivity } from "./messages";
import { jsonBody, parseWith, readJson } from "@core/server/http/validate";
import { notFound, unauthenticated } from "@core/server/http/errors";
import { rateLimit } from "@core/server/http/rate-limit";
import { clientAddress } from "@core/server/http/client-address";
import { assertAllowed } from "@core/server/http/permissions";
import { CLIENT_IP_HEADER, invitedSignUp, type Auth, translate } from "@modules/auth/server";
import { safeId, safeLine } from "@core/shared/input";
import { invitedSignUpSchema, inviteSchema, roleChangeSchema } from "../schemas";
import { teamMessages } from "../messages";
import { chooseOrganisation } from "@modules/organisation/server";
import { changeRole, leaveOrganisation, listMembers, removeMember } from "./team";
import { acceptInvitation, Invitations, listInvitations, lookupInvitation, openInvitation } from "./invitations";

const idParam = safeId();
const noInput = z.object({}).strict();

export function teamRoutes({
  db,
  config,
  activity,
  mailer,
}: Pick<AppDeps, "db" | "config" | "activity"> & { mailer: Mailer }) {
  const invitations = new Invitations(db, config, mailer);
  /** 'Anna de Vries (anna@…)' for a member of this organisation (the activity log's subject). */
  const memberText = async (organisationId: string, userId: string) => {
    const row = await db
      .selectFrom("membership")
      .innerJoin("user", "user.id", "membership.user_id")
      .select(["user.name as name", "user.email as email"])
      .where("membership.organisation_id", "=", organisationId)
      .where("membership.user_id", "=", userId)
      .executeTakeFirst();
    return row ? actorOf(row) : null;
  };
  const userIdOf = (c: { req: { param(k: "userId"): string } }) => {
    const parsed = idParam.safeParse(c.req.param("userId"));
    if (!parsed.success) throw notFound(teamMessages.memberNotFound);
    return parsed.data;
  };
  const invitationIdOf = (c: { req: { param(k: "id"): string } }) => {
    const parsed = idParam.safeParse(c.req.param("id"));
    if (!parsed.success) throw notFound(teamMessages.invitationNotFound);
    return parsed.data;
  };

  return new Hono<AppEnv>()
    .get("/members", async (c) => c.json({ members: await listMembers(db, c.get("member").organisationId) }))
    .patch("/members/:userId", jsonBody(roleChangeSchema), async (c) => {
      const member = c.get("member");
      assertAllowed(member, "team.manage");
      const userId = userIdOf(c);
      const { role } = await c.req.valid("json")();
      await changeRole(db, member, userId, role);
      await activity.recordFor(c, "team.role", await memberText(member.organisationId, userId), roleNames[role]);
      return c.json({ members: await listMembers(db, member.organisationId) });
    })
    .delete("/members/:userId", async (c) => {
      const member = c.get("member");
      assertAllowed(member, "team.manage");
      const userId = userIdOf(c);
      const who = await memberText(member.organisationId, userId);
      await removeMember(db, member, userId);
      await activity.recordFor(c, "team.removed", who);
      return c.body(null, 204);
    })
    .post("/leave", async (c) => {
      await readJson(c, noInput, { allowEmpty: true });
      await leaveOrganisation(db, c.get("member"), c.get("user").id);
      await activity.recordFor(c, "team.left");
      return c.body(null, 204);
    })
    .get("/invitations", async (c) => {
      const member = c.get("member");
      assertAllowed(member, "team.manage");
      return c.json({ invitations: await listInvitations(db, member) });
    })
    .post("/invitations", jsonBody(inviteSchema), async (c) => {
      const member = c.get("member");
      assertAllowed(member, "team.manage");
      const { email, role } = await c.req.valid("json")();
      const invited = await invitations.invite(member, c.get("user"), email, role);
      await activity.recordFor(c, "team.invited", email, roleNames[role]);
      return c.json(invited, 201);
    })
    .post("/invitations/:id/resend", async (c) => {
      const member = c.get("member");
      assertAllowed(member, "team.manage");
      await readJson(c, noInput, { allowEmpty: true });
      return c.json(await invitations.resend(member, c.get("user"), invitationIdOf(c)));
    })
    .delete("/invitations/:id", async (c) => {
      const member = c.get("member");
      assertAllowed(member, "team.manage");
      const id = invitationIdOf(c);
      const invitation = await db
        .selectFrom("invitation")
        .select("email")
        .where("organisation_id", "=", member.organisationId)
        .where("id", "=", id)
        .executeTakeFirst();
      await invitations.revoke(member, id);
      await activity.recordFor(c, "team.invitation.revoked", invitation?.email ?? null);
      return c.body(null, 204);
    });
}

const tokenParam = safeLine().max(100);

export function invitationRoutes({
  db,
  config,
  auth,
  activity,
}: Pick<AppDeps, "db" | "config" | "activity"> & { auth: Auth }) {
  const limit = rateLimit(
    { db, config },
    {
      name: "invitation",
      max: config.AUTH_RATE_LIMIT,
      windowSeconds: 60,
    },
  );
  const tokenOf = (c: { req: { param(k: "token"): string } }) => parseWith(tokenParam, c.req.param("token"));

  return new Hono()
    .use("*", limit)
    .get("/:token", async (c) => c.json(await lookupInvitation(db, tokenOf(c))))
    .post("/:token/accept", async (c) => {
      const token = tokenOf(c);
      await readJson(c, noInput, { allowEmpty: true });
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!session) throw unauthenticated();
      const organisationId = await acceptInvitation(db, token, session.user);
      await activity.record({
        organisationId,
        kind: "team.joined",
        userId: session.user.id,
        actor: actorOf(session.user),
        address: activity.address(c),
      });
      // The person came to work in this organisation: this session switches to it.
      await chooseOrganisation(db, session.session.token, organisationId);
      return c.json({ organisationId });
    })
    .post("/:token/sign-up", jsonBody(invitedSignUpSchema), async (c) => {
      const token = tokenOf(c);
      const { name, password } = await c.req.valid("json")();
      const invitation = await openInvitation(db, token);
      // better-auth's own sign-up (its rate limit, password hashing, session cookie), for the
      // invited address; the hook in auth.ts sees the invitation and joins instead of founding.
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_IP_HEADER, clientAddress(c, config.TRUST_PROXY));
      headers.set("content-type", "application/json");
      headers.delete("content-length");
      const request = new Request(`${config.appUrl}/api/auth/sign-up/email`, {
        method: "POST",
        headers,
        body: JSON.stringify({ name, email: invitation.email, password }),
      });
      const response = await invitedSignUp.run({ join: (user) => acceptInvitation(db, token, user) }, () =>
        auth.handler(request),
      );
      if (!response.ok) return translate(response);
      const body = (await response
        .clone()
        .json()
        .catch(() => undefined)) as { user?: { id?: string } } | undefined;
      await activity.record({
        organisationId: invitation.organisationId,
        kind: "team.joined",
        userId: body?.user?.id ?? null,
        actor: actorOf({ name, email: invitation.email }),
        detail: teamActivity.newAccount,
        address: activity.address(c),
      });
      return response;
    });
}
