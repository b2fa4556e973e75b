/** The organisation's storage against its quotas (the texts of the quality system, the documents). */

/** GET /api/quota: what the organisation stores against its quota, in bytes. */
export type StorageUsageDto = {
  kms: { usedBytes: number; quotaBytes: number };
  documents: { usedBytes: number; quotaBytes: number };
};
