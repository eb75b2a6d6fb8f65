import type { CaseStudy } from "~/content/case-studies";
import { site } from "~/content/site";
import type { TeamMember } from "~/content/team";
import { absoluteUrl } from "~/lib/absolute-url";
import { imageUrl, type ImageAsset } from "~/lib/images";
import type { SiteFacts } from "~/content/site-facts.schema";

/**
 * Schema.org JSON-LD for the page head (rendered by `pageMeta`). These builders take
 * their data as arguments instead of importing content modules, so the Organization,
 * which every page carries, never pulls the team or the case studies into the shared bundle.
 */
export type JsonLd = Record<string, unknown>;

const organizationId = () => `${absoluteUrl("/")}#organization`;

/** A reference other nodes use to point at the firm described on the same page. */
function organizationRef(): JsonLd {
  return { "@type": "Organization", "@id": organizationId(), name: site.name };
}

function imageObject(image: ImageAsset): JsonLd {
  return {
    "@type": "ImageObject",
    // An uploaded photo's WebP is at full size too (src/content/uploaded-image.ts).
    url: absoluteUrl(image.sources?.fallback ?? imageUrl(image.id, image.width, "webp")),
    width: image.width,
    height: image.height,
    caption: image.alt,
  };
}

/** The firm: on every page, so search engines and link previews know who publishes the site. */
export function organizationJsonLd(facts: SiteFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(),
    name: site.name,
    alternateName: site.shortName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/logo.png"),
    description: site.blurb,
    foundingDate: String(site.foundedYear),
    email: site.email,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: site.email,
      telephone: facts.phone.href.replace("tel:", ""),
      availableLanguage: ["English"],
    },
    sameAs: facts.social.map((link) => link.href),
  };
}

/** A team member's page: who they are and that they work for the firm. */
export function personJsonLd(
  member: Pick<TeamMember, "name" | "lastName" | "role" | "bio">,
  { path, image }: { path: string; image?: ImageAsset },
): JsonLd {
  const givenName = member.name.slice(0, member.name.length - member.lastName.length).trim();
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${absoluteUrl(path)}#person`,
    name: member.name,
    givenName,
    familyName: member.lastName,
    jobTitle: member.role,
    description: member.bio[0],
    url: absoluteUrl(path),
    ...(image ? { image: imageObject(image) } : {}),
    worksFor: organizationRef(),
  };
}

/**
 * A case-study page. Schema.org has no case-study type; an `Article` (genre "Case study")
 * is what the page is, it is the type search engines understand for long-form editorial
 * pages, and `about` names the client organisation the work was for.
 */
export function caseStudyJsonLd(
  study: Pick<CaseStudy, "title" | "description" | "client" | "sector" | "shortName">,
  { path, image }: { path: string; image?: ImageAsset },
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${absoluteUrl(path)}#case-study`,
    genre: "Case study",
    articleSection: "Our Impact",
    headline: study.title,
    description: study.description,
    about: { "@type": "Organization", name: study.client },
    keywords: [study.sector, study.shortName],
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    inLanguage: "en",
    ...(image ? { image: imageObject(image) } : {}),
    author: organizationRef(),
    publisher: organizationRef(),
  };
}
