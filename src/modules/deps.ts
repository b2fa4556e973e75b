/**
 * What the composition root hands every module's server part (types only): the app's own
 * dependencies, sign-in, mail, the live updates and the file storage. A module's `routes` asks the
 * part it needs (`Pick<ModuleDeps, "db" | "activity">`).
 */
import type { AppDeps } from "@core/server/http/context";
import type { Auth } from "@modules/auth/server";
import type { Mailer } from "@core/server/mail";
import type { LiveFeature } from "@modules/kms/server";
import type { FileStorage } from "@core/server/storage/types";

export type ModuleDeps = AppDeps & { auth: Auth; mailer: Mailer; live: LiveFeature; storage: FileStorage };
