/**
 * The date rules of personnel records, pure and shared: when a VOG, a registration or a training
 * stops counting, how current it is today (warnings 90 and 30 days ahead, 'Verlopen' after), the
 * readiness reasons for the personnel elements (2.1–2.3) and the due records of the planning.
 * Reasons name no person: every member sees the readiness; the record's link is for whom may open it.
 */
import { addDays, addMonths, daysBetween } from "@core/shared/calendar-day";
import { formatIsoDate } from "@core/shared/dates";
import { paths } from "@core/shared/paths";
import { personnelDueTitles, personnelReasons, personnelRegisters } from "./messages";
import {
  SKJ_PERIOD_YEARS,
  type AuditorPersonDto,
  type PersonnelItemKind,
  type PersonnelRegister,
  type PersonnelRelation,
  type PersonnelValidity,
} from "./model";

export type ItemDates = {
  kind: PersonnelItemKind;
  register: PersonnelRegister | null;
  issuedOn: string | null;
  validUntil: string | null;
};

/**
 * The last day an item counts. A VOG: `vogYears` after its issue (the same day; 29 February
 * becomes 28 February). An SKJ registration without an end date: the end of its five-year period
 * from its start. Otherwise the date entered; a diploma does not expire.
 */
export function expiresOn(item: ItemDates, vogYears: number): string | null {
  switch (item.kind) {
    case "diploma":
      return null;
    case "vog":
      return item.issuedOn ? addMonths(item.issuedOn, 12 * vogYears) : null;
    case "registration":
      if (item.validUntil) return item.validUntil;
      return item.register === "skj" && item.issuedOn
        ? addDays(addMonths(item.issuedOn, 12 * SKJ_PERIOD_YEARS), -1)
        : null;
    case "training":
      return item.validUntil;
  }
}

/** How current a last day is today: 'Verlopen' the day after it, warnings from 90 and 30 days ahead. */
export function validityOf(expires: string | null, today: string): PersonnelValidity {
  if (!expires) return "zonder-datum";
  const left = daysBetween(today, expires);
  if (left < 0) return "verlopen";
  if (left <= 30) return "binnen-30";
  if (left <= 90) return "binnen-90";
  return "geldig";
}

const severity: Record<PersonnelValidity, number> = {
  verlopen: 4,
  "binnen-30": 3,
  "binnen-90": 2,
  geldig: 1,
  "zonder-datum": 0,
  vervangen: 0,
};
export const worstValidity = (list: readonly PersonnelValidity[]): PersonnelValidity =>
  list.reduce<PersonnelValidity>((worst, v) => (severity[v] > severity[worst] ? v : worst), "zonder-datum");
export const needsAttention = (v: PersonnelValidity) => severity[v] >= 3;

/** What the readiness and the planning need of one person (no database, no files). */
export type PersonFacts = {
  id: string;
  name: string;
  jobTitle?: string;
  relation: PersonnelRelation;
  userId: string | null;
  startDate: string | null;
  endDate: string | null;
  unregisteredReason: string;
  lastConversation: string | null;
  items: readonly (ItemDates & { id: string; title: string })[];
};

export const isActive = (p: Pick<PersonFacts, "endDate">, today: string) => !p.endDate || p.endDate >= today;

/** Only the newest of a kind counts (a renewed VOG replaces the old one); per register for registrations. */
function newestPerGroup(person: PersonFacts, kind: PersonnelItemKind, vogYears: number) {
  const groups = new Map<string, { expires: string | null; item: PersonFacts["items"][number] }>();
  for (const item of person.items) {
    if (item.kind !== kind) continue;
    const key = kind === "registration" ? (item.register ?? "") : kind === "training" ? item.title.toLowerCase() : "";
    const expires = expiresOn(item, vogYears);
    const held = groups.get(key);
    if (!held || (expires ?? "") > (held.expires ?? "")) groups.set(key, { expires, item });
  }
  return [...groups.values()];
}

/**
 * The ids of the items that count now: the newest VOG, the newest registration per register and the
 * newest training per course (diplomas always). An older one is 'Vervangen' and warns no more.
 */
export function currentItemIds(items: PersonFacts["items"], vogYears: number): Set<string> {
  const person = { items } as PersonFacts;
  const ids = new Set(items.filter((i) => i.kind === "diploma").map((i) => i.id));
  for (const kind of ["vog", "registration", "training"] as const)
    for (const { item } of newestPerGroup(person, kind, vogYears)) ids.add(item.id);
  return ids;
}

export type PersonnelReason = {
  element: "2.1" | "2.2" | "2.3";
  kind: "personnel-expired" | "personnel-soon" | "personnel-missing";
  text: string;
  link: string;
};

/**
 * The readiness reasons of the personnel elements for the organisation's active people: 2.2 a VOG
 * and a registration (or the written reason) per person, and none of them expired or within 30
 * days; 2.1 no training expired or within 30 days; 2.3 a yearly conversation within the last year
 * for everyone in service longer than a year.
 */
export function personnelReadiness(people: readonly PersonFacts[], vogYears: number, today: string): PersonnelReason[] {
  const reasons: PersonnelReason[] = [];
  for (const person of people) {
    if (!isActive(person, today)) continue;
    const link = paths.medewerker(person.id);
    const dated = (element: PersonnelReason["element"], expires: string | null, expired: string, soon: string) => {
      const v = validityOf(expires, today);
      if (v === "verlopen") reasons.push({ element, kind: "personnel-expired", text: expired, link });
      else if (v === "binnen-30") reasons.push({ element, kind: "personnel-soon", text: soon, link });
    };
    const vogs = newestPerGroup(person, "vog", vogYears);
    if (vogs.length === 0)
      reasons.push({ element: "2.2", kind: "personnel-missing", text: personnelReasons.vogMissing, link });
    for (const { expires } of vogs) {
      const day = expires ? formatIsoDate(expires) : "";
      dated("2.2", expires, personnelReasons.vogExpired(day), personnelReasons.vogSoon(day));
    }
    const registrations = newestPerGroup(person, "registration", vogYears);
    if (registrations.length === 0 && !person.unregisteredReason.trim() && needsRegistration(person.relation))
      reasons.push({ element: "2.2", kind: "personnel-missing", text: personnelReasons.registrationMissing, link });
    for (const { expires } of registrations) {
      const day = expires ? formatIsoDate(expires) : "";
      dated("2.2", expires, personnelReasons.registrationExpired(day), personnelReasons.registrationSoon(day));
    }
    for (const { expires } of newestPerGroup(person, "training", vogYears)) {
      const day = expires ? formatIsoDate(expires) : "";
      dated("2.1", expires, personnelReasons.trainingExpired(day), personnelReasons.trainingSoon(day));
    }
    if (person.relation === "in-dienst") {
      const yearAgo = addMonths(today, -12);
      const inServiceAYear = !person.startDate || person.startDate <= yearAgo;
      if (person.lastConversation && person.lastConversation < yearAgo)
        reasons.push({
          element: "2.3",
          kind: "personnel-expired",
          text: personnelReasons.conversationOld(formatIsoDate(person.lastConversation)),
          link,
        });
      else if (!person.lastConversation && inServiceAYear)
        reasons.push({ element: "2.3", kind: "personnel-missing", text: personnelReasons.conversationMissing, link });
    }
  }
  return reasons;
}

/** Employees and hired professionals do care work that asks a registration (or a written reason). */
const needsRegistration = (relation: PersonnelRelation) => relation === "in-dienst" || relation === "zzp";

/** The auditor's summary per active person (no files, no numbers): see AuditorPersonDto. */
export function auditorSummary(people: readonly PersonFacts[], vogYears: number, today: string): AuditorPersonDto[] {
  return people
    .filter((p) => isActive(p, today))
    .sort((a, b) => a.name.localeCompare(b.name, "nl"))
    .map((p) => {
      const counts = (expires: string | null) => expires === null || validityOf(expires, today) !== "verlopen";
      const vog = newestPerGroup(p, "vog", vogYears)[0];
      const trainings = newestPerGroup(p, "training", vogYears);
      return {
        name: p.name,
        jobTitle: p.jobTitle ?? "",
        relation: p.relation,
        vog: vog ? { expiresOn: vog.expires, current: vog.expires !== null && counts(vog.expires) } : null,
        registrations: newestPerGroup(p, "registration", vogYears).map(({ item, expires }) => ({
          register: item.register ?? "other",
          expiresOn: expires,
          current: counts(expires),
        })),
        unregisteredReason: p.unregisteredReason.trim() !== "",
        trainings: trainings.length,
        trainingsExpired: trainings.filter((t) => !counts(t.expires)).length,
        lastConversation: p.lastConversation,
      };
    });
}

/**
 * The management review's staff figures for a year: the people in service at some point of it, and
 * how many of their newest registrations and VOGs stop counting by its last day.
 */
export function reviewStaffFigures(people: readonly PersonFacts[], vogYears: number, from: string, to: string) {
  const inYear = people.filter((p) => (!p.startDate || p.startDate <= to) && (!p.endDate || p.endDate >= from));
  const dueBy = (kind: "vog" | "registration") =>
    inYear.reduce(
      (n, p) => n + newestPerGroup(p, kind, vogYears).filter((g) => g.expires !== null && g.expires <= to).length,
      0,
    );
  return { people: inYear.length, registrationDue: dueBy("registration"), vogDue: dueBy("vog") };
}

/** A due record of the planning (shared/due-items.ts DueRecord, source 'personnel'). */
export type PersonnelDue = { id: string; personId: string; title: string; due: string; assigneeId: string | null };

/**
 * Every validity date of the active people as a due record: the newest VOG, registration per
 * register and training per course. The id is the item's, so a renewed VOG is a new item and the
 * old one's record disappears.
 */
export function personnelDueRecords(people: readonly PersonFacts[], vogYears: number, today: string): PersonnelDue[] {
  const out: PersonnelDue[] = [];
  for (const person of people) {
    if (!isActive(person, today)) continue;
    for (const kind of ["vog", "registration", "training"] as const) {
      for (const { expires, item } of newestPerGroup(person, kind, vogYears)) {
        if (!expires) continue;
        const title =
          kind === "vog"
            ? personnelDueTitles.vog(person.name)
            : kind === "registration"
              ? personnelDueTitles.registration(person.name, personnelRegisters[item.register ?? "other"])
              : personnelDueTitles.training(person.name, item.title);
        out.push({ id: item.id, personId: person.id, title, due: expires, assigneeId: person.userId });
      }
    }
  }
  return out;
}
