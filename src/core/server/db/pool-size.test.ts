/** DATABASE_POOL_SIZE: the operator's number of PostgreSQL connections, checked at start-up. */
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "@core/server/config";

const base = { DATA_DIR: "/tmp/normwijs-config-test", DATABASE_URL: "postgres://normwijs@localhost/normwijs" };

describe("PostgreSQL pool size", () => {
  it("takes the operator's number, and 20 when none is set", () => {
    const set = loadConfig({ ...base, DATABASE_POOL_SIZE: "50" }).database;
    expect(set).toMatchObject({ kind: "postgres", poolSize: 50 });
    expect(loadConfig(base).database).toMatchObject({ kind: "postgres", poolSize: 20 });
  });

  it("refuses a number that is not a whole number from 1 to 500, naming the variable in Dutch", () => {
    for (const bad of ["0", "-3", "2.5", "veel", "501"]) {
      expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: bad }), bad).toThrow(/DATABASE_POOL_SIZE: (moet|mag)/);
    }
  });
});
