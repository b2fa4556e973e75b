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
  privacy: "/privacy",
  voorwaarden: "/voorwaarden",
  contact: "/contact",
} as const;
