// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalog } from "~/content/images";
import { drawSvg, RENDERED_ART_DIR } from "../build-images";
import { noStageTimes, outputsOf, renderImage, renderKey } from "./render";

/*
 * rendered-art/ is the catalog's art as the project's own code renders it (decision 0029): a fresh clone starts
 * from it instead of spending a minute and more of CPU. These checks keep it true: it holds each image's files under
 * the key of today's recipe, code and sharp, nothing else, and rendering one again gives the same bytes.
 */
const REMEDY = "run `npm run images -- --save` and commit rendered-art/";

describe("the project's rendered art", () => {
  const keys = new Map(catalog.map((entry) => [entry.id, renderKey(entry, drawSvg(entry))]));

  it("holds every catalog image's files, rendered from its current recipe", () => {
    const missing = catalog.filter((entry) =>
      outputsOf(entry).some((file) => !existsSync(path.join(RENDERED_ART_DIR, keys.get(entry.id)!, file))),
    );
    expect(
      missing.map((entry) => entry.id),
      `these images' art is not in rendered-art/: ${REMEDY}`,
    ).toEqual([]);
  });

  it("holds nothing else", () => {
    const wanted = new Set(keys.values());
    const stale = readdirSync(RENDERED_ART_DIR).filter((folder) => !wanted.has(folder));
    expect(stale, `rendered-art/ holds art no catalog image uses: ${REMEDY}`).toEqual([]);
  });

  it("is what rendering gives, byte for byte (the smallest image, rendered again)", { timeout: 60_000 }, async () => {
    const [smallest] = [...catalog].sort((a, b) => a.width * a.height - b.width * b.height);
    if (!smallest) throw new Error("the catalog is empty");
    const rendered = await renderImage(smallest, drawSvg(smallest), noStageTimes());
    const folder = path.join(RENDERED_ART_DIR, keys.get(smallest.id)!);
    for (const file of outputsOf(smallest)) {
      expect(rendered.get(file)?.equals(readFileSync(path.join(folder, file))), `${smallest.id}: ${file}`).toBe(true);
    }
  });
});
