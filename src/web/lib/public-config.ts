/** The server's public settings (sign-up mode), asked once per tab; for the sign-up form. */
import * as React from "react";
import { client, json } from "./api";
import type { PublicConfig } from "../../shared/schemas";

let config: PublicConfig | undefined;
let pending: Promise<PublicConfig> | undefined;

export function loadPublicConfig(): Promise<PublicConfig> {
  pending ??= json(client.config.$get()).then(
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
