/**
 * Every TanStack Query key of the web app, in one place. Features read and invalidate through
 * these, so one feature can refresh another's data (an import refreshes KMS values, documents,
 * the handbook and the storage use) without importing it. A key that is a prefix of others (e.g.
 * `planning.all`) invalidates all of them. Each key starts with its module's name (the shape test
 * holds them to it), so `moduleKey(name)` refreshes everything of one module.
 */
export const queryKeys = {
  access: ["billing", "access"],
  reading: {
    all: ["reading"],
    items: ["reading", "items"],
    item: (id: string) => ["reading", "item", id],
    mine: ["reading", "mine"],
    people: ["reading", "people"],
    subject: (kind: string, id: string) => ["reading", "subject", kind, id],
    choices: ["reading", "choices"],
  },
  audits: {
    all: ["audits"],
    overview: ["audits", "overview"],
    audit: (id: string) => ["audits", "audit", id],
    point: (pointId: string) => ["audits", "point", pointId],
  },
  account: { sessions: ["account", "sessions"] },
  activity: {
    list: (filter: object) => ["activity", filter],
    people: ["activity", "people"],
  },
  auditorLinks: ["auditor", "links"],
  auditorQuestions: {
    all: ["auditor", "questions"],
    list: (filter: object) => ["auditor", "questions", "list", filter],
    documents: ["auditor", "questions", "documents"],
  },
  billing: { subscription: ["billing", "subscription"] },
  // Derived from the typed client's paths (core/web/api-query.ts): /api/documents, /api/documents/bin.
  documents: { all: ["documents"] },
  elements: {
    all: ["elements"],
    overview: ["elements", "overview"],
    element: (number: string) => ["elements", "element", number],
  },
  handbook: ["handbook"],
  kms: {
    all: ["kms", "values"],
    values: (orgId: string) => ["kms", "values", orgId],
    history: (orgId: string, name: string) => ["kms", "history", orgId, name],
    version: (orgId: string, name: string, revision: number) => ["kms", "history", orgId, name, revision],
  },
  reminders: ["reminders", "preferences"],
  planning: {
    all: ["planning"],
    overview: ["planning", "overview"],
    calendar: ["planning", "calendar"],
    feed: ["planning", "feed"],
    reviewDates: ["planning", "review-dates"],
    approvals: ["planning", "approvals"],
  },
  review: {
    versions: ["review", "versions"],
    versionsOfYear: (year: number) => ["review", "versions", "year", year],
    version: (id: string) => ["review", "version", id],
    draft: (year: number) => ["review", "draft", year],
  },
  search: (q: string) => ["search", q],
  quota: ["quota"],
  surveys: {
    all: ["surveys"],
    questionnaire: ["surveys", "questionnaire"],
    results: (period: object) => ["surveys", "results", period],
    setAside: ["surveys", "set-aside"],
  },
  team: {
    all: ["team"],
    members: ["team", "members"],
    invitations: ["team", "invitations"],
    // Outside team.all on purpose: refreshing the team after an acceptance must not ask the used
    // invitation again (it would answer that the link is used).
    invitation: (token: string) => ["invitation", token],
    invitationSession: ["invitation-session"],
  },
} as const;
