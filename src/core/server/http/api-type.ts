/**
 * The type of the API as the web's typed client sees it (`hono/client`): the routers of a table
 * `{ "/path": router }` mounted under /api. Types only; app.ts mounts the same tables in a loop.
 */
import type { Hono } from "hono";
import type { MergeSchemaPath, Schema } from "hono/types";

type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

type Mounted<Routes> = {
  [P in keyof Routes & string]: Routes[P] extends Hono<infer _E, infer S, infer _B>
    ? MergeSchemaPath<S, `/api${P}`>
    : never;
}[keyof Routes & string];

export type MountedApi<Routes> = Intersection<Mounted<Routes>> extends infer S extends Schema ? Hono<object, S> : never;
