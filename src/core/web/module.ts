/**
 * What a module brings to the web app: its pages, made under the signed-in shell's route. A module
 * says so in `src/modules/<name>/web/index.ts`; the one list `src/modules/web.ts` registers it and
 * the router (src/web/router.tsx) adds every page of the list. A page's component stays lazy
 * (`lazyRouteComponent`), so its code loads when the page is first opened. The list checks
 * each module against `WebModule`; a module's own object is not annotated, so its routes keep
 * their types (a contextual `AnyRoute[]` made them `any`, and the typed links stopped checking).
 */
import type { AnyRoute } from "@tanstack/react-router";
import type { RootRoute, ShellRoute } from "@/router";

/**
 * The signed-in shell's route (the router's), the parent of a module's pages; the root route, the
 * parent of its public ones.
 */
export type { RootRoute, ShellRoute };

export type WebModule<Name extends string = string> = {
  /** The module's folder, as on the server. */
  name: Name;
  /** The module's routes under the shell (`getParentRoute: () => shell`). */
  pages?: (shell: ShellRoute) => readonly AnyRoute[];
  /**
   * Its pages outside the shell (`getParentRoute: () => root`): open to anyone with the link, signed
   * in or not, in the signed-out frame (a questionnaire, a reset link, the auditor's view).
   */
  publicPages?: (root: RootRoute) => readonly AnyRoute[];
};

/** The pages under `Key` of a list of modules as one tuple, each route with its own type (a union lost them). */
export type ModulePages<
  Ms extends readonly unknown[],
  Key extends "pages" | "publicPages" = "pages",
> = Ms extends readonly [infer First, ...infer Rest]
  ? [
      ...(First extends { [K in Key]: (parent: never) => infer P extends readonly unknown[] } ? P : []),
      ...ModulePages<Rest, Key>,
    ]
  : [];

/** Every page of the modules in the list, made under the shell. */
export const modulePages = <const Ms extends readonly WebModule[]>(modules: Ms, shell: ShellRoute) =>
  modules.flatMap((m) => m.pages?.(shell) ?? []) as unknown as ModulePages<Ms>;

/** Every public page of the modules in the list, made under the root route. */
export const modulePublicPages = <const Ms extends readonly WebModule[]>(modules: Ms, root: RootRoute) =>
  modules.flatMap((m) => m.publicPages?.(root) ?? []) as unknown as ModulePages<Ms, "publicPages">;
