/** The legal pages' text format, and that their texts say what the product and its configuration do. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatEuro } from "@modules/billing/model";
import { offer } from "@modules/billing/messages";
import { limits } from "@core/shared/limits";
import { parseInline, parseLegalText } from "./legal-text";

const read = (name: string) => readFileSync(path.join(import.meta.dirname, name), "utf8");
const flat = (sections: ReturnType<typeof parseLegalText>) =>
  sections.map((s) => [s.title, ...s.blocks.flatMap((b) => b.lines)].join("\n")).join("\n");

describe("legal text format", () => {
  it("makes sections of paragraphs and lists, keeps a line by its fact and fills in values", () => {
    const text = [
      "Inleiding.",
      "",
      "## Eerste",
      "",
      "Een alinea van {days} dagen.",
      "",
      "- een",
      "[billing] - twee",
      "[!billing] - geen betalingen",
      "",
      "## Tweede",
      "[mail] Met mail.",
      "[!mail] Zonder mail.",
    ].join("\n");
    expect(parseLegalText(text, { billing: true, mail: false }, { days: 730 })).toEqual([
      { title: "", blocks: [{ list: false, lines: ["Inleiding."] }] },
      {
        title: "Eerste",
        blocks: [
          { list: false, lines: ["Een alinea van 730 dagen."] },
          { list: true, lines: ["een", "twee"] },
        ],
      },
      { title: "Tweede", blocks: [{ list: false, lines: ["Zonder mail."] }] },
    ]);
    expect(parseLegalText(text, {}, {})[1]!.blocks[1]!.lines).toEqual(["een", "geen betalingen"]);
  });

  it("reads bold text and links", () => {
    expect(parseInline("Met **Alles exporteren (ZIP)** of via [Contact](/contact).")).toEqual([
      { text: "Met " },
      { text: "Alles exporteren (ZIP)", bold: true },
      { text: " of via " },
      { text: "Contact", href: "/contact" },
      { text: "." },
    ]);
  });
});

describe("what the legal texts say", () => {
  it("the privacy statement names Stripe only when billing is on, and says where data is kept", () => {
    const privacy = read("privacy.txt");
    const on = flat(parseLegalText(privacy, { billing: true, mail: true, s3: true, postgres: true }, {}));
    const off = flat(parseLegalText(privacy, {}, { activityRetentionDays: 365 }));
    expect(on).toContain("Stripe (Stripe Payments Europe), onze betaalprovider");
    expect(on).toContain("PostgreSQL-database");
    expect(on).toContain("objectopslag (S3)");
    expect(off).not.toContain("Stripe");
    expect(off).toContain("database (SQLite)");
    expect(off).toContain("op de schijf van de server");
    expect(off).toContain("Op deze installatie is geen mailserver ingesteld");
    expect(off).toContain("Het activiteitenlogboek: 365 dagen.");
    expect(off).toContain("Alles exporteren (ZIP)");
  });

  it("the terms state the offer and the file limit the product has", () => {
    const terms = flat(parseLegalText(read("terms.txt"), { billing: true }, { trialDays: 14 }));
    expect(terms).toContain(
      `Het abonnement kost ${formatEuro(offer.setupFeeCents)} eenmalig en ${formatEuro(offer.monthlyCents)} per maand.`,
    );
    expect(terms).toContain(`hoogstens ${limits.fileMaxBytes / 1024 / 1024} MB`);
    expect(terms).toContain("14 dagen alles gratis");
    expect(terms).not.toContain("Stripe");
    expect(flat(parseLegalText(read("terms.txt"), {}, {}))).toContain("geen betalingen ingesteld");
  });

  it("the contact page gives the configured address, or says there is none", () => {
    const withAddress = parseLegalText(read("contact.txt"), { contact: true }, { contactEmail: "info@zorg.nl" });
    expect(withAddress[1]!.blocks[0]!.lines[0]).toContain("[info@zorg.nl](mailto:info@zorg.nl)");
    expect(flat(parseLegalText(read("contact.txt"), {}, {}))).toContain("nog geen contactadres ingesteld");
  });
});
