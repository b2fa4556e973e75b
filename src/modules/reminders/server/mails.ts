/** The reminder mails in Dutch, as plain text and HTML: the weekly digest and 'verlopen'. */
import { escapeHtml } from "@core/server/mail";
import { formatIsoDate } from "@core/shared/dates";
import type { DueItem } from "@norm/due-items";
import { paths } from "@core/shared/paths";
import { addDays } from "@core/shared/calendar-day";

export type ReminderMailInput = {
  name: string;
  /** Empty while the organisation has no name: the mail then leaves it out rather than print a stand-in. */
  organisation: string;
  /** An Eigenaar of an organisation without a name is asked to give it one. */
  askName?: boolean;
  appUrl: string;
  unsubscribeUrl: string;
  /** Sent as Eigenaar or Bewerker; otherwise only about the person's own Verbeteracties. */
  teamMail?: boolean;
  /** Sent to a Lezer only for what the organisation asks them to read. */
  readingOnly?: boolean;
  /** About personnel records (Medewerkers): as Eigenaar, or about the person's own record. */
  personnel?: "owner" | "own";
};

/** A page or document the member is asked to read (Leesbevestigingen). */
export type ToReadLine = { title: string; link: string };

/** Without a name the organisation is left out, never given a stand-in. */
const reason = ({ readingOnly, teamMail, organisation, personnel }: ReminderMailInput) =>
  personnel
    ? personnel === "own"
      ? "U krijgt deze e-mail over uw eigen gegevens als medewerker."
      : `U krijgt deze e-mail als Eigenaar ${organisation ? `van ${organisation}` : "in Normwijs"}.`
    : readingOnly
      ? organisation
        ? `U krijgt deze e-mail omdat ${organisation} u vraagt iets te lezen.`
        : "U krijgt deze e-mail omdat u in Normwijs gevraagd wordt iets te lezen."
      : teamMail === false
        ? `U krijgt deze e-mail omdat u eigenaar bent van een verbeteractie${organisation ? ` van ${organisation}` : ""}.`
        : `U krijgt deze e-mail als Eigenaar of Bewerker ${organisation ? `van ${organisation}` : "in Normwijs"}.`;

const nameAsk =
  "Uw organisatie heeft nog geen naam in Normwijs. Vul die in bij Instellingen; dan staat de naam ook in het handboek en op de vragenlijst voor cliënten.";

type Entry = { date?: string; title: string; link: string };
type Block = { heading: string; items: Entry[] };

const dated = (items: DueItem[]): Entry[] =>
  items.map((i) => ({ date: formatIsoDate(i.due), title: i.title, link: i.link }));
const line = (appUrl: string, i: Entry) => `- ${i.date ? `${i.date}  ` : ""}${i.title}\n  ${appUrl}${i.link}`;

function render(input: ReminderMailInput, intro: string, blocks: Block[]) {
  const filled = blocks.filter((b) => b.items.length > 0);
  const text = [
    `Beste ${input.name},`,
    "",
    intro,
    ...filled.flatMap((b) => ["", `${b.heading}:`, ...b.items.map((i) => line(input.appUrl, i))]),
    "",
    `Alles op een rij: ${input.appUrl}${paths.kalender}`,
    ...(input.askName ? ["", `${nameAsk} ${input.appUrl}${paths.instellingen}`] : []),
    "",
    "Met vriendelijke groet,",
    "Normwijs",
    "",
    `${reason(input)} Geen herinneringen meer? Zet ze uit: ${input.unsubscribeUrl}`,
  ].join("\n");
  const p = (t: string, style = "margin:0 0 16px") => `<p style="${style}">${escapeHtml(t)}</p>`;
  const list = (b: Block) =>
    `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(b.heading)}</h2><ul style="padding-left:20px;margin:0 0 16px">${b.items
      .map(
        (i) =>
          `<li style="margin:0 0 6px">${i.date ? `${escapeHtml(i.date)} — ` : ""}<a href="${escapeHtml(input.appUrl + i.link)}">${escapeHtml(i.title)}</a></li>`,
      )
      .join("")}</ul>`;
  const html = [
    '<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">',
    p(`Beste ${input.name},`),
    p(intro),
    ...filled.map(list),
    `<p style="margin:0 0 16px"><a href="${escapeHtml(input.appUrl)}/kalender" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Naar de Kwaliteitskalender</a></p>`,
    ...(input.askName
      ? [
          `<p style="margin:0 0 16px">${escapeHtml(nameAsk)} <a href="${escapeHtml(input.appUrl + paths.instellingen)}">Naam invullen</a></p>`,
        ]
      : []),
    p("Met vriendelijke groet,\nNormwijs"),
    `<p style="margin:24px 0 0;font-size:14px;color:#4b5563">${escapeHtml(reason(input))} Geen herinneringen meer? <a href="${escapeHtml(input.unsubscribeUrl)}">Zet ze uit</a>.</p>`,
    "</body></html>",
  ].join("\n");
  return { text, html };
}

export function digestMail(input: ReminderMailInput, overdue: DueItem[], soon: DueItem[], toRead: ToReadLine[] = []) {
  const count = overdue.length + soon.length + toRead.length;
  return {
    subject: `Weekoverzicht${input.organisation ? ` ${input.organisation}` : ""}: ${count === 1 ? "1 punt vraagt" : `${count} punten vragen`} uw aandacht`,
    ...render(
      input,
      input.organisation
        ? `Dit is het weekoverzicht van het kwaliteitssysteem van ${input.organisation}.`
        : "Dit is het weekoverzicht van uw kwaliteitssysteem.",
      [
        { heading: legalHeading, items: dated(overdue.filter((i) => i.legalTo)) },
        { heading: "Verlopen", items: dated(overdue.filter((i) => !i.legalTo)) },
        { heading: "Binnen 14 dagen", items: dated(soon) },
        { heading: "Te lezen", items: toRead },
      ],
    ),
  };
}

/** A missed legal reporting duty (AP, IGJ) heads the mail in a block of its own. */
const legalHeading = "Wettelijke meldplicht verlopen: meld het alsnog en vul de datum van de melding in";

export function overdueMail(input: ReminderMailInput, items: DueItem[]) {
  const of = input.organisation ? ` (${input.organisation})` : "";
  const legal = items.filter((i) => i.legalTo);
  const other = items.filter((i) => !i.legalTo);
  const first = legal[0] ?? items[0]!;
  return {
    subject:
      items.length === 1
        ? `${first.legalTo ? "Meldplicht verlopen" : "Verlopen"}: ${first.title}${of}`
        : `${legal.length ? "Meldplicht verlopen" : "Verlopen"}: ${items.length} punten${of}`,
    ...render(
      input,
      items.length === 1
        ? "Dit punt in uw kwaliteitssysteem is verlopen:"
        : "Deze punten in uw kwaliteitssysteem zijn verlopen:",
      [
        { heading: legalHeading, items: dated(legal) },
        { heading: "Verlopen", items: dated(other) },
      ],
    ),
  };
}

/**
 * Medewerkers: a VOG, registration or training that expired in the last week, or that now expires
 * within 30 or within 90 days (each step mailed once per date).
 */
export function personnelMail(input: ReminderMailInput, items: DueItem[], today: string) {
  const of = input.organisation ? ` (${input.organisation})` : "";
  const in30 = addDays(today, 30);
  return {
    subject:
      items.length === 1
        ? `Medewerkers: ${items[0]!.title}${of}`
        : `Medewerkers: ${items.length} datums vragen aandacht${of}`,
    ...render(
      input,
      items.length === 1
        ? "Deze datum bij uw medewerkers vraagt aandacht:"
        : "Deze datums bij uw medewerkers vragen aandacht:",
      [
        { heading: "Verlopen", items: dated(items.filter((i) => i.due < today)) },
        { heading: "Verloopt binnen 30 dagen", items: dated(items.filter((i) => i.due >= today && i.due <= in30)) },
        { heading: "Verloopt binnen 90 dagen", items: dated(items.filter((i) => i.due > in30)) },
      ],
    ),
  };
}
