/**
 * The modules' web parts, one line each: the router (src/web/router.tsx) adds their pages from this
 * list. A new module adds its line here and in src/modules/server.ts.
 */
import type { WebModule } from "@core/web/module";
import { actionsWeb } from "./actions/web";
import { personnelWeb } from "./personnel/web";

export const webModules = [actionsWeb, personnelWeb] as const satisfies readonly WebModule[];
