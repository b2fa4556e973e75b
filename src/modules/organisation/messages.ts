/** The Dutch texts of the organisation: its API's answers, what the activity log says of a change, the checks of its settings. */
import { organisationNameMessages } from "@modules/auth/messages";

export const organisationMessages = {
  notFound: "Organisatie niet gevonden.",
  twoFactorFirst:
    "Stel eerst voor uw eigen account tweestapsverificatie in. Daarna kunt u die verplicht maken voor iedereen.",
  /** Activity log details. */
  nameChanged: (name: string) => `naam: ${name}`,
  twoFactorChanged: (required: boolean) => `tweestapsverificatie ${required ? "verplicht" : "niet verplicht"}`,
} as const;

/** The organisation's name and settings: the Dutch texts of their checks, on both sides. */
export const organisationSettingsMessages = {
  ...organisationNameMessages,
  twoFactorOnOff: "Kies of tweestapsverificatie verplicht is (aan of uit).",
} as const;
