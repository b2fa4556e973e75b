/**
 * The HTTP server's connection timeouts, and closing kept-alive connections without dropping a
 * request that is on its way. The choices (see docs/ARCHITECTURE.md, 'Connections and timeouts'):
 *
 * - Slow clients: all request headers within HTTP_HEADERS_TIMEOUT_MS (15 s), the whole request,
 *   body included, within HTTP_REQUEST_TIMEOUT_MS (60 s), else Node answers 408 and closes. These
 *   clocks run only while a request is coming in: Node starts them when a request's first byte is
 *   read (or the connection is opened) and stops them when the request has fully arrived, so they
 *   never touch an idle kept-alive connection, nor a request the server is still answering. Node
 *   looks for late requests every `connectionsCheckingInterval` (30 s by default, so a slow client
 *   could hold on for up to 30 s past its deadline), here a quarter of the headers timeout, at
 *   most 1 s.
 * - Idle connections: closed after HTTP_KEEP_ALIVE_TIMEOUT_MS (65 s; Node waits 1 s more). An
 *   HTTP/1.1 client may send its next request on an idle connection at the very moment the
 *   server closes it, and that request is lost (the client sees ECONNRESET or 'socket hang up').
 *   The side that closes an idle connection must therefore be the client, with time to spare.
 *   Clients are told `Keep-Alive: timeout=60` (5 s less than the server waits): Node's fetch and
 *   http Agent close theirs 1–2 s before the announced time, so 7–8 s before the server would,
 *   which covers their own timers running late on a busy machine. Reverse proxies (nginx's
 *   upstream keep-alive), load balancers and Chrome do not read the announcement; proxies and load
 *   balancers keep an idle connection for 60 s by default, 6 s less than the server. Node's
 *   default (5 s, announced as 5, client timers 3–4 s) made the server the side that closes for
 *   all of those, and left 2 s for a busy client's timers.
 * - A request that arrived while the event loop was busy: Node runs expired timers before it
 *   reads sockets, so after a busy stretch (many requests at once, or a machine short of CPU) the
 *   idle timer of a connection can fire while that connection's next request is already waiting,
 *   unread; Node then closes the connection with the request in it. The server looks once more
 *   after the sockets have been read (`manageConnections`) and closes only a connection on which
 *   nothing arrived. A client that closes first sends its last request at least a second before
 *   the server's timer is due, so that request is always read by then, however late the timer
 *   runs.
 *
 * - New connections under load (the cause of requests left unanswered for more than 10 s while
 *   the p99 stayed low): libuv takes in one new connection per turn of the event loop, and with
 *   many busy connections a turn lasts as long as all their readable requests take. Requests
 *   therefore start one per turn while others wait (`oneStartPerTurn`, in arrival order), so a new
 *   connection is taken in as fast as requests are served.
 *
 * None of this weakens the protection against slow clients: a kept-alive connection can only be
 * idle after a complete request, and the headers and request timeouts apply to every request.
 */
import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { Config } from "@core/server/config";

/** Options for Node's http.createServer. */
export function httpServerOptions(config: Config) {
  const headersTimeout = Math.min(config.HTTP_HEADERS_TIMEOUT_MS, config.HTTP_REQUEST_TIMEOUT_MS);
  return {
    headersTimeout,
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, headersTimeout / 4)),
  };
}

/**
 * The idle time announced to clients (`Keep-Alive: timeout=`): 5 s less than the server waits
 * (Node adds 1 s more), so a client that follows it closes its idle connection at least 6 s before
 * the server would, even when its own timers run late because its machine is busy.
 */
export function announcedKeepAliveSeconds(config: Config): number {
  return Math.max(1, Math.floor(config.HTTP_KEEP_ALIVE_TIMEOUT_MS / 1000) - 5);
}

export type Connections = {
  /**
   * Stops the server: no new connections, idle ones closed at once, and so are connections on
   * which the client has not sent a byte yet (Node stops its headers timeout when the server
   * closes, so nothing else would end those). A connection busy when the stop begins is closed as
   * soon as its answer is out (answers from now on say `Connection: close`) rather than after the
   * keep-alive timeout. Resolves when every connection is closed.
   */
  stop(): Promise<void>;
};

/**
 * Takes over closing idle connections. With a 'timeout' listener on the server, Node no longer
 * closes a socket whose timer fired: this does, in the check phase that follows the poll phase,
 * unless bytes arrived on it meanwhile (its next request, which Node then serves; a request that
 * stops halfway is the headers timeout's). The only socket timer this server sets is the
 * keep-alive one (server.timeout stays 0).
 */
export function manageConnections(server: Server, config: Config): Connections {
  const keepAlive = `timeout=${announcedKeepAliveSeconds(config)}`;
  // Node would announce the full timeout; a header of our own replaces its one.
  server.prependListener("request", (_req, res) => {
    res.setHeader("Keep-Alive", keepAlive);
  });
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("timeout", (socket: Socket) => {
    const bytesRead = socket.bytesRead;
    setImmediate(() => {
      if (!socket.destroyed && socket.bytesRead === bytesRead) socket.destroy();
    });
  });
  return {
    stop() {
      server.prependListener("request", (_req, res) => {
        res.shouldKeepAlive = false;
      });
      const sweep = () => {
        server.closeIdleConnections();
        for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
      };
      return new Promise<void>((resolve) => {
        const timer = setInterval(sweep, 100);
        server.close(() => {
          clearInterval(timer);
          resolve();
        });
        sweep();
      });
    },
  };
}

/**
 * Starts requests one per event-loop turn while others wait, so that new connections are taken in
 * as fast as requests are served. libuv takes in (accepts) one new connection per turn of the event
 * loop, and a turn lasts as long as the requests that became readable in it take to handle — with
 * SQLite that is all their synchronous work. Under load, connections already open kept every turn
 * long, and a new connection waited in the kernel's queue for many turns: with 100 clients opening
 * connections at once, the last was taken in after 15 s and its first request went unanswered for
 * that long, while the p99 of the others stayed under a second (bench/load.ts). Waiting requests
 * start in arrival order; each start costs one more turn of the loop (tens of microseconds).
 * `admit()` answers undefined when the request may start now, else a promise for its turn.
 */
export function oneStartPerTurn(): () => Promise<void> | undefined {
  const waiting: (() => void)[] = [];
  let startedThisTurn = false;
  const nextTurn = () => {
    const next = waiting.shift();
    startedThisTurn = next !== undefined;
    if (next) {
      setImmediate(nextTurn);
      next();
    }
  };
  return () => {
    if (!startedThisTurn && waiting.length === 0) {
      startedThisTurn = true;
      setImmediate(nextTurn);
      return undefined;
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
}
