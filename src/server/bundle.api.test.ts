/**
 * What `npm start` runs is the bundle (scripts/build.mjs: our code and the npm packages in one
 * file, workers beside it), not the source the other tests load through tsx. This test builds the
 * server afresh into a folder of its own and uses it as a person would: sign up, save a text, take
 * the handbook as PDF and Word file (packages loaded on first use), export everything and import it
 * again (a worker of its own). A package that works from node_modules but not bundled fails here.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startInstanceProcess, type InstanceProcess } from "./test/instance-process";
import { TEST_ORIGIN, TestClient } from "./test/harness";
import { exportZip, postZip } from "@modules/transfer/server/test/transfer-client";

const root = path.resolve(import.meta.dirname, "../..");
// Inside the project, so what the bundle loads on first use (pdfkit, docx, …) resolves from node_modules.
const outDir = path.join(root, "build", `bundle-test-${process.pid}`);
const dataDir = mkdtempSync(path.join(tmpdir(), "normwijs-bundle-"));
let instance: InstanceProcess;

beforeAll(async () => {
  execFileSync(process.execPath, ["scripts/build.mjs", "--server-to", outDir], { cwd: root, stdio: "pipe" });
  instance = await startInstanceProcess(
    {
      DATA_DIR: dataDir,
      APP_URL: TEST_ORIGIN,
      HOST: "127.0.0.1",
      AUTH_SECRET: "bundle-secret-bundle-secret-bundle-0123",
      LOG_LEVEL: "info",
    },
    60_000,
    path.join(outDir, "main.js"),
  );
}, 120_000);

afterAll(async () => {
  await instance?.stop();
  rmSync(outDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
});

describe("the built server (npm start)", () => {
  it("signs up, saves, renders the handbook, exports and imports", async () => {
    const owner = new TestClient(instance.url);
    const signUp = await owner.post("/api/auth/sign-up/email", {
      name: "Anna de Vries",
      email: "anna@voorbeeld.nl",
      password: "een-goed-wachtwoord",
      organisationName: "Praktijk De Linde",
    });
    expect(signUp.status).toBe(200);
    expect((await owner.get("/api/me")).body.organisation.name).toBe("Praktijk De Linde");

    const saved = await owner.put("/api/kms/values/missie-en-visie", {
      value: "Wij helpen gezinnen.",
      baseRevision: 0,
    });
    expect(saved.status).toBe(200);

    const pdf = await owner.fetch("/api/handbook/export.pdf");
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const docx = await owner.fetch("/api/handbook/export.docx");
    expect(docx.status).toBe(200);
    expect(
      Buffer.from(await docx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe("PK");

    // The import goes into an empty organisation: a second person's new one.
    const { bytes } = await exportZip(owner);
    const other = new TestClient(instance.url);
    const otherSignUp = await other.post("/api/auth/sign-up/email", {
      name: "Bram Jansen",
      email: "bram@voorbeeld.nl",
      password: "een-goed-wachtwoord",
      organisationName: "Praktijk Het Anker",
    });
    expect(otherSignUp.status).toBe(200);
    const imported = await postZip(other, bytes);
    expect(imported.status).toBe(200);
    expect((await other.get("/api/kms/values")).body.values["missie-en-visie"].value).toBe("Wij helpen gezinnen.");
    expect(instance.output()).not.toMatch(/Onverwachte fout|Dynamic require/);
  });
});
