import type { MetaDescriptor } from "~/lib/document-title";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { documentTitle, noindexMeta } from "~/lib/document-title";
import { clipDescription, pageHead, pageMeta, SHARE_IMAGE } from "~/lib/meta";

type Tag = Record<string, unknown>;

function find(descriptors: MetaDescriptor[], key: string, value: string): Tag | undefined {
  return descriptors.find((descriptor) => (descriptor as Tag)[key] === value) as Tag | undefined;
}

const content = (descriptors: MetaDescriptor[], key: "name" | "property", value: string) =>
  find(descriptors, key, value)?.content;

const jsonLd = (descriptors: MetaDescriptor[]) =>
  descriptors.flatMap((descriptor) => {
    const data = (descriptor as Tag)["script:ld+json"];
    return data ? [data as Tag] : [];
  });

const team = pageMeta({ title: "Our Team", description: "Meet the people behind the work.", path: "/team" });

describe("documentTitle", () => {
  it('reads "{page} | {firm}"', () => {
    expect(documentTitle("Our Team")).toBe("Our Team | Northbridge Collaborative");
  });

  it("leads with the firm's name on the home page, which has no page title", () => {
    expect(documentTitle()).toBe("Northbridge Collaborative | Collaboration Events, Experiences & Communications");
  });
});

describe("clipDescription", () => {
  it("keeps a description that fits", () => {
    expect(clipDescription("  Meet the people\n behind the work. ")).toBe("Meet the people behind the work.");
  });

  it("cuts a long one at a word boundary within 160 characters and marks the cut", () => {
    const long = "We design convenings that end in decisions, ".repeat(6);
    expect(clipDescription(long)).toBe(
      `${"We design convenings that end in decisions, ".repeat(3)}We design convenings that…`,
    );
    expect(clipDescription("One, two, three, four.", 10)).toBe("One, two…");
  });
});

describe("pageMeta", () => {
  it("sets the title and the description", () => {
    expect(find(team, "title", "Our Team | Northbridge Collaborative")).toBeDefined();
    expect(content(team, "name", "description")).toBe("Meet the people behind the work.");
  });

  it("builds the canonical URL from the site's base URL, without a trailing slash", () => {
    expect(find(team, "rel", "canonical")).toEqual({ tagName: "link", rel: "canonical", href: `${site.baseUrl}/team` });
    const home = pageMeta({ description: "Home.", path: "/" });
    expect(find(home, "rel", "canonical")?.href).toBe(`${site.baseUrl}/`);
  });

  it("describes the page for link previews: Open Graph and a large Twitter card with the share image", () => {
    const image = `${site.baseUrl}${SHARE_IMAGE.path}`;
    expect(content(team, "property", "og:title")).toBe("Our Team | Northbridge Collaborative");
    expect(content(team, "property", "og:description")).toBe("Meet the people behind the work.");
    expect(content(team, "property", "og:url")).toBe(`${site.baseUrl}/team`);
    expect(content(team, "property", "og:type")).toBe("website");
    expect(content(team, "property", "og:site_name")).toBe("Northbridge Collaborative");
    expect(content(team, "property", "og:image")).toBe(image);
    expect(content(team, "property", "og:image:width")).toBe("1200");
    expect(content(team, "property", "og:image:height")).toBe("630");
    expect(content(team, "property", "og:image:alt")).toMatch(/^Northbridge Collaborative: .+/);
    expect(content(team, "name", "twitter:card")).toBe("summary_large_image");
    // The card takes the rest from Open Graph: stating it twice would cost every page bytes.
    for (const name of ["twitter:title", "twitter:description", "twitter:image"])
      expect(content(team, "name", name)).toBeUndefined();
  });

  it("uses the same clipped description for search results and link previews", () => {
    const long = pageMeta({ title: "Study", description: "A sentence that runs on and on. ".repeat(10), path: "/x" });
    const description = content(long, "name", "description");
    expect(String(description).length).toBeLessThanOrEqual(160);
    expect(content(long, "property", "og:description")).toBe(description);
  });

  it("lets a page choose its Open Graph type", () => {
    const profile = pageMeta({ title: "A", description: "B", path: "/team/member/a", ogType: "profile" });
    expect(content(profile, "property", "og:type")).toBe("profile");
  });

  it("lets search engines index a normal page", () => {
    expect(content(team, "name", "robots")).toBe("index, follow");
  });

  it("keeps noindex pages out of search results and gives them no canonical URL", () => {
    const missing = pageMeta({ title: "Oops!", description: "Not here.", path: "/404", noindex: true });
    expect(content(missing, "name", "robots")).toBe("noindex, nofollow");
    expect(find(missing, "rel", "canonical")).toBeUndefined();
  });

  it("treats the unlisted diagnostic page as noindex without being told", () => {
    const diagnostic = pageMeta({ title: "Image test", description: "Diagnostics.", path: "/image-test" });
    expect(content(diagnostic, "name", "robots")).toBe("noindex, nofollow");
  });

  it("carries the page's own JSON-LD (the layout adds the Organization, from content/site.yaml, to every page)", () => {
    expect(jsonLd(team)).toEqual([]);
    const person = { "@context": "https://schema.org", "@type": "Person", name: "Amara Okafor" };
    const member = pageMeta({
      title: "Amara Okafor",
      description: "Founder.",
      path: "/team/member/a",
      jsonLd: [person],
    });
    expect(jsonLd(member).map((node) => node["@type"])).toEqual(["Person"]);
  });
});

describe("pageHead", () => {
  it("gives a page the head for the URL it is pre-rendered at", () => {
    const page = { title: "Our Team", description: "The people who run the rooms.", heading: "Our team" };
    expect(pageHead(page, new URL("http://localhost/team"))).toEqual(pageMeta({ ...page, path: "/team" }));
  });
});

describe("noindexMeta", () => {
  it("gives a not-found or moved page a title, a description and noindex, and nothing to share or index", () => {
    const head = noindexMeta({ title: "Page Not Found", description: "No page here." });
    expect(head).toEqual([
      { title: "Page Not Found | Northbridge Collaborative" },
      { name: "description", content: "No page here." },
      { name: "robots", content: "noindex, nofollow" },
    ]);
  });
});
