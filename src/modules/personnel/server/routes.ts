/**
 * /api/personnel (signed in): Medewerkers. An Eigenaar (and whom she grants it) reads and keeps
 * every record; every other member reads and keeps only their own record (its evidence and files;
 * the person's own fields are the Eigenaar's), and gets 403 for anything else. The rules (VOG every
 * 2 or 3 years, how long a leaver's record is kept) and the grants are the Eigenaar's alone. Every
 * accepted change goes into the activity log, which only an Eigenaar reads.
 */
import { Readable } from "node:stream";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "@core/server/http/context";
import { assertAllowed } from "@core/server/http/permissions";
import { notFound } from "@core/server/http/errors";
import { jsonBody, queryOf } from "@core/server/http/validate";
import { streamingRequest } from "@core/server/http/body";
import { assertEditingAllowed } from "@modules/billing/server";
import { contentDisposition } from "@core/server/http/content-disposition";
import { opensInline, downloadName } from "@modules/documents/server";
import { amsterdamDay } from "@core/shared/calendar-day";
import type { ModuleDeps } from "../../deps";
import { personnelMessages as m } from "../messages";
import type { PersonDetailDto, PersonnelListDto, PersonnelSettingsDto } from "../model";
import { fileQuerySchema, itemSchema, personSchema, personUpdateSchema, settingsSchema } from "../schemas";
import { assertManage, personnelViewer } from "./access";
import {
  addItem,
  createPerson,
  deleteItem,
  deletePerson,
  findItem,
  getPerson,
  listPeople,
  personnelSettings,
  savePersonnelSettings,
  setItemFile,
  updateItem,
  updatePerson,
} from "./people";
import { binFiles, checkUpload, openPersonnelFile, storePersonnelFile } from "./files";
import { personnelActivity } from "./messages";

const uuid = z.uuid();

export function personnelRoutes({
  db,
  config,
  activity,
  storage,
}: Pick<ModuleDeps, "db" | "config" | "activity" | "storage">) {
  const param = (c: Context<AppEnv>, name: string, message: string) => {
    const parsed = uuid.safeParse(c.req.param(name));
    if (!parsed.success) throw notFound(message);
    return parsed.data;
  };
  const personId = (c: Context<AppEnv>) => param(c, "id", m.notFound);
  const itemId = (c: Context<AppEnv>) => param(c, "itemId", m.itemNotFound);
  const viewerOf = (c: Context<AppEnv>) => personnelViewer(db, c.get("member"), c.get("user"));
  /** A change: the billing lock applies as to every other edit. */
  const editor = async (c: Context<AppEnv>) => {
    const viewer = await viewerOf(c);
    await assertEditingAllowed(db, config, viewer.organisationId);
    return viewer;
  };
  const today = () => amsterdamDay(new Date());
  const detail = async (c: Context<AppEnv>, id: string) => {
    const viewer = await viewerOf(c);
    return c.json<PersonDetailDto>({ person: await getPerson(db, viewer, id, today()), mayManage: viewer.manage });
  };

  return (
    new Hono<AppEnv>()
      .get("/", async (c) => c.json<PersonnelListDto>(await listPeople(db, await viewerOf(c), today())))
      .get("/settings", async (c) => {
        assertManage(await viewerOf(c));
        return c.json<PersonnelSettingsDto>(await personnelSettings(db, c.get("member").organisationId));
      })
      .put("/settings", jsonBody(settingsSchema), async (c) => {
        const member = c.get("member");
        assertAllowed(member, "personnel.manage");
        await assertEditingAllowed(db, config, member.organisationId);
        const input = await c.req.valid("json")();
        const settings = await savePersonnelSettings(db, member.organisationId, input);
        await activity.recordFor(
          c,
          "personnel.settings",
          undefined,
          personnelActivity.settings(settings.vogYears, settings.retentionYears, settings.grants.length),
        );
        return c.json<PersonnelSettingsDto>(settings);
      })
      .post("/", jsonBody(personSchema), async (c) => {
        const viewer = await editor(c);
        assertManage(viewer);
        const input = await c.req.valid("json")();
        const id = await createPerson(db, viewer, input);
        await activity.recordFor(c, "personnel.created", input.name);
        const person = await getPerson(db, viewer, id, today());
        return c.json<PersonDetailDto>({ person, mayManage: true }, 201);
      })
      .get("/:id", async (c) => detail(c, personId(c)))
      .put("/:id", jsonBody(personUpdateSchema), async (c) => {
        const id = personId(c);
        const viewer = await editor(c);
        assertManage(viewer);
        const input = await c.req.valid("json")();
        await updatePerson(db, viewer, id, input);
        await activity.recordFor(c, "personnel.changed", input.name);
        return detail(c, id);
      })
      .delete("/:id", async (c) => {
        const id = personId(c);
        const viewer = await editor(c);
        assertManage(viewer);
        const { name, fileIds } = await deletePerson(db, viewer, id);
        await binFiles(db, c.get("member"), c.get("user"), fileIds);
        await activity.recordFor(c, "personnel.removed", name);
        return c.body(null, 204);
      })
      .post("/:id/items", jsonBody(itemSchema), async (c) => {
        const id = personId(c);
        const viewer = await editor(c);
        const input = await c.req.valid("json")();
        const { person } = await addItem(db, viewer, id, input);
        await activity.recordFor(c, "personnel.item", person.name, personnelActivity.item(input.kind, "added"));
        const answer = await getPerson(db, viewer, id, today());
        return c.json<PersonDetailDto>({ person: answer, mayManage: viewer.manage }, 201);
      })
      .put("/:id/items/:itemId", jsonBody(itemSchema), async (c) => {
        const id = personId(c);
        const item = itemId(c);
        const viewer = await editor(c);
        const input = await c.req.valid("json")();
        const person = await updateItem(db, viewer, id, item, input);
        await activity.recordFor(c, "personnel.item", person.name, personnelActivity.item(input.kind, "changed"));
        return detail(c, id);
      })
      .delete("/:id/items/:itemId", async (c) => {
        const id = personId(c);
        const item = itemId(c);
        const viewer = await editor(c);
        const { person, fileId, kind } = await deleteItem(db, viewer, id, item);
        await binFiles(db, c.get("member"), c.get("user"), [fileId]);
        await activity.recordFor(c, "personnel.item", person.name, personnelActivity.item(kind, "removed"));
        return detail(c, id);
      })
      // The file of an item, in one request: the body is the file, its name in ?name=.
      .post("/:id/items/:itemId/file", queryOf(fileQuerySchema), async (c) => {
        const id = personId(c);
        const item = itemId(c);
        const viewer = await editor(c);
        const { person } = await findItem(db, viewer, id, item);
        const { name } = c.req.valid("query")();
        const size = checkUpload(name, c.req.header("content-length"));
        const member = c.get("member");
        const user = c.get("user");
        const file = await storePersonnelFile({ db, config, storage }, member, user, {
          name,
          size,
          contentType: c.req.header("content-type"),
          body: streamingRequest(c).body,
        });
        const replaced = await setItemFile(db, viewer.organisationId, item, file.id);
        await binFiles(db, member, user, [replaced]);
        await activity.recordFor(c, "personnel.file", person.name, file.name);
        const answer = await getPerson(db, viewer, id, today());
        return c.json<PersonDetailDto>({ person: answer, mayManage: viewer.manage }, 201);
      })
      .get("/:id/items/:itemId/file", async (c) => {
        const id = personId(c);
        const viewer = await viewerOf(c);
        const { person, item } = await findItem(db, viewer, id, itemId(c));
        if (!item.file_id) throw notFound(m.fileNotFound);
        const { row, opened } = await openPersonnelFile(db, storage, viewer.organisationId, item.file_id);
        // Who opened a person's file is logged, as for every document (NEN 7513).
        await activity.recordFor(c, "personnel.opened", person.name, row.name ?? "");
        const inline = c.req.query("download") !== "1" && opensInline(row.content_type);
        return new Response(Readable.toWeb(opened.stream) as ReadableStream, {
          status: 200,
          headers: {
            "Content-Type": row.content_type,
            "Content-Length": String(opened.size),
            "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", downloadName(row)),
            "Cache-Control": "private, no-store",
          },
        });
      })
  );
}
