/**
 * The retention of leavers' records: removed once the organisation's retention after the end date
 * has passed (2 years by default, as the Eigenaar sets), files to the recycle bin, a line in the
 * activity log; current staff and recent leavers stay.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { createActivityLog } from "@modules/activity/server/record";
import { addDays, addMonths, amsterdamDay } from "@core/shared/calendar-day";
import { formatIsoDate } from "@core/shared/dates";
import type { PersonDetailDto, PersonnelListDto } from "../model";
import { removeExpiredPersonnel } from "./retention";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const today = () => amsterdamDay(new Date());

async function person(owner: TestClient, name: string, endDate: string | null) {
  const res = await owner.post<PersonDetailDto>("/api/personnel", { name, relation: "in-dienst", endDate });
  expect(res.status).toBe(201);
  return res.body.person.id;
}

describe("retention of leavers' records", () => {
  it("removes a record once the retention after its end date has passed, with its files to the bin", async () => {
    const owner = await server.user();
    const gone = await person(owner, "Lang Geleden", addDays(addMonths(today(), -24), -1));
    await person(owner, "Net Vertrokken", addMonths(today(), -24));
    await person(owner, "Nog In Dienst", null);
    const item = (
      await owner.post<PersonDetailDto>(`/api/personnel/${gone}/items`, { kind: "vog", issuedOn: "2020-01-01" })
    ).body.person.items[0]!;
    const upload = await owner.fetch(`/api/personnel/${gone}/items/${item.id}/file?name=VOG%20oud.pdf`, {
      method: "POST",
      body: new Uint8Array(Buffer.from("%PDF-1.4 oud")),
    });
    expect(upload.status).toBe(201);

    // Another organisation that keeps records three years: its leaver of two years ago stays.
    const other = await server.user();
    expect((await other.put("/api/personnel/settings", { vogYears: 3, retentionYears: 3, grants: [] })).status).toBe(
      200,
    );
    await person(other, "Bewaard Drie Jaar", addDays(addMonths(today(), -24), -1));

    const activity = createActivityLog(server.db, { TRUST_PROXY: false } as never, server.log);
    expect(await removeExpiredPersonnel({ db: server.db, activity })).toBe(1);

    const names = (await owner.get<PersonnelListDto>("/api/personnel")).body.people.map((p) => p.name);
    expect(names).toEqual(["Net Vertrokken", "Nog In Dienst"]);
    expect((await other.get<PersonnelListDto>("/api/personnel")).body.people.map((p) => p.name)).toEqual([
      "Bewaard Drie Jaar",
    ]);
    const bin = (await owner.get("/api/documents/bin")).body.entries as { name: string }[];
    expect(bin.map((e) => e.name)).toEqual(["VOG oud.pdf"]);
    const log = (await owner.get("/api/activity")).body.entries as Record<string, unknown>[];
    expect(log.find((e) => e.kind === "personnel.expired")).toMatchObject({
      actor: "Normwijs (bewaartermijn)",
      subject: "Lang Geleden",
      detail: `Uit dienst op ${formatIsoDate(addDays(addMonths(today(), -24), -1))}; de bewaartermijn van 2 jaar is voorbij`,
    });

    // Once is enough.
    expect(await removeExpiredPersonnel({ db: server.db, activity })).toBe(0);
  });
});
