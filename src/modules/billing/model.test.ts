import { describe, expect, it } from "vitest";
import { formatEuro, formatStripeDate, isRunningStatus, runningStatuses, subscriptionStatusLabel } from "./model";
import { offer } from "./messages";
import { formatDateNl } from "@core/shared/format-date";

describe("subscription status labels", () => {
  it.each([
    ["active", "Actief", "green"],
    ["trialing", "Proefperiode", "blue"],
    ["past_due", "Betaling verlopen", "yellow"],
    ["unpaid", "Onbetaald", "yellow"],
    ["canceled", "Opgezegd", "red"],
    ["incomplete", "Onvolledig", "red"],
    ["incomplete_expired", "Verlopen", "red"],
    ["paused", "paused", "grey"],
    ["something_new", "something_new", "grey"],
    ["", "Geen abonnement", "grey"],
    [null, "Geen abonnement", "grey"],
    [undefined, "Geen abonnement", "grey"],
  ])("%s → %s (%s)", (status, label, tone) => {
    expect(subscriptionStatusLabel(status)).toEqual({ label, tone });
  });

  it("shows an inherited object key raw rather than as a label", () => {
    expect(subscriptionStatusLabel("toString")).toEqual({ label: "toString", tone: "grey" });
  });
});

describe("running subscription statuses (one rule for the page and the checkout refusal)", () => {
  it.each([
    ["active", true],
    ["trialing", true],
    ["past_due", true],
    ["unpaid", true],
    ["paused", true],
    // First payment pending: a second checkout could bill twice, so it counts as running.
    ["incomplete", true],
    ["canceled", false],
    ["incomplete_expired", false],
    ["something_new", false],
    ["toString", false],
    ["", false],
    [null, false],
    [undefined, false],
  ])("%s → %s", (status, running) => {
    expect(isRunningStatus(status)).toBe(running);
  });

  it("lists only statuses Stripe has", () => {
    expect([...runningStatuses].sort()).toEqual(["active", "incomplete", "past_due", "paused", "trialing", "unpaid"]);
  });
});

describe("Dutch formatting", () => {
  it("formats the offer from cents", () => {
    expect(formatEuro(offer.setupFeeCents)).toBe("€ 495,00");
    expect(formatEuro(offer.monthlyCents)).toBe("€ 30,00");
    expect(formatEuro(123456)).toBe("€ 1.234,56");
    expect(formatEuro(5)).toBe("€ 0,05");
  });

  it("formats dates as dd-MM-yyyy in Dutch time", () => {
    expect(formatDateNl(new Date("2026-03-05T12:00:00Z"))).toBe("05-03-2026");
    // 23:30 UTC on 31 December is already 1 January in Amsterdam.
    expect(formatDateNl(new Date("2026-12-31T23:30:00Z"))).toBe("01-01-2027");
    expect(formatStripeDate(Date.UTC(2027, 0, 15, 10) / 1000)).toBe("15-01-2027");
  });
});
