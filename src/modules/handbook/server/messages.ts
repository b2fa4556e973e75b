/** The Dutch answers of the exports' queue (queue.ts). */
export const exportQueueMessages = {
  busy: "Er wordt al een export gemaakt voor uw organisatie. Probeer het over een minuut opnieuw.",
  full: "Er worden nu veel exports gemaakt. Probeer het over een paar minuten opnieuw.",
} as const;
