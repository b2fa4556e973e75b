/**
 * Reads an uploaded .docx in a worker thread (http/parse-worker.ts): a hostile file (a ZIP bomb,
 * XML that inflates to millions of elements, a pattern that makes a parser slow) costs that worker
 * its heap or its time, never the server's. One parse at a time per instance.
 */
import type { Config } from "@core/server/config";
import { ApiError } from "@core/server/http/errors";
import { parseQueue, runInWorker } from "@core/server/http/parse-worker";
import { handbookImportMessages as t } from "../messages";
import { type ParsedHandbook } from "../model";

const entry = new URL("./docx.worker.ts", import.meta.url);

export function parseDocx(config: Config, file: string): Promise<ParsedHandbook> {
  const refusals = {
    tooComplex: () => new ApiError(413, "too_complex", t.tooComplex),
    busy: () => new ApiError(503, "parser_busy", t.busy),
  };
  return parseQueue(config).run(
    () =>
      runInWorker<{ file: string }, ParsedHandbook>(
        entry,
        { file },
        { memoryMb: config.PARSE_MEMORY_MB, timeoutMs: config.PARSE_TIMEOUT_MS },
        refusals,
      ),
    refusals.busy,
  );
}
