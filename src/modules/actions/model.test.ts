/** The link back from an improvement action to where it came from. */
import { describe, expect, it } from "vitest";
import { actionSourceLink, newActionLink } from "./model";

describe("actionSourceLink", () => {
  it("links a finding to its own audit at the point, not to the list of audits", () => {
    expect(actionSourceLink("audit-finding", "0b6f4c1e-2d1a-4f7e-9a51-3c2d1e0f9a8b")).toBe(
      "/verbeteren/audits/bevinding/0b6f4c1e-2d1a-4f7e-9a51-3c2d1e0f9a8b",
    );
    // Without a point (chosen by hand): the audits page.
    expect(actionSourceLink("audit-finding", null)).toBe("/verbeteren/audits");
  });

  it("links the other sources to their pages, and 'Anders' and a complaint to nothing", () => {
    expect(actionSourceLink("register", "r1")).toBe("/kwaliteitssysteem/meldingen");
    expect(actionSourceLink("goal", "g1")).toBe("/kwaliteitssysteem/kwaliteitsdoelstellingen");
    expect(actionSourceLink("review", "2026")).toBe("/verbeteren/organisatiebeoordeling");
    expect(actionSourceLink("complaint", "c1")).toBeUndefined();
    expect(actionSourceLink("other", null)).toBeUndefined();
  });
});

describe("newActionLink", () => {
  it("opens the new-action form on the actions page, prefilled with its source", () => {
    const url = new URL(newActionLink("audit-finding", "p1", "Audit 01-02-2026, 1.2: Visie"), "http://x");
    expect(url.pathname).toBe("/verbeteren/acties");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ bron: "audit-finding", bronId: "p1", nieuw: "1" });
  });
});
