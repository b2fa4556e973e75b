/**
 * The modules' server parts, one line each: the composition root (src/server/server.ts) mounts
 * their routers from this list, and the web's typed client reads their types from it. A new module
 * adds its line here and in src/modules/web.ts.
 */
import { actionsServer } from "./actions/server";
import { personnelServer } from "./personnel/server";

export const serverModules = [actionsServer, personnelServer] as const;
