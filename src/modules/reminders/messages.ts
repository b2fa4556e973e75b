/**
 * The Dutch texts of reminders: the unsubscribe pages a reminder mail links to, and the answer to a
 * wrong choice (the mails' own texts: server/mails.ts).
 */
export const remindersMessages = {
  chooseOnOff: "Kies aan of uit.",
  invalidTitle: "Deze afmeldlink werkt niet",
  invalidText:
    "De link is niet compleet of niet geldig. U kunt herinneringen ook uitzetten in Normwijs onder Instellingen.",
  confirmTitle: "Herinneringen uitzetten",
  confirmQuestion: "Wilt u geen herinneringen van Normwijs meer per e-mail ontvangen?",
  confirmButton: "Herinneringen uitzetten",
  doneTitle: "Herinneringen staan uit",
  doneBefore:
    "U krijgt geen herinneringen per e-mail meer. Wilt u ze later weer? Zet dan 'Herinneringen per e-mail' aan onder",
  settings: "Instellingen",
} as const;
