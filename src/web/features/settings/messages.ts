/** Every Dutch text of the Instellingen page and its cards. */
export const messages = {
  title: "Instellingen",
  links: {
    account: {
      title: "Account",
      description: "Uw naam, e-mailadres en wachtwoord, en waar u bent ingelogd.",
    },
    team: { title: "Team", description: "Collega's uitnodigen en bepalen wie wat mag." },
    activity: {
      title: "Activiteit",
      description: "Wie deed wat en wanneer: inloggen, wijzigingen, documenten, exports en de auditor. Ook als CSV.",
    },
    goTo: (title: string) => `Naar ${title}`,
  },
  theme: {
    title: "Weergave",
    description: "Kies een licht of donker thema, of volg de instelling van uw apparaat.",
    label: "Thema",
    light: "Licht",
    dark: "Donker",
    system: "Systeem",
  },
} as const;
