/** Reads the live-update stream (GET /api/kms/events) as a browser's EventSource would, for tests. */
import { TEST_ORIGIN } from "./harness";

export type Sse = { event: string; data: any };

/** An EventSource stand-in: reads the stream and collects its events. */
export function openStream(baseUrl: string, cookie: string, headers: Record<string, string> = {}) {
  const events: Sse[] = [];
  const waiters = new Set<() => void>();
  const controller = new AbortController();
  let response!: Response;
  const ready = fetch(baseUrl + "/api/kms/events", {
    headers: { cookie, origin: TEST_ORIGIN, accept: "text/event-stream", ...headers },
    signal: controller.signal,
  }).then((res) => {
    response = res;
    return res;
  });
  let connected!: () => void;
  /** The server's first block arrived: it listens for events from then on. */
  const listening = new Promise<void>((resolve) => (connected = resolve));
  const ended = ready.then(async (res) => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          connected();
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = block.split("\n");
          const event = lines.find((l) => l.startsWith("event: "))?.slice(7);
          const data = lines
            .filter((l) => l.startsWith("data: "))
            .map((l) => l.slice(6))
            .join("\n");
          if (event) events.push({ event, data: JSON.parse(data) });
          waiters.forEach((w) => w());
        }
      }
    } catch {
      // Aborted by the test.
    }
  });
  return {
    ready,
    listening,
    get response() {
      return response;
    },
    events,
    ended,
    close: () => controller.abort(),
    async next(predicate: (e: Sse) => boolean, timeoutMs = 3_000): Promise<Sse> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = events.find(predicate);
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`no such event; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const w = () => {
            waiters.delete(w);
            resolve();
          };
          waiters.add(w);
          setTimeout(w, 50);
        });
      }
    },
  };
}
