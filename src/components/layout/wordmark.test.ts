// @vitest-environment node
import type { APIContext } from "astro";
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { WORDMARK_FILE, wordmarkSource } from "../../../scripts/build-wordmark";
import { site } from "~/content/site";
import { GET, getStaticPaths } from "~/pages/images/wordmark-[tone].svg";

it("is the firm's name drawn in Fraunces, as scripts/build-wordmark.ts draws it today", async () => {
  const committed = readFileSync(WORDMARK_FILE, "utf8");
  expect(committed, "run `npx tsx scripts/build-wordmark.ts` after changing the name or the font").toBe(
    await wordmarkSource(),
  );
  expect(committed).toContain(JSON.stringify(site.name));
});

// Astro's dev server (the editor's preview) sends the route's own type; the built file gets one from its extension.
it.each(getStaticPaths().map(({ params }) => params.tone))("is sent as an SVG image in the %s tone", async (tone) => {
  const response = await GET({ params: { tone } } as unknown as APIContext);
  expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
  expect(await response.text()).toMatch(/^<svg[\s>]/);
});
