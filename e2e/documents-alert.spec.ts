/** The red notice on Documenten (a file over the size limit is skipped) is readable: axe clean in both themes. */
import { closeSync, openSync, ftruncateSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test, expect } from "./fixtures";
import { expectAxeCleanInBothThemes } from "./axe";

test("the notice about a file that is too large has enough contrast in both themes", async ({ signedIn: page }) => {
  // A sparse file of 51 MB: over the 50 MB limit, so the page skips it and says so in red.
  const file = path.join(mkdtempSync(path.join(tmpdir(), "normwijs-big-")), "Te groot.pdf");
  const fd = openSync(file, "w");
  ftruncateSync(fd, 51 * 1024 * 1024);
  closeSync(fd);
  await page.goto("/documenten/beleid");
  await page.getByTestId("file-input").setInputFiles(file);
  await expect(page.getByText(/Te groot\.pdf/).first()).toBeVisible();
  await expectAxeCleanInBothThemes(page);
});
