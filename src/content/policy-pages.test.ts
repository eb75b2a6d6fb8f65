import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPolicyPages, readContactPage, readPolicyPages } from "~/content/content-files";
import { policyPageIds, policyPageSchema } from "~/content/pages.schema";
import { DRAFT } from "~/contact/contact-rules";
import { formatProblem } from "~/lib/content-problems";
import { contentCopy } from "~/test/content-copy";
import { LEAD_MODE_HEADINGS } from "~/content/lead-mode-headings";
import { MAX_TOKEN_AGE_MS } from "../../server/leads/form-token";
import { DEFAULT_KEEP_MONTHS } from "../../server/leads/lead-service";

const shownProblems = (root: string) => loadPolicyPages(root).problems.map(formatProblem);

/** The section of a Markdown text whose ## heading matches `heading`, up to the next ## heading. */
function section(text: string, heading: RegExp): string {
  const sections = text.split(/^(?=## )/m);
  const found = sections.find((part) => heading.test(part.split("\n", 1)[0] ?? ""));
  if (!found) throw new Error(`no section whose heading matches ${heading}`);
  return found;
}

const VALID_DETAILS = [
  "title: Privacy Notice",
  "description: What this website collects, where it goes and how long the firm keeps it, in plain words.",
  "heading: Privacy Notice",
  "intro: What we collect and why.",
  "reviewed: 2026-11-27",
  "contactHeading: Questions and requests",
  "contactText: Write to us.",
];
const policyFile = (details: string[], text: string) => `---\n${details.join("\n")}\n---\n\n${text}`;

describe("content/pages/*.md, the pages with a text of their own", () => {
  it("finds nothing wrong with the shipped files", () => {
    expect(loadPolicyPages().problems).toEqual([]);
  });

  it("gives each page its head, its review date and a text in sections", () => {
    const pages = readPolicyPages();
    for (const id of policyPageIds) {
      const page = pages[id];
      expect(page.title.length, id).toBeGreaterThan(0);
      expect(page.description.length, id).toBeGreaterThanOrEqual(50);
      expect(page.reviewed, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.text.match(/^## /gm)?.length ?? 0, id).toBeGreaterThan(1);
    }
  });

  it("reads the review date whether the YAML reader makes it text or a date", () => {
    const details = { ...readPolicyPages().accessibility, text: undefined };
    expect(policyPageSchema.parse({ ...details, reviewed: "2026-11-27" }).reviewed).toBe("2026-11-27");
    expect(policyPageSchema.parse({ ...details, reviewed: new Date("2026-11-27T00:00:00Z") }).reviewed).toBe(
      "2026-11-27",
    );
  });

  it("reports each mistake in plain words, naming the file, the field and the line, all at once", () => {
    const root = contentCopy();
    const dir = path.join(root, "pages");
    const details = VALID_DETAILS.map((line) =>
      line.startsWith("reviewed:")
        ? "reviewed: 2026-02-30"
        : line.startsWith("contactText:")
          ? 'contactText: ""'
          : line,
    );
    writeFileSync(
      path.join(dir, "privacy.md"),
      policyFile(
        details,
        "# Privacy\n\n### Cookies\n\n<b>One</b> cookie. ![Logo](./logo.png)\n\n[Write](hello.html)\n",
      ),
    );
    writeFileSync(path.join(dir, "terms.md"), policyFile(VALID_DETAILS, "## Terms\n\nText.\n"));
    rmSync(path.join(dir, "accessibility.md"));
    const problems = shownProblems(root);
    expect(problems).toContain(
      "content/pages/privacy.md: Last reviewed (reviewed): is not a day of the calendar; write it as year-month-day, e.g. 2026-11-27",
    );
    expect(problems).toContain(
      "content/pages/privacy.md: Closing text (contactText): is empty; write the sentence over the firm's address: what to write about, and when the firm answers",
    );
    // The text starts on line 11: the details' 7 lines between two ---, then an empty line.
    expect(problems).toContain(
      'content/pages/privacy.md: Text (the text below the details): line 11 ("# Privacy") is a main heading, and the page has one already (its Heading); start the line with ## for a section, or ### for a part of one',
    );
    expect(problems).toContain(
      'content/pages/privacy.md: Text (the text below the details): line 13 ("### Cookies") is a sub-heading before any section; start the first heading with ##',
    );
    expect(problems.find((problem) => problem.includes("line 15") && problem.includes("picture"))).toBeDefined();
    expect(problems.find((problem) => problem.includes("line 15") && problem.includes("HTML"))).toBeUndefined();
    expect(problems).toContain(
      'content/pages/privacy.md: Text (the text below the details): line 17 ("[Write](hello.html)") links "Write" to "hello.html", which no browser can open; link to a page of the site (/contact) or a full address starting with https://',
    );
    expect(problems).toContain(
      "content/pages/terms.md: names no page with a text of its own; rename it to one of privacy.md, accessibility.md",
    );
    expect(problems).toContain("content/pages/accessibility.md: is missing; restore it from git");
  });

  it("says HTML is not shown, and an empty text is empty", () => {
    const root = contentCopy();
    const dir = path.join(root, "pages");
    writeFileSync(path.join(dir, "privacy.md"), policyFile(VALID_DETAILS, "## Who we are\n\n<div>Us.</div>\n"));
    writeFileSync(path.join(dir, "accessibility.md"), policyFile(VALID_DETAILS, "\n"));
    const problems = shownProblems(root);
    expect(
      problems.find((problem) =>
        problem.startsWith('content/pages/privacy.md: Text (the text below the details): line 13 ("<div>Us.</div>") contains HTML'),
      ),
    ).toBeDefined();
    expect(problems).toContain(
      "content/pages/accessibility.md: Text (the text below the details): is empty; write the page's text below the details (after the second ---)",
    );
  });
});

describe("the privacy notice says what the code does", () => {
  const privacy = readPolicyPages().privacy.text;

  it(`keeps the form's draft for the days the form does (DRAFT.maxAgeDays: ${DRAFT.maxAgeDays})`, () => {
    const draft = section(privacy, /draft/i);
    const days = [...draft.matchAll(/(\d+) days?\b/g)].map((match) => Number(match[1]));
    expect(days, "the draft section's periods in days").toEqual([DRAFT.maxAgeDays]);
    expect(draft).toMatch(/local storage/i);
  });

  it("names every field of the form, the hidden one too", () => {
    for (const { label } of Object.values(readContactPage().form.fields)) {
      expect(privacy.toLowerCase(), label).toContain(label.toLowerCase());
    }
  });

  it("says the site sets no cookie, and what the form's signed note of the time is and how long it is remembered", () => {
    const cookies = section(privacy, /cookie/i);
    expect(cookies).toContain("sets no cookies at all");
    expect(cookies).toContain("signed note of the time");
    expect(cookies).toContain(`${MAX_TOKEN_AGE_MS / 3_600_000} hours`);
  });

  it("says for how long requests and server logs are kept", () => {
    // The lead service deletes leads after the same period by default (server/leads/lead-service.ts).
    expect(section(privacy, /how long/i)).toContain(`${DEFAULT_KEEP_MONTHS} months`);
    expect(section(privacy, /logs/i)).toMatch(/\b\d+ days\b/);
  });
});

describe("the privacy notice's ways of taking a request (scripts/lead-mode-sections.ts shows one)", () => {
  it("reports a way written as a section, and one with nothing under it", () => {
    const root = contentCopy();
    const file = path.join(root, "pages", "privacy.md");
    writeFileSync(
      file,
      policyFile(
        VALID_DETAILS,
        `## Cookies\n\n### ${LEAD_MODE_HEADINGS.emailjs}\n\n## ${LEAD_MODE_HEADINGS.server}\n\nOne cookie.\n`,
      ),
    );
    expect(shownProblems(root)).toEqual([
      `content/pages/privacy.md: Text (the text below the details): line 13 ("### ${LEAD_MODE_HEADINGS.emailjs}") has no text under it; write what happens to a request that way, or remove the sub-heading`,
      `content/pages/privacy.md: Text (the text below the details): line 15 ("## ${LEAD_MODE_HEADINGS.server}") names a way the site takes requests: make it a sub-heading (###) inside the section it belongs to`,
    ]);
  });
});

describe("the accessibility statement", () => {
  it("names the standards the site's tests hold it to", () => {
    const { text } = readPolicyPages().accessibility;
    expect(text).toContain("WCAG) 2.2 at level AA");
    expect(text).toContain("Section 508");
  });
});
