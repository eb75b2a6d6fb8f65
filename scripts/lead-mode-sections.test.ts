// @vitest-environment node
// Sätteri hands the tree over in Node's own ArrayBuffers, which jsdom's globals do not recognise.
import { markdownToHtml } from "satteri";
import { describe, expect, it } from "vitest";
import { readPolicyPages } from "~/content/content-files";
import { LEAD_MODE_HEADINGS } from "~/content/lead-mode-headings";
import { DEFAULT_KEEP_MONTHS } from "../server/leads/lead-service";
import { leadModeSections } from "./lead-mode-sections";

describe("the privacy notice tells each visitor one account, the build's", () => {
  const { text } = readPolicyPages().privacy;
  /** The notice as a build shows it: Markdown to HTML with the build's step (astro.config.ts), as plain words. */
  const shown = (onServer: boolean) =>
    markdownToHtml(text, { mdastPlugins: [leadModeSections(onServer)] })
      .html.replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");

  it("with the site's own lead service: the server, its database and the signed note of the time; no EmailJS", () => {
    const notice = shown(true);
    expect(notice).toContain("saves it in a database");
    expect(notice).toContain("signed note of the time");
    expect(notice).toContain("sets no cookies at all");
    expect(notice).toContain("marked as spam");
    expect(notice).not.toContain("EmailJS");
    expect(notice).not.toMatch(/Depending on how|either way/i);
  });

  it("with EmailJS: EmailJS, no copy kept and no cookie; no database", () => {
    const notice = shown(false);
    expect(notice).toContain("straight to EmailJS");
    expect(notice).toContain("sets no cookies at all");
    expect(notice).not.toContain("signed note");
    expect(notice).not.toContain("database");
  });

  it("shows neither way's sub-heading, and keeps the sections and what follows a way's text", () => {
    for (const onServer of [true, false]) {
      const notice = shown(onServer);
      for (const heading of Object.values(LEAD_MODE_HEADINGS)) expect(notice).not.toContain(heading);
      expect(notice).toContain("Sooner, if you ask");
      expect(notice).toContain(`${DEFAULT_KEEP_MONTHS} months`);
    }
  });
});
