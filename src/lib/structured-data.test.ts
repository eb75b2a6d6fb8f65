import { describe, expect, it } from "vitest";
import { caseStudyPages } from "~/content/case-studies";
import { site } from "~/content/site";
import { readCaseStudies, readSiteFacts, readTeam } from "~/content/content-files";
import { memberSlug } from "~/content/team";
import { telHref } from "~/lib/phone";
import { caseStudyJsonLd, organizationJsonLd, personJsonLd } from "~/lib/structured-data";
const siteFacts = readSiteFacts();

const organizationId = `${site.baseUrl}/#organization`;
const image = { id: "portrait-test", alt: "A portrait.", width: 800, height: 1000 };

describe("organizationJsonLd", () => {
  const organization = organizationJsonLd(siteFacts);

  it("names the firm, its site and its logo with absolute URLs", () => {
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": organizationId,
      name: "Northbridge Collaborative",
      alternateName: "Northbridge",
      url: `${site.baseUrl}/`,
      logo: `${site.baseUrl}/logo.png`,
      foundingDate: "2007",
    });
  });

  it("gives a contact point with the site's email and the phone of content/site.yaml, in its dialled form", () => {
    // The number as the owner wrote it ("+1 (202) 555-0148"), dialled as its tel: link does ("+12025550148").
    const { phone } = readSiteFacts();
    const telephone = telHref(phone.display).slice("tel:".length);
    expect(telephone).toMatch(/^\+?\d+$/);
    expect(`tel:${telephone}`).toBe(phone.href);
    expect(organization.contactPoint).toEqual({
      "@type": "ContactPoint",
      contactType: "sales",
      email: site.email,
      telephone,
      availableLanguage: ["English"],
    });
  });

  it("links the social profiles with sameAs", () => {
    expect(organization.sameAs).toEqual(siteFacts.social.map((link) => link.href));
    expect(organization.sameAs).toHaveLength(2);
  });
});

describe("personJsonLd", () => {
  // Every member of content/team, whoever has joined or left: their name and role as their file gives them.
  const members = readTeam();
  const [first] = members;
  if (!first) throw new Error("test data: the team has members");
  const pathOf = (member: { name: string }) => `/team/member/${memberSlug(member)}`;

  it.each(members.map((member) => [member.name, member] as const))(
    "describes %s and their role at the firm",
    (_, member) => {
      const path = pathOf(member);
      const words = member.name.trim().split(/\s+/);
      expect(personJsonLd(member, { path })).toEqual({
        "@context": "https://schema.org",
        "@type": "Person",
        "@id": `${site.baseUrl}${path}#person`,
        name: member.name,
        givenName: words.slice(0, -1).join(" "),
        familyName: words.at(-1),
        jobTitle: member.role,
        description: member.bio[0],
        url: `${site.baseUrl}${path}`,
        worksFor: { "@type": "Organization", "@id": organizationId, name: "Northbridge Collaborative" },
      });
    },
  );

  it("splits a name into given and family names at its last word, accents and all", () => {
    const member = { ...first, name: "Zoë Anna Lindqvist", lastName: "Lindqvist" };
    expect(personJsonLd(member, { path: "/team/member/zoe-anna-lindqvist" })).toMatchObject({
      name: "Zoë Anna Lindqvist",
      givenName: "Zoë Anna",
      familyName: "Lindqvist",
    });
  });

  it("adds the portrait as an absolute image URL when there is one", () => {
    expect(personJsonLd(first, { path: pathOf(first), image }).image).toEqual({
      "@type": "ImageObject",
      url: new URL(`${site.imageBaseUrl}/portrait-test-800.webp`, `${site.baseUrl}/`).href,
      width: 800,
      height: 1000,
      caption: "A portrait.",
    });
  });
});

describe("caseStudyJsonLd", () => {
  const study = caseStudyPages(readCaseStudies())[0];
  if (!study) throw new Error("test data: there are case-study pages");
  const path = `/impact/${study.slug}`;

  it("is an Article of the case-study genre about the client, published by the firm", () => {
    expect(caseStudyJsonLd(study, { path })).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      "@id": `${site.baseUrl}${path}#case-study`,
      genre: "Case study",
      articleSection: "Our Impact",
      headline: study.title,
      description: study.description,
      about: { "@type": "Organization", name: study.client },
      keywords: [study.sector, study.shortName],
      url: `${site.baseUrl}${path}`,
      mainEntityOfPage: `${site.baseUrl}${path}`,
      inLanguage: "en",
      author: { "@type": "Organization", "@id": organizationId, name: "Northbridge Collaborative" },
      publisher: { "@type": "Organization", "@id": organizationId, name: "Northbridge Collaborative" },
    });
  });

  it("keeps every headline within the 110 characters search engines show", () => {
    for (const page of caseStudyPages(readCaseStudies()))
      expect(page.title.length, page.title).toBeLessThanOrEqual(110);
  });

  it("adds the hero image when there is one", () => {
    expect(caseStudyJsonLd(study, { path, image }).image).toMatchObject({ "@type": "ImageObject", width: 800 });
  });

  it("names an uploaded photo by the full-size file astro:assets made", () => {
    const sources = {
      avif: "/assets/photo.1.avif 400w",
      fallback: "/assets/photo.2.webp",
      preload: "/assets/photo.1.avif",
    };
    const photo = { id: "case-photo-x", alt: "A workshop.", width: 1600, height: 1000, sources };
    expect(caseStudyJsonLd(study, { path, image: photo }).image).toEqual({
      "@type": "ImageObject",
      url: `${site.baseUrl}/assets/photo.2.webp`,
      width: 1600,
      height: 1000,
      caption: "A workshop.",
    });
  });
});
