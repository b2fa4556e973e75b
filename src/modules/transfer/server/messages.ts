/** The import's line in the activity log (the answers' texts: transferMessages in ../messages.ts). */
export const transferActivity = {
  imported: (n: {
    values: number;
    actions: number;
    audits: number;
    surveyResponses: number;
    reviews: number;
    documents: number;
  }) =>
    `${n.values} onderdelen, ${n.actions} verbeteracties, ${n.audits} interne audits, ` +
    `${n.surveyResponses} antwoorden op de vragenlijst, ${n.reviews} organisatiebeoordelingen ` +
    `en ${n.documents} documenten`,
} as const;
