/** Every Dutch text of documents: a refused upload, the links to norm elements, the pages. */

/** The Dutch texts of a refused upload and of the upload metadata's checks, on both sides. */
export const uploadMessages = {
  title: "Fout bij uploaden",
  tooBig: (names: string[]) => `De volgende bestanden zijn te groot (maximaal 50 MB): ${names.join(", ")}`,
  unknownCategory: "Onbekende documentcategorie.",
  nameMissing: "De bestandsnaam ontbreekt.",
  nameTooLong: "De bestandsnaam is te lang.",
  nameInvisible:
    "De bestandsnaam bevat een onzichtbaar teken dat niet is toegestaan. Geef het bestand een andere naam.",
  typeInvalid: "Het bestandstype is ongeldig.",
} as const;

export const documentElementMessages = {
  unknownElement: "Kies normelementen uit de lijst.",
  noDocuments: "Kies minstens één document.",
  tooManyDocuments: "Kies ten hoogste 500 documenten tegelijk.",
  nothingToChange: "Kies een normelement om te koppelen of los te maken.",
  notFound: "Een van de gekozen documenten bestaat niet (meer). Ververs de pagina.",
} as const;

/** Every text of the Documenten screens, in one place. */

export const messages = {
  intro: {
    procesbeschrijvingen: "Beschrijvingen van uw processen, zoals intake, behandeling en afsluiting.",
    beleid: "Uw beleidsdocumenten, zoals het kwaliteitsbeleid, het privacybeleid en de klachtenregeling.",
    notulen: "Verslagen van overleggen, zoals teamoverleg en de jaarlijkse organisatiebeoordeling.",
  } as Record<string, string>,
  upload: "Bestanden uploaden",
  uploadFolder: "Map uploaden",
  uploadTo: "Uploaden naar",
  dropHere: "Sleep bestanden of een hele map hierheen, of kies ze met de knoppen.",
  dropNow: "Laat los om te uploaden",
  empty: (title: string) => `Er staan nog geen documenten in ${title}. Upload een bestand of sleep het hierheen.`,
  emptyReadOnly: (title: string) => `Er staan nog geen documenten in ${title}.`,
  loading: "Documenten laden…",
  loadFailed: "De documenten konden niet worden geladen.",
  retry: "Opnieuw proberen",
  toSubscription: "Naar Abonnement",
  columns: {
    name: "Naam",
    size: "Grootte",
    uploadedAt: "Geüpload op",
    reviewOn: "Herzien vóór",
    elements: "Hoort bij normelement",
    approval: "Vastgesteld",
    download: "Downloaden",
  },
  approval: {
    none: "Nog niet vastgesteld",
    approve: (name: string) => `'${name}' vaststellen`,
  },
  elements: {
    none: "Geen",
    upload: (numbers: readonly string[]) => `Hoort bij normelement: ${numbers.length ? numbers.join(", ") : "geen"}`,
    uploadDescription:
      "Kies de normelementen waar de bestanden bij horen die u hierna uploadt. Per document kunt u dit later wijzigen.",
    uploadChoose: "Kiezen",
    linkSelected: (n: number) => (n > 0 ? `Koppel aan normelement (${n})` : "Koppel aan normelement"),
    linkSelectedDescription: (n: number) =>
      `Kies de normelementen waar ${n === 1 ? "het gekozen document" : `de ${n} gekozen documenten`} bij horen. Bestaande koppelingen blijven staan.`,
    linkSelectedSave: "Koppelen",
    linked: (n: number, numbers: readonly string[]) =>
      `${n === 1 ? "1 document hoort" : `${n} documenten horen`} nu bij normelement ${numbers.join(", ")}.`,
    change: (name: string) => `normelementen van ${name} wijzigen`,
    title: "Hoort bij normelement",
    description: (name: string) => `Kies de normelementen waar '${name}' bij hoort.`,
    cancel: "Annuleren",
    save: "Opslaan",
  },
  reviewLabel: (name: string) => `Herzien vóór: ${name}`,
  reviewSaved: (name: string, date?: string) =>
    date ? `${name}: herzien vóór ${date}.` : `${name}: de standaarddatum (12 maanden na uploaden) geldt weer.`,
  sortBy: (column: string) => `Sorteren op ${column.toLowerCase()}`,
  open: (name: string) => `${name} openen`,
  download: (name: string) => `${name} downloaden`,
  select: "Selecteren",
  selectAll: "Alles selecteren",
  selectFile: (name: string) => `${name} selecteren`,
  cancelSelection: "Annuleren",
  deleteSelected: (n: number) => (n > 0 ? `Verwijderen (${n})` : "Verwijderen"),
  confirmTitle: (n: number) => (n === 1 ? "Document verwijderen?" : `${n} documenten verwijderen?`),
  confirmText: "De documenten gaan naar de prullenbak. Daar kunt u ze 30 dagen lang terugzetten.",
  confirmDelete: "Verwijderen",
  keep: "Niet verwijderen",
  deleting: "Verwijderen…",
  deleteFailed: "Niet alle documenten konden worden verwijderd.",
  deleted: (names: string[]) =>
    names.length === 1
      ? `${names[0]} staat nu in de prullenbak.`
      : `${names.length} documenten staan nu in de prullenbak.`,
  toBin: "Prullenbak",
  bin: {
    title: "Prullenbak",
    intro: (days: number) =>
      `Verwijderde documenten blijven hier ${days} dagen staan. Daarna worden ze definitief verwijderd. Zolang ze hier staan, tellen ze mee voor uw opslagruimte.`,
    filter: "Categorie",
    all: "Alle categorieën",
    empty: "De prullenbak is leeg.",
    emptyFiltered: "Er staan geen documenten uit deze categorie in de prullenbak.",
    columns: { name: "Naam", category: "Categorie", deleted: "Verwijderd", until: "Blijft tot", size: "Grootte" },
    deletedBy: (when: string, who: string | null) => (who ? `${when} door ${who}` : when),
    until: (date: string, days: number) => `${date} (nog ${days} ${days === 1 ? "dag" : "dagen"})`,
    restore: "Terugzetten",
    actions: "Acties",
    restoreLabel: (name: string) => `${name} terugzetten`,
    restored: (name: string, category: string) => `${name} staat weer in ${category}.`,
    restoredAs: (name: string, category: string) =>
      `Teruggezet in ${category} als ${name}, omdat de oude naam intussen in gebruik was.`,
    purge: "Definitief verwijderen",
    purgeLabel: (name: string) => `${name} definitief verwijderen`,
    emptyBin: "Prullenbak legen",
    confirmPurgeTitle: (name: string) => `${name} definitief verwijderen?`,
    confirmEmptyTitle: "Prullenbak legen?",
    confirmText: "Dit kunt u niet ongedaan maken.",
    confirmEmptyText: (n: number) =>
      `${n === 1 ? "Het document" : `Alle ${n} documenten`} in de prullenbak ${n === 1 ? "wordt" : "worden"} definitief verwijderd. Dit kunt u niet ongedaan maken.`,
    keep: "Annuleren",
    purged: (name: string) => `${name} is definitief verwijderd.`,
    emptied: "De prullenbak is leeg.",
    failed: "Dit is niet gelukt. Probeer het opnieuw.",
    loading: "Prullenbak laden…",
    loadFailed: "De prullenbak kon niet worden geladen.",
    tableLabel: "Documenten in de prullenbak",
  },
  tableLabel: "Documenten",
  uploadError: uploadMessages.title,
  tooBigSkipped: (names: string[], others: boolean) =>
    `${uploadMessages.tooBig(names)}. ${others ? "Deze zijn niet geüpload; de andere bestanden wel." : "Er is niets geüpload."}`,
  leftOutTitle: "Niet alles is geüpload",
  dropUnreadable:
    "De map die u hierheen sleepte kon niet worden gelezen. Er is niets geüpload. Probeer het opnieuw, of kies de map met 'Map uploaden'.",
  panelTitle: "Uploaden",
  cancelUploads: "Annuleren",
  cancelHint: "Stopt na de bestanden die nu worden verstuurd.",
  closePanel: "Sluiten",
  total: (done: number, total: number, percent: number) => `${done} van ${total} bestanden · ${percent}%`,
  failedCount: (n: number) => (n === 1 ? "1 bestand mislukt" : `${n} bestanden mislukt`),
  moreRows: (n: number) => `En nog ${n} ${n === 1 ? "bestand" : "bestanden"} die hier niet getoond worden.`,
  fileProgress: (name: string) => `Voortgang van ${name}`,
  totalProgress: "Totale voortgang",
  state: {
    waiting: "Wachtend",
    uploading: (percent: number) => `Uploaden… ${percent}%`,
    uploaded: "Geüpload",
    cancelled: "Geannuleerd",
    error: "Mislukt",
  },
  uploadFailed: "Het uploaden is mislukt. Probeer het opnieuw.",
} as const;
