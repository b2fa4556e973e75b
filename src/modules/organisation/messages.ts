/** The Dutch texts of the organisation API: its answers and what the activity log says of a change. */
export const organisationMessages = {
  notFound: "Organisatie niet gevonden.",
  twoFactorFirst:
    "Stel eerst voor uw eigen account tweestapsverificatie in. Daarna kunt u die verplicht maken voor iedereen.",
  /** Activity log details. */
  nameChanged: (name: string) => `naam: ${name}`,
  twoFactorChanged: (required: boolean) => `tweestapsverificatie ${required ? "verplicht" : "niet verplicht"}`,
} as const;
