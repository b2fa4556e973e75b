/**
 * What a module brings to the web app: its pages, made under the signed-in shell's route. A module
 * says so in `src/modules/<name>/web/index.ts`; the one list `src/modules/web.ts` registers it and
 * the router (src/web/router.tsx) adds every page of the list. A page's component stays lazy
 * (`lazyRouteComponent`), so its code loads when the page is first opened. The list checks
 * each module against `WebModule`; a module's own object is not annotated, so its routes keep
 * their types (a contextual `AnyRoute[]` made them `any`, and the typed links stopped checking).
 */
import type { AnyRoute } from "@tanstack/react-router";

export type WebModule<Name extends string = string> = {
  /** The module's folder, as on the server. */
  name: Name;
  /** The module's routes under the shell (`getParentRoute: () => shell`). */
  pages?: <Shell extends AnyRoute>(shell: Shell) => readonly AnyRoute[];
};
