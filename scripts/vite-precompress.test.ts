import { afterEach, describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { precompressDir } from "./vite-precompress";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("precompressDir", () => {
  it("writes .br and .gz next to text files above 1 KiB that decompress to the file", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "normwijs-precompress-"));
    mkdirSync(path.join(dir, "assets"));
    const js = "export const tekst = 'Normwijs';\n".repeat(100);
    writeFileSync(path.join(dir, "assets", "index-abc.js"), js);
    writeFileSync(path.join(dir, "index.html"), "<!doctype html>" + "<p>hallo</p>".repeat(200));
    writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\nAllow: /\n");
    writeFileSync(path.join(dir, "logo.png"), Buffer.alloc(5000, 1));

    const done = (await precompressDir(dir)).map((f) => path.relative(dir, f)).sort();

    expect(done).toEqual(["assets/index-abc.js", "index.html"]);
    const file = path.join(dir, "assets", "index-abc.js");
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(js.length / 10);
    expect(existsSync(path.join(dir, "robots.txt.br"))).toBe(false);
    expect(existsSync(path.join(dir, "logo.png.br"))).toBe(false);
  });
});
