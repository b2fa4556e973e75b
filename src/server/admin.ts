/**
 * Operator commands, run next to the server with the same configuration (environment):
 *
 *   npm run admin -- waitlist list
 *   npm run admin -- waitlist approve anna@voorbeeld.nl
 */
import { ConfigError, loadConfig } from "./config";
import { closeDatabase, migrateToLatest, openDatabase } from "./db";
import { emailSchema } from "../shared/schemas";
import { approveWaitlist, listWaitlist } from "./waitlist/waitlist";
import { createAuth, migrateAuthTables } from "./auth/auth";
import { createMailer } from "./mail";
import { createLogger } from "./logger";

const usage = `Gebruik:
  npm run admin -- waitlist list                 toont de wachtlijst
  npm run admin -- waitlist approve <e-mailadres> laat dit adres toe: het kan daarna een account aanmaken`;

async function main(args: string[]): Promise<number> {
  const [group, command, arg] = args;
  if (group !== "waitlist" || !["list", "approve"].includes(command ?? "")) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    // The tables exist even if the server never started against this database.
    const log = createLogger(config.LOG_LEVEL);
    await migrateAuthTables(createAuth(config, db, createMailer(config, log), log));
    await migrateToLatest(db);
    if (command === "list") {
      const rows = await listWaitlist(db);
      if (rows.length === 0) console.log("De wachtlijst is leeg.");
      for (const r of rows)
        console.log(`${r.email}\t${r.approved_at ? `toegelaten ${r.approved_at}` : `wacht sinds ${r.created_at}`}`);
      return 0;
    }
    const email = emailSchema.safeParse(arg ?? "");
    if (!email.success) {
      console.error(`Ongeldig e-mailadres: ${arg ?? "(geen)"}\n\n${usage}`);
      return 2;
    }
    await approveWaitlist(db, email.data);
    await createMailer(config, createLogger("info")).send({
      to: email.data,
      subject: "U kunt nu een account aanmaken bij Normwijs",
      text: `Goed nieuws: u bent toegelaten tot Normwijs.\n\nGa naar ${config.appUrl} en maak met dit e-mailadres uw account aan.\n\nMet vriendelijke groet,\nNormwijs`,
    });
    console.log(`${email.data} is toegelaten en kan nu een account aanmaken.`);
    return 0;
  } finally {
    await closeDatabase(db);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof ConfigError ? e.message : e);
    process.exit(1);
  },
);
