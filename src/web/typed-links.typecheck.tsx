/**
 * Checked by `npm run typecheck` only (nothing imports it): the pages the modules add through
 * src/modules/web.ts keep their route types, so a link to a page that does not exist, or with
 * search parameters the page does not take, fails the typecheck. A module list that lost the
 * types (a union of routes, or a module object annotated as `WebModule`) makes both lines below
 * unused expectations, which fail too.
 */
import { Link } from "@tanstack/react-router";

// @ts-expect-error: no such page
export const NoSuchPage = () => <Link to="/bestaat-niet">-</Link>;
// @ts-expect-error: the actions page takes nieuw=1, not text
export const WrongSearch = () => <Link to="/verbeteren/acties" search={{ nieuw: "ja" }} />;
export const ModulePage = () => <Link to="/leesbevestigingen" />;
