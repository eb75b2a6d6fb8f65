import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CONTENT_DIR, loadSiteFacts, readTimeZone } from "~/content/content-files";
import { serverTimeZone } from "~/lib/time-zone";
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

  it("takes the firm's time zone, the server's when it names none, and names a zone it does not know", () => {
    const details = "phone: +44 20 7946 0958\nlinkedin: https://www.linkedin.com/company/x\nflickr: https://www.flickr.com/photos/x\n";
    const chicago = withSiteFile(`${details}timeZone: America/Chicago\n`);
    expect(loadSiteFacts(chicago).facts?.timeZone).toBe("America/Chicago");
    expect(readTimeZone(chicago)).toBe("America/Chicago");
    for (const none of [details, `${details}timeZone: ''\n`]) {
      const root = withSiteFile(none);
      expect(loadSiteFacts(root).facts?.timeZone).toBe(serverTimeZone());
      expect(readTimeZone(root)).toBe(serverTimeZone());
    }
    const wrong = withSiteFile(`${details}timeZone: Chicago\n`);
    expect(loadSiteFacts(wrong).problems.map(formatProblem)).toEqual([
      'content/site.yaml: Time zone (timeZone): "Chicago" is not a time zone\'s name: write one such as America/Chicago or Europe/London (a region, a slash and its main city, as the editor\'s list gives them), or leave it empty for the server\'s zone',
    ]);
    // The staff area still shows times, in the server's zone, which each time names.
    expect(readTimeZone(wrong)).toBe(serverTimeZone());
    expect(readTimeZone(withSiteFile("phone: [unclosed\n"))).toBe(serverTimeZone());
  });

  it("finds nothing wrong with the shipped file", () => {
    expect(loadSiteFacts().problems).toEqual([]);
  });
});
