/** For the readiness tests: every topic with content approved as it is now ('Vastgesteld'). */
import { lastChangeOfTopics, type DueValues } from "@norm/due-items";
import type { ApprovalsDto } from "@norm/approvals";

export function approvedAsTheyAre(v: DueValues): ApprovalsDto {
  const topic = Object.fromEntries(
    Object.entries(lastChangeOfTopics(v)).map(([slug, lastChange]) => [
      slug,
      { versionAt: lastChange, approvedAt: lastChange, approvedByName: "Anna de Vries" },
    ]),
  );
  return { topic, document: {} };
}
