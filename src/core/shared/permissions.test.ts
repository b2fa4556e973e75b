import { roles } from "@core/shared/permissions";
import type { Role } from "@core/shared/permissions";
import { describe, expect, it } from "vitest";
import { actions, allowedActions, can, policy } from "@core/shared/permissions";

describe("permission policy", () => {
  it("is an allow-list: a role not listed for an action may not do it", () => {
    for (const action of actions)
      for (const role of roles) expect(can(role, action)).toBe((policy[action] as readonly Role[]).includes(role));
    expect(can("auditor" as Role, "kms.edit")).toBe(false);
    expect(can(undefined, "kms.edit")).toBe(false);
    expect(can("owner", "unknown.action" as never)).toBe(false);
  });

  it("gives the owner everything, the editor the editing and the reader reading, exporting the handbook and reporting", () => {
    expect(allowedActions("owner")).toEqual(actions);
    expect(allowedActions("editor")).toEqual([
      "kms.edit",
      "documents.upload",
      "documents.delete",
      "handbook.read",
      "transfer.export",
      "auditor.questions.read",
      "auditor.questions.answer",
      "planning.edit",
      "actions.edit",
      "surveys.read",
      "review.read",
      "audits.edit",
      "reading.confirm",
      "reports.create",
    ]);
    expect(allowedActions("reader")).toEqual([
      "handbook.read",
      "transfer.export",
      "auditor.questions.read",
      "surveys.read",
      "review.read",
      "reading.confirm",
      "reports.create",
    ]);
  });
});
