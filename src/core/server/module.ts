/**
 * What a module brings to the server: its routers under `/api/<name>` (behind the session and
 * organisation check), any public ones, and its background jobs. A module says so in `src/modules/<name>/server/index.ts`;
 * the one list `src/modules/server.ts` registers it, and the composition root mounts every router
 * of the list, so adding a module edits no central file but that list.
 */
import { Hono } from "hono";
import type { Env, MergeSchemaPath, Schema } from "hono/types";

type AnyRouter = Hono<any, any, any>;

export type ServerModule<Name extends string = string, Deps = never> = {
  /** The module's folder, its `/api/<name>` prefix, its query-key root and its permission prefix. */
  name: Name;
  /** Mounted at `/api/<name>`, behind the session and organisation check. */
  routes?: (deps: Deps) => AnyRouter;
  /** Mounted at `/api/<path>` as they are (a link's token is their own check). */
  publicRoutes?: (deps: Deps) => Record<string, AnyRouter>;
  /** Background jobs, started with the server and stopped (awaited) when it closes. */
  jobs?: (deps: Deps) => readonly { stop(): Promise<void> }[];
};

/** Keeps the module's literal name and router types, for the typed client. */
export const defineServerModule = <const M extends ServerModule<string, never>>(module: M): M => module;

type RoutesOf<M> = M extends { name: infer N extends string; routes: (deps: never) => infer R } ? [`/${N}`, R] : never;
type PublicOf<M> = M extends { publicRoutes: (deps: never) => infer P } ? P : Record<never, never>;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** The protected routers of a list of modules, as the table `{ "/name": router }` app.ts mounts. */
export type ModuleRoutes<Ms extends readonly unknown[]> = {
  [E in RoutesOf<Ms[number]> as E[0]]: E[1];
};
/** The public routers of a list of modules, by their paths. */
export type ModulePublicRoutes<Ms extends readonly unknown[]> = UnionToIntersection<PublicOf<Ms[number]>> & object;

/** Starts every job of a list of modules; `stop` ends them all and waits for running ones. */
export function startModuleJobs<Deps>(modules: readonly ServerModule<string, Deps>[], deps: Deps) {
  const jobs = modules.flatMap((m) => m.jobs?.(deps) ?? []);
  return { stop: async () => void (await Promise.all(jobs.map((j) => j.stop()))) };
}

/** Builds the two tables of routers of a list of modules with the dependencies they ask. */
export function moduleRoutes<Deps, const Ms extends readonly ServerModule<string, Deps>[]>(modules: Ms, deps: Deps) {
  const protectedRoutes: Record<string, AnyRouter> = {};
  const publicRoutes: Record<string, AnyRouter> = {};
  for (const m of modules) {
    if (m.routes) protectedRoutes[`/${m.name}`] = m.routes(deps);
    Object.assign(publicRoutes, m.publicRoutes?.(deps));
  }
  return {
    protectedRoutes: protectedRoutes as ModuleRoutes<Ms>,
    publicRoutes: publicRoutes as ModulePublicRoutes<Ms>,
  };
}

type SchemaOf<R> = R extends Hono<any, infer S, any> ? S : never;
type EnvOf<R> = R extends Hono<infer E, any, any> ? E : never;

/**
 * One router of several mounted under their paths (`{ "/links": …, "/questions": … }`), typed so
 * the web's client sees every path: a chain `new Hono().route(…)` starts from an empty schema,
 * which hid the mounted ones from the client's type.
 */
export function subRouters<const R extends Record<`/${string}`, AnyRouter>>(routers: R) {
  const router = new Hono<EnvOf<R[keyof R]> & Env>();
  for (const [path, sub] of Object.entries(routers)) router.route(path, sub);
  type Merged = UnionToIntersection<{ [P in keyof R & string]: MergeSchemaPath<SchemaOf<R[P]>, P> }[keyof R & string]>;
  return router as unknown as Hono<EnvOf<R[keyof R]> & Env, Merged extends Schema ? Merged : never>;
}
