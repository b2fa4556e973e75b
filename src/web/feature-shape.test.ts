/**
 * One shape inside a web feature (docs/ARCHITECTURE.md): its pages and components at its root, its
 * calls in one api.ts, a subfolder only for a named part. A generic components/ or api/ folder, or
 * a second api file beside api.ts, is how the features drifted apart before; this keeps them alike.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const featuresDir = path.join(import.meta.dirname, "features");
const modulesDir = path.join(import.meta.dirname, "../modules");
/** The web app's features, and the modules' web parts (as `../../modules/<name>/web`), which keep the same shape. */
const features = [
  ...readdirSync(featuresDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name),
  ...readdirSync(modulesDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(modulesDir, e.name, "web")))
    .map((e) => path.relative(featuresDir, path.join(modulesDir, e.name, "web"))),
];

/** What in one feature's root breaks the shape, as readable lines. */
function shapeProblems(feature: string): string[] {
  const entries = readdirSync(path.join(featuresDir, feature), { withFileTypes: true });
  const genericFolders = entries
    .filter((e) => e.isDirectory() && (e.name === "components" || e.name === "api"))
    .map((e) => `${feature}/${e.name}/ is a generic folder: move its files to the feature's root or a named part`);
  const apiFiles = entries.filter((e) => e.isFile() && /api\.tsx?$/.test(e.name)).map((e) => e.name);
  const apiProblem =
    apiFiles.length > 1
      ? [`${feature} has ${apiFiles.join(", ")}: its calls belong in one api.ts (or in a named part's own api.ts)`]
      : [];
  return [...genericFolders, ...apiProblem];
}

describe("web feature shape", () => {
  it("finds the features and the modules' web parts", () => {
    expect(features.length).toBeGreaterThan(20);
    expect(features).toContain("../../modules/actions/web");
  });

  it.each(features)("%s keeps one shape: no components/ or api/ folder, at most one api.ts", (feature) => {
    expect(shapeProblems(feature)).toEqual([]);
  });
});
