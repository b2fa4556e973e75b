/** Every Dutch text of 'Auditdossier maken'. */
export const dossierMessages = {
  title: "Auditdossier",
  help: "Alles per normelement voor de auditor: één PDF, of de PDF met alle gekoppelde documenten in een ZIP.",
  makePdf: "Auditdossier maken (PDF)",
  makeZip: "Auditdossier met documenten (ZIP)",
  busy: "Het auditdossier wordt gemaakt…",
  received: (size: string) => `Het auditdossier wordt gemaakt… ${size} ontvangen.`,
  downloaded: (name: string) => `'${name}' is gedownload.`,
  failed: "Het auditdossier kon niet worden gemaakt. Probeer het opnieuw.",
  interrupted: "Het downloaden van het auditdossier is onderbroken. Probeer het opnieuw.",
} as const;
