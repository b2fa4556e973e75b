/**
 * Two instances behind one address: two server processes (src/server/main.ts, as `npm start` runs
 * it) on one PostgreSQL database and one S3 bucket (s3rver), each with its own empty data folder and
 * port, the same secret and APP_URL. The test's client is one browser whose requests go to either
 * instance, as through a load balancer without sticky sessions. An upload begun on one instance
 * resumes and completes on the other, downloads and the ZIP export work from both, a save on one
 * reaches a live stream on the other, two PATCHes of one upload on different instances never write
 * at once, and the bin's sweep and the reminders, which both instances run every 300 ms, do their
 * work once. Only in the PostgreSQL run (scripts/test-postgres.sh): SQLite is one instance.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPgDatabase, TEST_ORIGIN, TestClient } from "./test/harness";
import { startInstanceProcess, type InstanceProcess } from "./test/instance-process";
import { startTestSmtp, type TestSmtp } from "./test/smtp";
import { openStream } from "./test/sse";
import { startFakeS3, type FakeS3 } from "@modules/documents/server/test/fake-s3";
import { createS3Storage } from "@core/server/storage/s3";
import { limits } from "@core/shared/limits";
import { addDays, amsterdamDay } from "@core/shared/calendar-day";

const chunk = limits.uploadChunkBytes;
const tus = { "Tus-Resumable": "1.0.0" };
const patchHeaders = (offset: number) => ({
  ...tus,
  "Upload-Offset": String(offset),
  "Content-Type": "application/offset+octet-stream",
});
const b64 = (s: string) => Buffer.from(s).toString("base64");

let fakeS3: FakeS3 | undefined;
let smtp: TestSmtp | undefined;
let database: Awaited<ReturnType<typeof createPgDatabase>> | undefined;
let sql: pg.Client | undefined;
const instances: InstanceProcess[] = [];
const dataDirs: string[] = [];
let a: InstanceProcess;
let b: InstanceProcess;

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set: run this file with scripts/test-postgres.sh");
  [fakeS3, smtp, database] = await Promise.all([startFakeS3(), startTestSmtp(), createPgDatabase(adminUrl)]);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  const shared = {
    ...fakeS3.env,
    DATABASE_URL: database.url,
    APP_URL: TEST_ORIGIN,
    AUTH_SECRET: "instances-secret-instances-secret-0123",
    SMTP_URL: smtp.url,
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    AUTH_RATE_LIMIT: "1000",
    // Both instances run both jobs all the time, so their runs meet.
    REMINDER_INTERVAL_MS: "300",
    FILE_SWEEP_INTERVAL_MS: "300",
  };
  const start = () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "normwijs-instance-"));
    dataDirs.push(dataDir);
    return startInstanceProcess({ ...shared, DATA_DIR: dataDir }).then((i) => (instances.push(i), i));
  };
  // One after the other: the first one creates the tables.
  a = await start();
  b = await start();
});

afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  await sql?.end();
  await Promise.all([smtp?.close(), fakeS3?.close(), database?.drop()]);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A new signed-in user with their own organisation, through instance `via`. */
async function signUp(via: InstanceProcess, name: string): Promise<TestClient> {
  const client = new TestClient(via.url);
  const email = `${name.toLowerCase().replace(/\W/g, "")}-${randomBytes(4).toString("hex")}@voorbeeld.nl`;
  const res = await client.post("/api/auth/sign-up/email", {
    name,
    email,
    password: "een-goed-wachtwoord",
    organisationName: `Praktijk ${name}`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  client.email = email;
  return client;
}

/** Starts a tus upload (creation only) and answers its address. */
async function createUpload(client: TestClient, filename: string, size: number): Promise<string> {
  const res = await client.fetch("/api/documents/uploads", {
    method: "POST",
    headers: {
      ...tus,
      "Upload-Length": String(size),
      "Upload-Metadata": `filename ${b64(filename)},category ${b64("beleid")},filetype ${b64("application/pdf")}`,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.headers.get("location")!;
}

async function patch(client: TestClient, location: string, offset: number, bytes: Buffer) {
  return client.fetch(location, { method: "PATCH", headers: patchHeaders(offset), body: new Uint8Array(bytes) });
}

async function serverOffset(client: TestClient, location: string): Promise<number> {
  const res = await client.fetch(location, { method: "HEAD", headers: tus });
  expect(res.status).toBe(200);
  return Number(res.headers.get("upload-offset"));
}

async function download(client: TestClient, id: string): Promise<Buffer> {
  const res = await client.fetch(`/api/documents/${id}/content?download=1`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe("two instances on one PostgreSQL database and one S3 bucket", () => {
  let owner: TestClient;
  let ownerOnB: TestClient;
  const bytes = randomBytes(2 * chunk + 123_457);
  let documentId: string;

  beforeAll(async () => {
    owner = await signUp(a, "Anna de Vries");
    ownerOnB = owner.via(b.url);
    expect((await ownerOnB.patch("/api/organisation", { name: "Zorg De Linde" })).status).toBe(200);
  });

  it("an upload begun on one instance resumes and completes on the other", async () => {
    const location = await createUpload(owner, "Beleid.pdf", bytes.length);
    expect((await patch(owner, location, 0, bytes.subarray(0, chunk))).status).toBe(204);

    expect(await serverOffset(ownerOnB, location)).toBe(chunk);
    expect((await patch(ownerOnB, location, chunk, bytes.subarray(chunk, 2 * chunk))).status).toBe(204);
    const last = await patch(ownerOnB, location, 2 * chunk, bytes.subarray(2 * chunk));
    expect(last.status).toBe(200);
    const { file } = (await last.json()) as { file: { id: string; name: string; size: number } };
    expect(file).toMatchObject({ name: "Beleid.pdf", size: bytes.length });
    documentId = file.id;

    for (const client of [owner, ownerOnB]) {
      const listed = await client.get("/api/documents?category=beleid");
      expect(listed.body.files.map((f: { id: string }) => f.id)).toEqual([documentId]);
    }
  });

  it("downloads the document from either instance and exports it in the ZIP from the other", async () => {
    expect((await download(owner, documentId)).equals(bytes)).toBe(true);
    expect((await download(ownerOnB, documentId)).equals(bytes)).toBe(true);
    const res = await ownerOnB.fetch("/api/transfer/export.zip");
    expect(res.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Buffer.from(zip["documenten/beleid/Beleid.pdf"]!).equals(bytes)).toBe(true);
  });

  it("a save on one instance reaches a live stream on the other", async () => {
    const stream = openStream(b.url, owner.cookieHeader);
    try {
      expect((await stream.ready).status).toBe(200);
      await stream.listening;
      const saved = await owner.put("/api/kms/values/missie-en-visie", { value: "Op A opgeslagen", baseRevision: 0 });
      expect(saved.status).toBe(200);
      expect((await stream.next((e) => e.event === "kms", 10_000)).data).toMatchObject({
        name: "missie-en-visie",
        revision: 1,
        updatedByName: "Anna de Vries",
      });
    } finally {
      stream.close();
    }
  });

  it("two PATCHes of one upload on different instances never write at once: one is refused", async () => {
    const second = randomBytes(2 * chunk);
    const location = await createUpload(owner, "Gelijktijdig.pdf", second.length);
    // A's PATCH sends half its chunk and waits; meanwhile the same chunk goes to B (a client that
    // retries on the other instance while its first request still runs).
    let feed!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (feed = c) });
    feed.enqueue(second.subarray(0, chunk / 2));
    const onA = owner
      .fetch(location, { method: "PATCH", headers: patchHeaders(0), body, duplex: "half" } as RequestInit)
      .then(
        (r) => r.status,
        () => "failed",
      );
    await new Promise((r) => setTimeout(r, 500));
    let answeredB = false;
    const onB = patch(ownerOnB, location, 0, second.subarray(0, chunk)).then(
      (r) => ((answeredB = true), r.status),
      () => ((answeredB = true), "failed"),
    );
    for (let waited = 0; waited < 1_500 && !answeredB; waited += 50) await new Promise((r) => setTimeout(r, 50));
    feed.enqueue(second.subarray(chunk / 2, chunk));
    feed.close();
    const statuses = await Promise.all([onA, onB]);
    expect(
      statuses.filter((s) => s === 204),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    expect(
      statuses.filter((s) => s === 409),
      JSON.stringify(statuses),
    ).toHaveLength(1);

    expect(await serverOffset(ownerOnB, location)).toBe(chunk);
    const last = await patch(owner, location, chunk, second.subarray(chunk));
    expect(last.status).toBe(200);
    const { file } = (await last.json()) as { file: { id: string } };
    expect((await download(ownerOnB, file.id)).equals(second)).toBe(true);
  });

  it("the bin's sweep and the reminders run once", async () => {
    // A colleague (Bewerker) in the organisation, so the reminders have two recipients.
    const colleague = await signUp(b, "Bram Jansen");
    const { organisation } = (await owner.get("/api/me")).body;
    const colleagueId = (await colleague.get("/api/me")).body.user.id;
    await sql!.query("delete from membership where user_id = $1", [colleagueId]);
    await sql!.query("insert into membership (organisation_id, user_id, role, created_at) values ($1, $2, $3, $4)", [
      organisation.id,
      colleagueId,
      "editor",
      new Date().toISOString(),
    ]);

    // The document has been in the bin for 31 days; a measure became overdue two days ago.
    expect((await ownerOnB.delete(`/api/documents/${documentId}`)).status).toBe(204);
    const { rows } = await sql!.query("select storage_key from stored_file where id = $1", [documentId]);
    const storageKey = rows[0].storage_key as string;
    await sql!.query("update stored_file set deleted_at = $1 where id = $2", [
      new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString(),
      documentId,
    ]);
    const due = addDays(amsterdamDay(new Date()), -2);
    const measure = { id: "m1", datum: due, risico: "Uitval", actie: "Back-up maken", evaluatie: "" };
    expect((await owner.put("/api/kms/values/maatregelen", { value: [measure], baseRevision: 0 })).status).toBe(200);

    const recipients = [owner.email, colleague.email];
    const reminders = () =>
      smtp!.messages.filter((m) => /^(Weekoverzicht|Verlopen)/.test(m.subject) && recipients.includes(m.to[0]!));
    const purgeLines = () => instances.flatMap((i) => i.output().match(/Prullenbak: \d+ document\(en\)[^\n]*/g) ?? []);
    await expect
      .poll(
        async () => ({
          overdue: recipients.map((to) => reminders().some((m) => m.to[0] === to && m.subject.startsWith("Verlopen"))),
          purged: (await sql!.query("select 1 from stored_file where id = $1", [documentId])).rowCount,
        }),
        { timeout: 20_000, interval: 100 },
      )
      .toEqual({ overdue: [true, true], purged: 0 });
    // Both instances run both jobs several times more before the count.
    await new Promise((r) => setTimeout(r, 2_000));

    expect(purgeLines()).toEqual(["Prullenbak: 1 document(en) na 30 dagen definitief verwijderd."]);
    expect(await createS3Storage(fakeS3!.options).exists(storageKey)).toBe(false);
    expect((await owner.get("/api/documents/bin")).body.files ?? []).toEqual([]);
    const perMail = new Map<string, number>();
    for (const m of reminders())
      perMail.set(`${m.to[0]} ${m.subject}`, (perMail.get(`${m.to[0]} ${m.subject}`) ?? 0) + 1);
    expect(
      [...perMail.values()].every((n) => n === 1),
      JSON.stringify([...perMail]),
    ).toBe(true);
    for (const to of recipients) {
      expect(perMail.get(`${to} Verlopen: Maatregel: Back-up maken (Zorg De Linde)`)).toBe(1);
    }
  });
});
