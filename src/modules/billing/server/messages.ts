/** The payment provider's lines in the activity log (the answers' texts: billingMessages in shared/billing.ts). */
export const billingActivity = {
  actor: "Betaalprovider",
  status: (label: string) => `status: ${label}`,
  endsAtPeriodEnd: "stopt aan het einde van de periode",
} as const;
