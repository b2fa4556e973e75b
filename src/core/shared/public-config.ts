/** GET /api/public-config: public facts the web app needs before sign-in. */
import type { SignupMode } from "@core/shared/signup";

export type PublicConfig = {
  signupMode: SignupMode;
  billingEnabled: boolean;
  /** SMTP_URL is set: mails are delivered, so e-mail addresses are verified. */
  mailEnabled: boolean;
  /** What the privacy statement, the terms and the contact page say about this installation. */
  installation: {
    database: "sqlite" | "postgres";
    fileStorage: "disk" | "s3";
    activityRetentionDays: number;
    trialDays: number;
    contactEmail: string | null;
  };
};
