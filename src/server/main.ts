/** Entry point of `npm start`: validate the configuration, start, and shut down cleanly on SIGTERM. */
import { ConfigError, loadConfig } from "@core/server/config";
import { startServer } from "./server";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const server = await startServer(config);
  server.log.info(
    // The address this instance listens on too: behind a load balancer it differs from APP_URL.
    `Normwijs draait op ${config.appUrl} (luistert op ${server.url}, database: ${config.database.kind}, aanmelden: ${config.SIGNUP_MODE})`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.log.info(`${signal} ontvangen: lopende verzoeken afronden en stoppen…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await server.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((e) => {
  console.error("Normwijs kon niet starten:", e);
  process.exit(1);
});
