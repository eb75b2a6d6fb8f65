// @vitest-environment node
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { WORDMARK_FILE, wordmarkSource } from "../../../scripts/build-wordmark";
import { site } from "~/content/site";

it("is the firm's name drawn in Fraunces, as scripts/build-wordmark.ts draws it today", async () => {
  const committed = readFileSync(WORDMARK_FILE, "utf8");
  expect(committed, "run `npx tsx scripts/build-wordmark.ts` after changing the name or the font").toBe(
    await wordmarkSource(),
  );
  expect(committed).toContain(JSON.stringify(site.name));
});
