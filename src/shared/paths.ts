/**
 * Every URL of the single-page app, in one place. Links and the router are built from these.
 */
export const paths = {
  home: "/",
  login: "/login",
  instellingen: "/instellingen",
  activiteit: "/instellingen/activiteit",
  abonnement: "/abonnement",
  abonnementSuccess: "/abonnement/success",
  abonnementCancel: "/abonnement/cancel",
  kwaliteitssysteem: (slug: string) => `/kwaliteitssysteem/${slug}`,
  documenten: (category: string) => `/documenten/${category}`,
  prullenbak: "/documenten/prullenbak",
  invulinstructie: "/invulinstructie",
  tips: "/invulinstructie/tips",
  audits: "/verbeteren/audits",
  audit: (id: string) => `/verbeteren/audits/${id}`,
  verbeteracties: "/verbeteren/acties",
  /** The new-action form, prefilled and linked to where the action comes from (VERBETEREN contract). */
  nieuweVerbeteractie: (source: { kind: string; id: string; label: string }) =>
    `/verbeteren/acties?${new URLSearchParams({ nieuw: "1", bron: source.kind, bronId: source.id, bronLabel: source.label })}`,
} as const;
