/** The questionnaire's line in the activity log (the answers' texts: surveyMessages in shared/surveys.ts). */
export const surveyActivity = {
  questions: (count: number) => `${count} vragen`,
  answers: (count: number) => (count === 1 ? "1 antwoord" : `${count} antwoorden`),
} as const;
