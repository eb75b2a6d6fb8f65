import { existsSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { CONTENT_DIR } from "~/content/content-files";
import { UPLOADS, uploadPrefix } from "~/content/uploads";

// Git keeps no empty folder: each holds a README saying what goes there, so a fresh clone has both.
it.each(Object.values(UPLOADS))("has the folder $collection/$folder, with a note on what goes in it", (upload) => {
  expect(existsSync(path.join(CONTENT_DIR, upload.collection, upload.folder, "README.md"))).toBe(true);
});

it("gives an entry's photo the path the editor writes for it", () => {
  expect(uploadPrefix("portrait", "nadia-brooks")).toBe("./portraits/nadia-brooks/");
  expect(uploadPrefix("photo", "un-women")).toBe("./photos/un-women/");
});
