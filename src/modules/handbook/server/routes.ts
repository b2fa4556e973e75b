/**
 * /api/handbook: the handbook model for the view, and the handbook as PDF and .docx downloads.
 * Every role may read and export; exporting is never blocked by the billing lock (no edit check).
 * The routes take no input; each reads only the caller's organisation.
 */
import { Hono, type Context } from "hono";
import type { AppDeps } from "@core/server/http/context";
import type { AppEnv } from "@core/server/http/context";
import { assertAllowed } from "@core/server/http/permissions";
import { contentDisposition } from "@core/server/http/content-disposition";
import { handbookFileName } from "../model";
import { loadHandbook } from "./load";
import { renderHandbookPdf } from "./pdf";
import { renderHandbookDocx } from "./docx";
import { makeInTurn, withExportClaim } from "./queue";

const formats = {
  pdf: { contentType: "application/pdf", render: renderHandbookPdf, label: "PDF" },
  docx: {
    label: "Word",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    render: renderHandbookDocx,
  },
} as const;

export function handbookRoutes({ db, activity }: Pick<AppDeps, "db" | "activity">) {
  const exportAs = (extension: keyof typeof formats) => async (c: Context<AppEnv>) => {
    const format = formats[extension];
    const member = c.get("member");
    assertAllowed(member, "transfer.export");
    const { handbook, bytes } = await withExportClaim(member.organisationId, async () => {
      const handbook = await loadHandbook(db, member.organisationId);
      return { handbook, bytes: await makeInTurn(() => format.render(handbook)) };
    });
    await activity.recordFor(c, "export.handbook", null, format.label);
    return c.body(new Uint8Array(bytes), 200, {
      "content-type": format.contentType,
      "content-disposition": contentDisposition("attachment", handbookFileName(handbook, extension)),
      "cache-control": "private, no-store",
    });
  };
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const member = c.get("member");
      assertAllowed(member, "handbook.read");
      return c.json(await loadHandbook(db, member.organisationId));
    })
    .get("/export.pdf", exportAs("pdf"))
    .get("/export.docx", exportAs("docx"));
}
