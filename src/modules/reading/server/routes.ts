/**
 * /api/reading: Leesbevestigingen. Every member reads the items that ask them and answers; an
 * Eigenaar marks, changes and stops items and sees the overview per item and per member and its CSV.
 * 'Opnieuw laten lezen' belongs to whoever may change the page (or upload the document). Every
 * write is under the billing lock and in the activity log.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppDeps, AppEnv } from "@core/server/http/context";
import { jsonBody, parseWith } from "@core/server/http/validate";
import { assertAllowed } from "@core/server/http/permissions";
import { assertMayEdit } from "@modules/billing/server";
import { csvDownload } from "@core/server/http/csv-download";
import { notFound } from "@core/server/http/errors";
import { amsterdamDay } from "@core/shared/calendar-day";
import { safeId } from "@core/shared/input";
import { confirmReadingSchema, markReadingSchema, newDocumentVersionSchema, readingAudienceSchema } from "../schemas";
import { readingMessages } from "../messages";
import { markItem, newDocumentVersion, rereadTopic, setAudience, unmarkItem } from "./items";
import { confirmItem } from "./confirmations";
import { itemDetail, itemOfSubject, listItems, peopleOverview, readingCsvLines, toReadFor } from "./views";

const idOf = (c: Context<AppEnv>) => parseWith(safeId(readingMessages.notFound), c.req.param("id"));
const kindSchema = z.enum(["topic", "document"], { error: readingMessages.chooseSubject });

export function readingRoutes({ db, config, activity }: Pick<AppDeps, "db" | "config" | "activity">) {
  const manager = (c: Context<AppEnv>) => {
    const member = c.get("member");
    assertAllowed(member, "reading.manage");
    return member;
  };
  const detail = async (c: Context<AppEnv>, id: string) => {
    const found = await itemDetail(db, c.get("member"), c.get("user").id, id);
    if (!found) throw notFound(readingMessages.notFound);
    return found;
  };
  return (
    new Hono<AppEnv>()
      .get("/items", async (c) => c.json({ items: await listItems(db, c.get("member"), c.get("user").id) }))
      .post("/items", jsonBody(markReadingSchema), async (c) => {
        const member = c.get("member");
        await assertMayEdit(db, config, member, "reading.manage");
        const input = await c.req.valid("json")();
        const id = await markItem(db, member, c.get("user"), input);
        const item = await detail(c, id);
        await activity.recordFor(c, "reading.marked", item.subject.title, item.version.label);
        return c.json(item, 201);
      })
      // 'Te lezen' of the caller, for the Overzicht.
      .get("/mine", async (c) => {
        const member = c.get("member");
        return c.json({
          toRead: await toReadFor(db, member.organisationId, { userId: c.get("user").id, role: member.role }),
        });
      })
      .get("/people", async (c) => c.json({ people: await peopleOverview(db, manager(c).organisationId) }))
      .get("/export.csv", async (c) => {
        const member = manager(c);
        return csvDownload(
          readingMessages.csvFileName(amsterdamDay(new Date())),
          readingCsvLines(db, member.organisationId),
        );
      })
      .get("/subject/:kind/:id", async (c) => {
        const kind = parseWith(kindSchema, c.req.param("kind"));
        const id = parseWith(safeId(readingMessages.notFound), c.req.param("id"));
        return c.json({ item: await itemOfSubject(db, c.get("member"), c.get("user").id, kind, id) });
      })
      .get("/items/:id", async (c) => c.json(await detail(c, idOf(c))))
      .put("/items/:id/audience", jsonBody(readingAudienceSchema), async (c) => {
        const id = idOf(c);
        const member = c.get("member");
        await assertMayEdit(db, config, member, "reading.manage");
        const input = await c.req.valid("json")();
        await setAudience(db, member, id, input);
        const item = await detail(c, id);
        await activity.recordFor(c, "reading.changed", item.subject.title, null);
        return c.json(item);
      })
      .delete("/items/:id", async (c) => {
        const id = idOf(c);
        const member = c.get("member");
        await assertMayEdit(db, config, member, "reading.manage");
        const title = (await detail(c, id)).subject.title;
        await unmarkItem(db, member, id);
        await activity.recordFor(c, "reading.unmarked", title, null);
        return c.body(null, 204);
      })
      .post("/items/:id/confirm", jsonBody(confirmReadingSchema), async (c) => {
        const id = idOf(c);
        const member = c.get("member");
        await assertMayEdit(db, config, member, "reading.confirm");
        const input = await c.req.valid("json")();
        const { changed } = await confirmItem(db, member, c.get("user"), id, input);
        const item = await detail(c, id);
        if (changed) {
          const detailText = `${readingMessages.status[input.answer]}, ${item.version.label}`;
          await activity.recordFor(c, "reading.confirmed", item.subject.title, detailText);
        }
        return c.json(item);
      })
      .post("/items/:id/reread", async (c) => {
        const id = idOf(c);
        const member = c.get("member");
        await assertMayEdit(db, config, member, "kms.edit");
        await rereadTopic(db, member, id);
        const item = await detail(c, id);
        await activity.recordFor(c, "reading.reread", item.subject.title, item.version.label);
        return c.json(item);
      })
      .post("/items/:id/version", jsonBody(newDocumentVersionSchema), async (c) => {
        const id = idOf(c);
        const member = c.get("member");
        await assertMayEdit(db, config, member, "documents.upload");
        const input = await c.req.valid("json")();
        await newDocumentVersion(db, member, id, input);
        const item = await detail(c, id);
        await activity.recordFor(
          c,
          input.reread ? "reading.reread" : "reading.version",
          item.subject.title,
          item.version.label,
        );
        return c.json(item);
      })
  );
}
