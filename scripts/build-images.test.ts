// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { CatalogImage } from "~/content/images";
import { buildImages, saveRenderedArt } from "./build-images";

const images: CatalogImage[] = [
  {
    id: "scene",
    alt: "",
    width: 400,
    height: 300,
    art: { recipe: "isometric", seed: 1, palette: "dusk", options: { scene: "stage" } },
  },
  { id: "field", alt: "", width: 400, height: 250, art: { recipe: "aurora", seed: 2, palette: "dusk" } },
];
const names = ["field-400.avif", "field-400.webp", "scene-400.avif", "scene-400.webp"];

// Encoding takes seconds on a busy two-core machine: each test gives it 30 s.
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "build-images-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const files = (folder: string) => readdirSync(folder).filter((file) => !file.startsWith("."));
/** Every file under `folder`, by its path there. */
const bytes = (folder: string): Record<string, Buffer> =>
  Object.fromEntries(
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((file) => file.isFile() && !file.name.startsWith("."))
      .map((file) => {
        const full = path.join(file.parentPath, file.name);
        return [path.relative(folder, full), readFileSync(full)];
      }),
  );

it(
  "renders what is missing, restores from the cache what another checkout rendered, and skips what is there",
  { timeout: 30_000 },
  async () => {
    const cacheDir = path.join(dir, "cache");
    const first = path.join(dir, "first", "images");
    expect(await buildImages({ images, outDir: first, cacheDir })).toMatchObject({
      rendered: 2,
      fromCache: 0,
      upToDate: 0,
      files: 4,
    });
    expect(files(first).sort()).toEqual(names);

    const fresh = path.join(dir, "fresh", "images");
    expect(await buildImages({ images, outDir: fresh, cacheDir })).toMatchObject({
      rendered: 0,
      fromCache: 2,
      upToDate: 0,
    });
    expect(bytes(fresh)).toEqual(bytes(first));

    writeFileSync(path.join(fresh, "retired-400.avif"), "an image no longer in the catalog");
    expect(await buildImages({ images, outDir: fresh, cacheDir })).toMatchObject({
      rendered: 0,
      fromCache: 0,
      upToDate: 2,
    });
    expect(files(fresh).sort()).toEqual(names);
  },
);

it("renders again an image whose drawing changed, and only that one", { timeout: 30_000 }, async () => {
  const cacheDir = path.join(dir, "cache");
  const outDir = path.join(dir, "images");
  await buildImages({ images, outDir, cacheDir });
  const before = bytes(outDir);

  const [scene, field] = images as [CatalogImage, CatalogImage];
  const reseeded = { ...field, art: { ...field.art, seed: 3 } };
  expect(await buildImages({ images: [scene, reseeded], outDir, cacheDir })).toMatchObject({
    rendered: 1,
    upToDate: 1,
  });
  const after = bytes(outDir);
  expect(after["scene-400.avif"]).toEqual(before["scene-400.avif"]);
  expect(after["field-400.avif"]).not.toEqual(before["field-400.avif"]);
});

it("still builds when the cache cannot be written, and says why", { timeout: 30_000 }, async () => {
  const notAFolder = path.join(dir, "cache");
  writeFileSync(notAFolder, "");
  const built = await buildImages({ images, outDir: path.join(dir, "images"), cacheDir: notAFolder });
  expect(built).toMatchObject({ rendered: 2, files: 4 });
  expect(built.cacheProblem).toMatch(/ENOTDIR|EEXIST/);
});

it(
  "restores first from the project's rendered art, which it never writes, and saves exactly the catalog's art there",
  { timeout: 30_000 },
  async () => {
    const cacheDir = path.join(dir, "cache");
    const projectDir = path.join(dir, "rendered-art");
    const built = path.join(dir, "built", "images");
    await buildImages({ images, outDir: built, cacheDir });
    mkdirSync(path.join(projectDir, "a-retired-key"), { recursive: true });
    expect(saveRenderedArt({ images, outDir: built, projectDir }).sort()).toEqual(["field", "scene"]);
    expect(readdirSync(projectDir)).toHaveLength(2);
    expect(saveRenderedArt({ images, outDir: built, projectDir })).toEqual([]);

    const saved = bytes(projectDir);
    const clone = path.join(dir, "clone", "images");
    const emptyCache = path.join(dir, "empty-cache");
    expect(await buildImages({ images, outDir: clone, cacheDir: emptyCache, projectDir })).toMatchObject({
      fromProject: 2,
      fromCache: 0,
      rendered: 0,
    });
    expect(bytes(clone)).toEqual(bytes(built));
    expect(bytes(projectDir)).toEqual(saved);
    // Not copied into the machine's cache either: the project already holds it.
    expect(existsSync(emptyCache)).toBe(false);
  },
);
