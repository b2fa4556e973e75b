/**
 * Who is signed in and in which organisation: a small store (no React Query, so the signed-out pages
 * do not load it), used by the route guard, the shell and settings. A 401 means signed out (null),
 * not an error. A 403 'no_membership' (signed in, but in no organisation) stays an error: the router
 * shows the no-organisation page for it.
 *
 * The answer is kept for the tab; `ensureMe()` (the router calls it on every navigation) asks the
 * server again once it is older than five minutes, so an expired session or another account signed
 * in elsewhere is noticed. Whenever the signed-in user or organisation changes, `onSessionChange`
 * listeners run (the query client forgets every answer of the previous account).
 */
import * as React from "react";
import type { MeDto } from "@modules/auth/model";
import { ApiRequestError, authEndpoint, getJson, onSessionRefusal, type AnswerOf, type ApiRoutes } from "./fetch";
import { can, type Action } from "@core/shared/permissions";
import { paths } from "@core/shared/paths";
import { libMessages } from "./messages";

export type Me = MeDto;

/** No typed client here: every page loads this store, the signed-out ones too (fetch.ts). */
const askMe = () => getJson<AnswerOf<ApiRoutes["me"]["$get"]>>("/api/me");

/** How long an answer of /api/me is used before a navigation asks the server again. */
export const sessionMaxAge = 5 * 60_000;

/** undefined: not known yet (or the last answer was an error); null: signed out. */
let me: Me | null | undefined;
let fetchedAt = 0;
let pending: Promise<Me | null> | undefined;
let identity = "";
const listeners = new Set<() => void>();
const sessionListeners = new Set<() => void>();

const identityOf = (value: Me | null | undefined) => (value ? `${value.user.id}/${value.organisation.id}` : "");

function set(value: Me | null | undefined): void {
  me = value;
  const next = identityOf(value);
  if (next !== identity) {
    identity = next;
    if (!value && notice) setNotice(undefined);
    for (const fn of [...sessionListeners]) fn();
  }
  for (const fn of [...listeners]) fn();
}

/** A message about a change of organisation the person did not choose, until they close it. */
let notice: string | undefined;
const noticeListeners = new Set<() => void>();
function setNotice(value: string | undefined): void {
  notice = value;
  for (const fn of [...noticeListeners]) fn();
}

/** The session's organisation ended (removed by an owner) while another one remains. */
const isMembershipEnded = (e: unknown) => e instanceof ApiRequestError && e.code === "membership_ended";

async function fetchMe(): Promise<Me | null> {
  const before = me;
  try {
    return await askMe();
  } catch (e) {
    if (e instanceof ApiRequestError && e.status === 401) return null;
    if (!isMembershipEnded(e)) throw e;
    // The server has let go of the ended organisation: the next answer is the one that remains.
    const next = await askMe();
    tellMovedOn(before, next);
    return next;
  }
}

function tellMovedOn(before: Me | null | undefined, next: Me | null): void {
  if (!next) return;
  const ended = before && before.organisation.id !== next.organisation.id ? before.organisation.name : undefined;
  setNotice(libMessages.movedOn(ended, next.organisation.name));
}

const accessListeners = new Set<() => void>();

/**
 * Runs `fn` after a request was refused because the session's organisation ended, once the store
 * knows what is left: another organisation (the notice says so) or none (ensureMe() then fails
 * with no_membership). The router listens, to leave the page of the organisation that ended.
 */
export function onAccessLost(fn: () => void): () => void {
  accessListeners.add(fn);
  return () => accessListeners.delete(fn);
}

onSessionRefusal((error, path) => {
  // /api/me's own refusals are handled where it is asked (fetchMe and the router).
  if (path === "/api/me") return;
  const before = me;
  refreshMe()
    .then((next) => {
      if (error.code === "membership_ended" || next?.organisation.id !== before?.organisation.id) {
        tellMovedOn(before, next);
      }
    })
    .catch(() => undefined)
    .finally(() => {
      for (const fn of [...accessListeners]) fn();
    });
});

/** The notice about an organisation that ended, or undefined. */
export function useSessionNotice(): string | undefined {
  return React.useSyncExternalStore(
    (fn) => {
      noticeListeners.add(fn);
      return () => noticeListeners.delete(fn);
    },
    getSessionNotice,
    getSessionNotice,
  );
}

export const getSessionNotice = (): string | undefined => notice;

export const dismissSessionNotice = () => setNotice(undefined);

/** Asks the server now; concurrent callers share one request. */
export function refreshMe(): Promise<Me | null> {
  pending ??= fetchMe()
    .then(
      (value) => {
        fetchedAt = Date.now();
        set(value);
        return value;
      },
      (e: unknown) => {
        // Offline or a server hiccup: keep a known answer rather than throw the user out.
        if (me !== undefined && e instanceof ApiRequestError && (e.status === 0 || e.status >= 500)) return me;
        set(undefined);
        throw e;
      },
    )
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/** The known answer while it is fresh, else the server's. */
export function ensureMe(): Promise<Me | null> {
  if (me !== undefined && !pending && Date.now() - fetchedAt < sessionMaxAge) return Promise.resolve(me);
  return refreshMe();
}

/** The current answer without asking anyone (undefined: not known). */
export const getMe = (): Me | null | undefined => me;

/** Sets the answer from what the client knows (e.g. signed out, or the organisation renamed). */
export function setMe(value: Me | null | ((current: Me | null | undefined) => Me | null | undefined)): void {
  fetchedAt = Date.now();
  set(typeof value === "function" ? value(me) : value);
}

/** Forgets the answer: the next `ensureMe()` asks the server. */
export function clearMe(): void {
  fetchedAt = 0;
  set(undefined);
}

/** Runs `fn` whenever the signed-in user or organisation changes (including signing out). */
export function onSessionChange(fn: () => void): () => void {
  sessionListeners.add(fn);
  return () => sessionListeners.delete(fn);
}

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** The signed-in user and organisation; null when signed out, undefined while not known. */
export function useMe(): Me | null | undefined {
  const value = React.useSyncExternalStore(subscribe, getMe, getMe);
  React.useEffect(() => {
    if (getMe() === undefined) ensureMe().catch(() => undefined);
  }, []);
  return value;
}

/**
 * The organisation requires two-factor sign-in and this person has not set it up: the app shows
 * only the Account page (the server answers 403 two_factor_required on every data route).
 */
export const needsTwoFactorSetup = (value: Me | null | undefined) =>
  !!value && value.twoFactor.required && !value.twoFactor.enabled;

/** The page where two-factor sign-in is set up. */
export const accountPath = paths.account;

/** The server's answer for a signed-in user who belongs to no organisation (any more). */
export const isNoMembership = (e: unknown) => e instanceof ApiRequestError && e.code === "no_membership";

/** Ends the session on the server. Shared by the shell's menu and the no-organisation page. */
export const signOut = () => authEndpoint("/api/auth/sign-out", {});

/** Work to finish before the session ends (e.g. saving typed text); features register here. */
const beforeSignOut = new Set<() => Promise<void>>();
export function onBeforeSignOut(fn: () => Promise<void>): () => void {
  beforeSignOut.add(fn);
  return () => beforeSignOut.delete(fn);
}
export async function runBeforeSignOut(): Promise<void> {
  await Promise.all([...beforeSignOut].map((fn) => fn().catch(() => undefined)));
}

/** Whether the signed-in member's role may do this action (the server's policy, shared/permissions.ts). */
export function useCan(action: Action): boolean {
  return can(useMe()?.organisation.role, action);
}
