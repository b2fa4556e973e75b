/** Joining the waitlist: an e-mail address, by the sign-up's rules. */
import { z } from "zod";
import { emailSchema } from "@modules/auth/schemas";

export const waitlistSchema = z.object({ email: emailSchema });
