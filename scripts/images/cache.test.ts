// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { imageCacheDir, prune, restore, store, UNUSED_FOR } from "./cache";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "image-cache-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const files = new Map([
  ["art-400.avif", Buffer.from([1, 2, 3])],
  ["art-400.webp", Buffer.from([4, 5])],
]);

describe("the image cache", () => {
  it("gives back the bytes stored under a key, and nothing for another key", () => {
    store(dir, "k1", files);
    expect(restore(dir, "k1", ["art-400.avif", "art-400.webp"])).toEqual(files);
    expect(restore(dir, "k2", ["art-400.avif", "art-400.webp"])).toBeNull();
  });

  it("counts an entry without one of the files asked for as missing", () => {
    store(dir, "k1", files);
    expect(restore(dir, "k1", ["art-400.avif", "art-800.avif"])).toBeNull();
  });

  it("keeps the first entry when a second build stores the same key, and leaves no temporary folder", () => {
    store(dir, "k1", files);
    expect(() => store(dir, "k1", new Map([["art-400.avif", Buffer.from([9])]]))).not.toThrow();
    expect(restore(dir, "k1", ["art-400.avif"])?.get("art-400.avif")).toEqual(Buffer.from([1, 2, 3]));
    expect(prune(dir, Date.now() + 2 * 60 * 60 * 1000)).toBe(0);
  });

  it("removes entries no build has used for a month, counting a restore as a use", () => {
    const now = Date.now();
    const longAgo = new Date(now - UNUSED_FOR - 1000);
    for (const key of ["used", "unused"]) {
      store(dir, key, files);
      utimesSync(path.join(dir, key), longAgo, longAgo);
    }
    restore(dir, "used", ["art-400.avif"]);

    expect(prune(dir, now)).toBe(1);
    expect(existsSync(path.join(dir, "used"))).toBe(true);
    expect(existsSync(path.join(dir, "unused"))).toBe(false);
  });

  it("removes a temporary folder a killed build left after an hour, not while a build may still be writing it", () => {
    const left = path.join(dir, "k1.tmp-abc");
    mkdirSync(left);
    expect(prune(dir, Date.now() + 60 * 1000)).toBe(0);
    expect(prune(dir, Date.now() + 2 * 60 * 60 * 1000)).toBe(1);
    expect(existsSync(left)).toBe(false);
  });
});

describe("where the cache lives", () => {
  it("is IMAGES_CACHE_DIR when set, else under the user's cache folder, shared by every clone", () => {
    expect(imageCacheDir({ IMAGES_CACHE_DIR: "/srv/cache/images", XDG_CACHE_HOME: "/x" })).toBe("/srv/cache/images");
    expect(imageCacheDir({ XDG_CACHE_HOME: "/x" })).toBe("/x/northbridge-site/images");
    expect(imageCacheDir({})).toBe(path.join(homedir(), ".cache", "northbridge-site", "images"));
  });
});
