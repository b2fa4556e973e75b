/** A live event's data as the server sends it; anything else is ignored. */
import type { KmsEventDto } from "@norm/kms-values";

export function parseKmsEvent(data: string): KmsEventDto | undefined {
  try {
    const e = JSON.parse(data) as Partial<KmsEventDto> | null;
    if (!e || typeof e.name !== "string" || typeof e.revision !== "number" || typeof e.updatedAt !== "string") {
      return undefined;
    }
    return {
      name: e.name,
      revision: e.revision,
      updatedBy: String(e.updatedBy ?? ""),
      updatedByName: typeof e.updatedByName === "string" ? e.updatedByName : null,
      updatedAt: e.updatedAt,
      ...(e.deleted === true ? { deleted: true as const } : {}),
    };
  } catch {
    return undefined;
  }
}
