/**
 * Loads a package from node_modules at the moment it is first needed, synchronously. The Stripe
 * SDK, the S3 client, pg and nodemailer each cost several MB of memory at start; a server that does
 * not use them (no STRIPE_SECRET_KEY, no S3_BUCKET, SQLite, no SMTP_URL) never loads them.
 * Use with `import type` for the types, so the package is not imported at start.
 */
import { createRequire } from "node:module";

export const lazyRequire = createRequire(import.meta.url);
