import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CONTENT_DIR, loadSiteFacts } from "~/content/content-files";
import { formatProblem } from "~/lib/content-problems";

let copies: string[] = [];
function withSiteFile(text: string): string {
  const root = path.join(mkdtempSync(path.join(tmpdir(), "content-")), "content");
  cpSync(CONTENT_DIR, root, { recursive: true });
  copies.push(path.dirname(root));
  writeFileSync(path.join(root, "site.yaml"), text);
  return root;
}
afterEach(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  copies = [];
});

describe("content/site.yaml", () => {
  it("gives the phone as written and the tel: link made from it", () => {
    const root = withSiteFile(
      "phone: +44 20 7946 0958\nlinkedin: https://www.linkedin.com/company/x\nflickr: https://www.flickr.com/photos/x\n",
    );
    expect(loadSiteFacts(root).facts?.phone).toEqual({ display: "+44 20 7946 0958", href: "tel:+442079460958" });
  });

  it("reports a phone without its digits and a link that is not a web address, all at once", () => {
    const root = withSiteFile("phone: call us\nlinkedin: linkedin.com/company/x\n");
    expect(loadSiteFacts(root).problems.map(formatProblem)).toEqual([
      "content/site.yaml: Phone (phone): must be a phone number with its digits, e.g. +1 (202) 555-0148",
      "content/site.yaml: LinkedIn page (linkedin): must be the full address of the firm's LinkedIn page, starting with https://",
      "content/site.yaml: Flickr page (flickr): is missing; add the address of the firm's Flickr page, starting with https://",
    ]);
  });

  it("finds nothing wrong with the shipped file", () => {
    expect(loadSiteFacts().problems).toEqual([]);
  });
});
