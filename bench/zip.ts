/**
 * Full export benchmark (issue 10): an organisation with 500 MB of documents (10 × 50 MB, random
 * bytes, uploaded with tus) exported as one ZIP through the real server in a child process, read
 * by the client as fast as it can. Target: the server's resident memory stays flat, under 100 MB
 * above idle, while the ZIP streams. The same ZIP is then imported into a new organisation (upload
 * to a temporary file, every entry hashed, documents stored again), with its memory reported too.
 *
 *   npx tsx bench/zip.ts     (FILES=10 MB_PER_FILE=50 to change the load)
 *
 * Memory is read from /proc/<pid>/status every 20 ms. Throughput depends on the disk and on what
 * else the machine is doing (it may be shared): rerun when in doubt; memory is the target.
 */
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ChildProcess } from "node:child_process";
import { BENCH_ORIGIN, signUp, rssKb, startBenchServer } from "./lib/server-child";

const files = Number(process.env.FILES ?? 10);
const mbPerFile = Number(process.env.MB_PER_FILE ?? 50);
const fileBytes = mbPerFile * 1024 * 1024;
const targetMb = 100;

await runBenchmark();

async function runBenchmark() {
  const work = mkdtempSync(path.join(process.cwd(), ".bench-zip-"));
  let child: ChildProcess | undefined;
  try {
    const source = path.join(work, "source.bin");
    writeFileSync(source, randomBytes(fileBytes));
    const started = await startBenchServer(path.join(work, "data"));
    child = started.child;
    const { url } = started;
    const cookie = await signUp(url, "zip-a");
    for (let i = 0; i < files; i++) await upload(url, cookie, source, i);

    await sleep(1500);
    const idle = rssKb(child.pid!);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssKb(child!.pid!));
    }, 20);

    // The export, streamed to a file as a browser would save it.
    const zipFile = path.join(work, "export.zip");
    const exportStart = performance.now();
    const res = await fetch(`${url}/api/transfer/export.zip`, { headers: { cookie } });
    if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
    await pipeline(Readable.fromWeb(res.body as import("node:stream/web").ReadableStream), createWriteStream(zipFile));
    const exportSeconds = (performance.now() - exportStart) / 1000;
    const exportPeak = peak;
    const zipBytes = statSync(zipFile).size;

    // The import of that ZIP into a new, empty organisation.
    const other = await signUp(url, "zip-b");
    peak = rssKb(child.pid!);
    const importIdle = peak;
    const importStart = performance.now();
    const imported = await fetch(`${url}/api/transfer/import`, {
      method: "POST",
      headers: {
        cookie: other,
        origin: BENCH_ORIGIN,
        "content-type": "application/zip",
        "content-length": String(zipBytes),
      },
      body: Readable.toWeb(createReadStream(zipFile)) as ReadableStream,
      duplex: "half",
    } as RequestInit);
    const answer = await imported.text();
    if (!imported.ok) throw new Error(`import: ${imported.status} ${answer}`);
    const importSeconds = (performance.now() - importStart) / 1000;
    clearInterval(sampler);
    const importPeak = peak;

    const mb = (bytes: number) => bytes / 1024 / 1024;
    const rise = (exportPeak - idle) / 1024;
    const ok = rise < targetMb;
    console.log(`Full export benchmark: ${files} documents × ${mbPerFile} MB, disk store`);
    console.log(
      `  export: ${mb(zipBytes).toFixed(0)} MB ZIP in ${exportSeconds.toFixed(2)} s  ${(mb(zipBytes) / exportSeconds).toFixed(0)} MB/s`,
    );
    console.log(`  server RSS idle:  ${(idle / 1024).toFixed(0)} MB`);
    console.log(`  server RSS peak during the export: +${rise.toFixed(0)} MB above idle (target < ${targetMb} MB)`);
    console.log(
      `  import of the same ZIP: ${importSeconds.toFixed(2)} s  ${(mb(zipBytes) / importSeconds).toFixed(0)} MB/s (${answer}), RSS peak +${((importPeak - importIdle) / 1024).toFixed(0)} MB above its start`,
    );
    console.log(`  ${ok ? "within" : "OUTSIDE"} the target (the machine may be shared: rerun when in doubt)`);
    if (!ok) process.exitCode = 1;
  } finally {
    child?.kill("SIGTERM");
    await sleep(300);
    rmSync(work, { recursive: true, force: true });
  }
}

async function upload(url: string, cookie: string, file: string, i: number): Promise<void> {
  const tus = await import("tus-js-client");
  await new Promise<void>((resolve, reject) => {
    new tus.Upload(createReadStream(file), {
      endpoint: `${url}/api/documents/uploads`,
      headers: { cookie },
      chunkSize: 16 * 1024 * 1024,
      uploadSize: fileBytes,
      retryDelays: null,
      metadata: {
        filename: `Document ${i + 1} — cliëntdossier.pdf`,
        category: ["procesbeschrijvingen", "beleid", "notulen"][i % 3]!,
        filetype: "application/pdf",
      },
      onSuccess: () => resolve(),
      onError: reject,
    }).start();
  });
}

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}
