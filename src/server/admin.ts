/**
 * Operator commands, run next to the server with the same configuration (environment):
 *
 *   npm run admin -- waitlist list
 *   npm run admin -- waitlist approve anna@voorbeeld.nl
 *   npm run admin -- reminders run [e-mailadres]
 *   npm run admin -- reminders preview anna@voorbeeld.nl
 */
import { emailSchema } from "@modules/auth/schemas";
import { ConfigError, loadConfig, type Config } from "@core/server/config";
import { closeDatabase, migrateToLatest, openDatabase, type Db } from "@core/server/db";
import { admittedMail, approveWaitlist, listWaitlist } from "@modules/waitlist/server";
import { createAuth, migrateAuthTables } from "@modules/auth/server";
import { createMailer } from "@core/server/mail";
import { createLogger } from "@core/server/logger";

const usage = `Gebruik:
  npm run admin -- waitlist list                 toont de wachtlijst
  npm run admin -- waitlist approve <e-mailadres> laat dit adres toe: het kan daarna een account aanmaken
  npm run admin -- reminders run [e-mailadres]   verstuurt nu de herinneringen die klaarstaan (elke e-mail één keer), alleen aan dit adres als u het noemt
  npm run admin -- reminders preview <e-mailadres> toont welke herinneringen deze persoon nu zou krijgen`;

const commands: Record<string, string[]> = { waitlist: ["list", "approve"], reminders: ["run", "preview"] };

async function main(args: string[]): Promise<number> {
  const [group, command, arg] = args;
  if (!group || !commands[group]?.includes(command ?? "")) {
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
    if (group === "reminders") return await reminders(command!, arg, { config, db });
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
    await createMailer(config, createLogger("info")).send(admittedMail(email.data, config.appUrl));
    console.log(`${email.data} is toegelaten en kan nu een account aanmaken.`);
    return 0;
  } finally {
    await closeDatabase(db);
  }
}

async function reminders(command: string, arg: string | undefined, { config, db }: { config: Config; db: Db }) {
  const log = createLogger(config.LOG_LEVEL);
  // Loaded for this command only, so the waitlist commands start as fast as before.
  const { previewReminders, runReminders } = await import("@modules/reminders/server/reminders");
  if (command === "run") {
    const only = arg === undefined ? undefined : emailSchema.safeParse(arg);
    if (only && !only.success) {
      console.error(`Ongeldig e-mailadres: ${arg}\n\n${usage}`);
      return 2;
    }
    const deps = { config, db, log, mailer: createMailer(config, log) };
    const sent = await runReminders(deps, new Date(), undefined, only?.data);
    if (sent === undefined) {
      console.log("Een andere Normwijs-server verstuurt de herinneringen op dit moment. Probeer het straks opnieuw.");
      return 1;
    }
    console.log(sent === 1 ? "1 herinnering verstuurd." : `${sent} herinneringen verstuurd.`);
    return 0;
  }
  const email = emailSchema.safeParse(arg ?? "");
  if (!email.success) {
    console.error(`Ongeldig e-mailadres: ${arg ?? "(geen)"}\n\n${usage}`);
    return 2;
  }
  const previews = await previewReminders({ config, db }, email.data);
  if (previews.length === 0)
    console.log(`${email.data} krijgt geen herinneringen (geen Eigenaar of Bewerker, of herinneringen staan uit).`);
  for (const p of previews) {
    if (p.mails.length === 0) console.log(`${p.organisation}: nu geen herinnering.`);
    for (const m of p.mails) console.log(`--- ${p.organisation}: ${m.subject}\n${m.text}\n`);
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof ConfigError ? e.message : e);
    process.exit(1);
  },
);
