/**
 * Whether an organisation may change its KMS data and files. Reading and exporting are always
 * allowed: we never hold a user's data hostage. (Filled in by the billing feature.)
 */
import type { Config } from "../config";
import type { Db } from "../db";

export async function assertEditingAllowed(_db: Db, _config: Config, _organisationId: string): Promise<void> {
  // Billing off (no STRIPE_SECRET_KEY): everything is unlocked.
}
