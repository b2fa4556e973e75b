/**
 * Starts the real Normwijs server for the Playwright journeys: the built web app, a fresh data
 * directory and SQLite database, on E2E_PORT. Fakes of outside services (never of our own code)
 * are started here too and handed to the server through its normal configuration.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "@core/server/config";
import { startServer } from "../src/server/server";
import { startFakeStripe } from "@modules/billing/server/test/fake-stripe";
import { closedPort } from "@modules/billing/server/test/closed-port";
import { startTestSmtp } from "../src/server/test/smtp";
import { e2eDataDir, e2eEnvFile, e2eMailDir } from "./db";

const port = Number(process.env.E2E_PORT ?? 3100);
// Fresh per run; known to the journeys that set up state directly in the database (e2e/db.ts).
const dataDir = e2eDataDir(port);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const fakeStripe = await startFakeStripe();
// A real SMTP server; every received mail is written as JSON for the journeys to read (e2e/db.ts).
mkdirSync(e2eMailDir(port), { recursive: true });
let mails = 0;
const smtp = await startTestSmtp((mail) => {
  mails += 1;
  writeFileSync(path.join(e2eMailDir(port), `${String(mails).padStart(5, "0")}.json`), JSON.stringify(mail));
});

const env: Record<string, string> = {
  PORT: String(port),
  HOST: "127.0.0.1",
  APP_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  // Each journey signs up its own user from the same address.
  AUTH_RATE_LIMIT: "10000",
  TWO_FACTOR_RATE_LIMIT: "10000",
  SURVEY_RATE_LIMIT: "10000",
  SURVEY_ADDRESS_HOURLY_LIMIT: "100000",
  SURVEY_LINK_MINUTE_LIMIT: "100000",
  SURVEY_LINK_HOURLY_LIMIT: "100000",
  // Billing on, against the fake Stripe (its /pay page stands in for hosted checkout).
  STRIPE_SECRET_KEY: "sk_test_e2e",
  STRIPE_WEBHOOK_SECRET: "whsec_e2e",
  // E2E_STRIPE=unreachable (a second server some journeys start): configured, but nothing answers.
  STRIPE_API_BASE: process.env.E2E_STRIPE === "unreachable" ? `http://127.0.0.1:${await closedPort()}` : fakeStripe.url,
  SMTP_URL: smtp.url,
  // Reminder mails only when a journey asks for them, never by a timer in between.
  REMINDER_INTERVAL_MS: "0",
};

// For `npm run admin` beside it (e2e/db.ts runAdmin): the same database and SMTP server.
writeFileSync(e2eEnvFile(port), JSON.stringify(env));
const server = await startServer(loadConfig(env));
console.log(`e2e server on ${server.url}`);

const stop = async () => {
  await server.close();
  await fakeStripe.close();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
