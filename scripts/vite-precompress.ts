/**
 * Vite plugin: after the build, writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9)
 * next to every text file in the output folder (js, css, html, svg, json, txt) above 1 KiB, so the
 * server can send them as they are to a browser that accepts br or gzip, without compressing per request.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const precompressExtensions = [".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt"];
export const precompressMinBytes = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** Compresses every fitting file under `dir`; answers the files it compressed. */
export async function precompressDir(dir: string): Promise<string[]> {
  const done: string[] = [];
  const work: Promise<void>[] = [];
  for await (const file of files(dir)) {
    if (!precompressExtensions.includes(path.extname(file))) continue;
    work.push(
      (async () => {
        const body = await readFile(file);
        if (body.length < precompressMinBytes) return;
        const [br, gz] = await Promise.all([
          brotliAsync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzipAsync(body, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        done.push(file);
      })(),
    );
  }
  await Promise.all(work);
  return done;
}

export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "normwijs-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
