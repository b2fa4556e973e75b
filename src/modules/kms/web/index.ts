/**
 * The Kwaliteitssysteem in the web app. Its topic pages (/kwaliteitssysteem/<onderwerp>) show other
 * modules' parts (Verbeteracties per register row, approval, review date, reading), so the router
 * composes them (src/web/routes/topic.tsx); another module's page that holds a KMS text gets
 * `KmsText` from the router the same way.
 */
export const kmsWeb = { name: "kms" } as const;
