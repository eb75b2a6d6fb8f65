import type { APIRequestContext, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { parse } from "node-html-parser";
import path from "node:path";
import { buildDir, expect, siteMap, test } from "./fixtures";
import { templateOf, unknownPaths } from "./site-pages";

/**
 * What search engines and link previews read: the pre-rendered HTML, before any
 * script runs. The canonical origin is whatever the build was given (VITE_SITE_URL);
 * every URL on every page must agree with the home page's.
 */
test.use({ javaScriptEnabled: false });

type Head = {
  title: string;
  description: string | null;
  robots: string | null;
  canonical: string | null;
  h1: string;
  og: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: Record<string, unknown>[];
};

/** The head as served: the page's HTML before any script, as a crawler reads it (no browser needed). */
async function readHead(page: Page, path: string): Promise<Head> {
  const document = parse(await (await page.request.get(path)).text());
  const head = document.querySelector("head");
  const meta = (selector: string) => head?.querySelector(selector)?.getAttribute("content") ?? null;
  const collect = (attribute: string, prefix: string) =>
    Object.fromEntries(
      (head?.querySelectorAll(`meta[${attribute}^="${prefix}"]`) ?? []).map((tag) => [
        tag.getAttribute(attribute) ?? "",
        tag.getAttribute("content") ?? "",
      ]),
    );
  return {
    title: head?.querySelector("title")?.text ?? "",
    description: meta('meta[name="description"]'),
    robots: meta('meta[name="robots"]'),
    canonical: head?.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    h1: document.querySelector("h1")?.text.trim() ?? "",
    og: collect("property", "og:"),
    twitter: collect("name", "twitter:"),
    jsonLd: document
      .querySelectorAll('script[type="application/ld+json"]')
      .map((script) => JSON.parse(script.textContent || "null") as Record<string, unknown>),
  };
}

async function fetchOk(request: APIRequestContext, url: string) {
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), `${url} is served`).toBe(200);
  return response;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const byType = (head: Head, type: string) => head.jsonLd.filter((node) => node["@type"] === type);

let origin = "";
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  const canonical = (await readHead(page, "/")).canonical ?? "";
  await page.close();
  expect(canonical, "the home page has an absolute canonical URL").toMatch(/^https?:\/\/[^/]+\/$/);
  origin = canonical.replace(/\/$/, "");
});

test.describe("every indexable page", () => {
  for (const pagePath of siteMap.pages) {
    test(`${pagePath}: title, description, canonical, Open Graph, Twitter card, Organization`, async ({
      page,
      request,
    }) => {
      const head = await readHead(page, pagePath);
      const url = pagePath === "/" ? `${origin}/` : `${origin}${pagePath}`;

      expect(head.title).toMatch(
        pagePath === "/" ? /^Northbridge Collaborative \| / : / \| Northbridge Collaborative$/,
      );
      expect(head.description?.length ?? 0, "description length").toBeGreaterThanOrEqual(50);
      expect(head.description?.length ?? 0, "description length").toBeLessThanOrEqual(160);
      expect(head.robots).toBe("index, follow");
      expect(head.canonical).toBe(url);

      expect(head.og).toMatchObject({
        "og:title": head.title,
        "og:description": head.description,
        "og:url": url,
        "og:site_name": "Northbridge Collaborative",
        "og:image": `${origin}/social/share.png`,
        "og:image:width": "1200",
        "og:image:height": "630",
      });
      expect(head.og["og:type"]).toMatch(/^(website|article|profile)$/);
      expect(head.og["og:image:alt"]).toMatch(/^Northbridge Collaborative: /);
      // X takes the title, description and image from Open Graph above.
      expect(head.twitter).toEqual({ "twitter:card": "summary_large_image" });
      await fetchOk(request, head.og["og:image"] ?? "");

      const [organization, ...others] = byType(head, "Organization").filter((node) => node.contactPoint);
      expect(others, "one Organization").toEqual([]);
      expect(organization).toMatchObject({
        "@context": "https://schema.org",
        "@id": `${origin}/#organization`,
        name: "Northbridge Collaborative",
        url: `${origin}/`,
        logo: `${origin}/logo.png`,
        contactPoint: { "@type": "ContactPoint", email: expect.stringContaining("@") as unknown },
      });
      expect((organization?.contactPoint as Record<string, string>).telephone).toMatch(/^\+\d{8,}$/);
      expect(organization?.sameAs).toEqual([
        expect.stringMatching(/^https:\/\//),
        expect.stringMatching(/^https:\/\//),
      ]);
    });
  }
  // Unique titles and descriptions: pages.test.ts, over every page.
});

const memberPages = siteMap.pages.filter((page) => templateOf(page) === "/team/member/:memberName");
const caseStudyPages = siteMap.pages.filter((page) => templateOf(page) === "/impact/:slug");

test("member pages describe their member as a Person working for the firm", async ({ page }) => {
  expect(memberPages.length).toBeGreaterThan(0);
  for (const pagePath of memberPages) {
    const head = await readHead(page, pagePath);
    const [person, ...others] = byType(head, "Person");
    expect(others, `one Person on ${pagePath}`).toEqual([]);
    expect(person, pagePath).toMatchObject({
      "@context": "https://schema.org",
      name: head.h1,
      familyName: expect.any(String) as unknown,
      jobTitle: expect.any(String) as unknown,
      url: `${origin}${pagePath}`,
      worksFor: { "@id": `${origin}/#organization` },
    });
  }
});

test.describe("case-study JSON-LD (needs the one-line wiring in src/routes/case-study.tsx)", () => {
  test("case-study pages describe their study as an Article of the case-study genre", async ({ page }) => {
    expect(caseStudyPages.length).toBeGreaterThan(0);
    for (const pagePath of caseStudyPages) {
      const head = await readHead(page, pagePath);
      const [article, ...others] = byType(head, "Article");
      expect(others, `one Article on ${pagePath}`).toEqual([]);
      expect(article, pagePath).toMatchObject({
        "@context": "https://schema.org",
        genre: "Case study",
        headline: head.h1,
        url: `${origin}${pagePath}`,
        about: { "@type": "Organization" },
        publisher: { "@id": `${origin}/#organization` },
      });
    }
  });
});

test.describe("pages kept out of search results", () => {
  test("unlisted pages are noindex and have no canonical URL", async ({ page }) => {
    for (const pagePath of siteMap.unlisted) {
      const head = await readHead(page, pagePath);
      expect(head.robots, pagePath).toMatch(/noindex/);
      expect(head.canonical, pagePath).toBeNull();
    }
  });

  test.describe("not-found pages", () => {
    test.use({ expectedConsoleErrors: /404/ });
    for (const pagePath of unknownPaths) {
      test(`${pagePath} is noindex`, async ({ page }) => {
        const head = await readHead(page, pagePath);
        expect(head.robots).toMatch(/noindex/);
        expect(head.canonical).toBeNull();
      });
    }
  });

  test("redirect stubs are noindex and forward at once", () => {
    for (const { from, to } of siteMap.redirects) {
      const html = readFileSync(path.join(buildDir, "client", from, "index.html"), "utf8");
      expect(html, from).toContain('<meta name="robots" content="noindex">');
      expect(html, from).toContain(`<meta http-equiv="refresh" content="0;url=${to}">`);
    }
  });
});

test.describe("crawler files", () => {
  test("the sitemap lists exactly the indexable pages, as absolute canonical URLs", async ({ request }) => {
    const index = await request.get("/sitemap-index.xml");
    expect(index.status()).toBe(200);
    expect(index.headers()["content-type"]).toMatch(/^application\/xml/);
    const sitemaps = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(sitemaps.length).toBeGreaterThan(0);
    const locations: string[] = [];
    for (const sitemap of sitemaps) {
      expect(sitemap.startsWith(`${origin}/`), sitemap).toBe(true);
      const xml = await (await fetchOk(request, sitemap)).text();
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      locations.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ""));
    }
    const expected = siteMap.pages.map((page) => (page === "/" ? `${origin}/` : `${origin}${page}`));
    expect(locations.toSorted()).toEqual(expected.toSorted());
    for (const hidden of [...siteMap.unlisted, ...siteMap.redirects.map((r) => r.from), ...unknownPaths]) {
      expect(locations).not.toContain(`${origin}${hidden}`);
    }
  });

  test("the old sitemap address moves permanently to the sitemap index", async ({ request }) => {
    const response = await request.get("/sitemap.xml", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/sitemap-index.xml");
  });

  test("robots.txt lets every crawler in and names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines.filter((line) => line.startsWith("Disallow"))).toEqual([]);
    expect(lines).toContain(`Sitemap: ${origin}/sitemap-index.xml`);
  });

  test("the share image is a 1200×630 PNG and the logo a square PNG", async ({ request }) => {
    const share = await fetchOk(request, `${origin}/social/share.png`);
    expect(share.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await share.body())).toEqual({ width: 1200, height: 630 });
    const logo = await fetchOk(request, `${origin}/logo.png`);
    expect(logo.headers()["content-type"]).toBe("image/png");
    const { width, height } = pngSize(await logo.body());
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(112);
  });
});
