/** The server's public settings (sign-up mode), asked once per tab; for the sign-up form. */
import * as React from "react";
import type { PublicConfig } from "@core/shared/public-config";
import { getJson, type AnswerOf, type ApiRoutes } from "./fetch";

let config: PublicConfig | undefined;
let pending: Promise<PublicConfig> | undefined;

export function loadPublicConfig(): Promise<PublicConfig> {
  // No typed client: the signed-out pages read this (fetch.ts).
  pending ??= getJson<AnswerOf<ApiRoutes["config"]["$get"]>>("/api/config").then(
    (value) => (config = value),
    (e: unknown) => {
      pending = undefined; // asked again next time
      throw e;
    },
  );
  return pending;
}

/** The public settings, undefined until they arrived (or when the server could not be reached). */
export function usePublicConfig(): PublicConfig | undefined {
  const [value, setValue] = React.useState(config);
  React.useEffect(() => {
    let live = true;
    loadPublicConfig().then(
      (c) => live && setValue(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return value;
}
