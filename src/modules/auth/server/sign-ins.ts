/**
 * Sign-ins in the activity log. Signing in is not tied to one organisation, so an entry goes to
 * every organisation the person is a member of. A failed sign-in with a wrong password for a known
 * address is recorded the same way; an address without an account belongs to no organisation and
 * is not recorded. With two-factor sign-in, the sign-in is recorded once, when the second step
 * succeeds; a wrong code is a failed sign-in of the person whose first step it continues (found
 * through better-auth's two-factor cookie and its verification record). Whether a code is a sign-in
 * at all is decided as better-auth decides it: by a live session, whatever cookies come along.
 * Other failed checks of a person's password (changing the e-mail address) are recorded the same
 * way, through recordForPerson.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "@core/server/db";
import type { ActivityKind } from "@modules/activity/model";
import { singleCookie } from "@core/server/http/cookies";
import type { Auth } from "./auth";
import { actorOf, type ActivityLog } from "@modules/activity/server";
import { signInDetails } from "./messages";

type Person = { id: string; name: string; email: string };

export function recordSignIns(db: Db, activity: ActivityLog, cookieName: string, auth: Auth) {
  // better-auth names its two-factor cookie like the session cookie: `[__Secure-]better-auth.two_factor`.
  const twoFactorCookie = cookieName.replace(/session_token$/, "two_factor");

  /** Who is between the two steps: the user id behind the two-factor cookie, if still valid. */
  async function personInSecondStep(c: Context): Promise<Person | undefined> {
    const cookie = singleCookie(c.req.header("cookie"), twoFactorCookie);
    let identifier: string | undefined;
    try {
      identifier = cookie ? decodeURIComponent(cookie).split(".")[0] : undefined;
    } catch {
      return undefined;
    }
    if (!identifier) return undefined;
    const context = await auth.$context;
    const verification = await context.internalAdapter.findVerificationValue(identifier);
    if (!verification?.value) return undefined;
    return db
      .selectFrom("user")
      .select(["id", "name", "email"])
      .where("id", "=", verification.value)
      .executeTakeFirst();
  }

  async function recordForPerson(c: Context, person: Person, kind: ActivityKind, detail?: string) {
    const memberships = await db
      .selectFrom("membership")
      .select("organisation_id")
      .where("user_id", "=", person.id)
      .execute();
    for (const m of memberships) {
      await activity.record({
        organisationId: m.organisation_id,
        kind,
        userId: person.id,
        actor: actorOf(person),
        detail,
        address: activity.address(c),
      });
    }
  }

  const signedInPerson = async (res: Response): Promise<Person | undefined> => {
    const body = (await res
      .clone()
      .json()
      .catch(() => undefined)) as { user?: Partial<Person> } | undefined;
    const user = body?.user;
    return user?.id && user.name !== undefined && user.email ? (user as Person) : undefined;
  };

  const password: MiddlewareHandler = async (c, next) => {
    const sent = (await c.req.raw
      .clone()
      .json()
      .catch(() => undefined)) as { email?: unknown } | undefined;
    await next();
    if (c.res.ok) {
      // No user in the answer: the second step (two-factor) is still to come.
      const person = await signedInPerson(c.res);
      if (person) await recordForPerson(c, person, "signin");
      return;
    }
    if (c.res.status !== 401 || typeof sent?.email !== "string") return;
    const person = await db
      .selectFrom("user")
      .select(["id", "name", "email"])
      .where((eb) => eb.fn("lower", ["email"]), "=", sent.email.trim().toLowerCase())
      .executeTakeFirst();
    if (person) await recordForPerson(c, person, "signin.failed", signInDetails.wrongPassword);
  };

  const secondStep: MiddlewareHandler = async (c, next) => {
    // The same endpoint confirms a new authenticator on the Account page: that is no sign-in.
    // better-auth tells the two apart by a live session, not by the cookies sent (a stale session
    // cookie next to the two-factor cookie is still a sign-in), and so does this.
    const alreadySignedIn = await auth.api
      .getSession({ headers: c.req.raw.headers })
      .then((session) => Boolean(session))
      .catch(() => false);
    // Read before the step: a correct code ends the verification record.
    const pending = alreadySignedIn ? undefined : await personInSecondStep(c).catch(() => undefined);
    await next();
    if (alreadySignedIn) return;
    if (c.res.status === 401) {
      if (pending) await recordForPerson(c, pending, "signin.failed", signInDetails.wrongCode);
      return;
    }
    if (!c.res.ok) return;
    const person = await signedInPerson(c.res);
    if (person) await recordForPerson(c, person, "signin", signInDetails.withTwoFactor);
  };

  return { password, secondStep, recordForPerson };
}
