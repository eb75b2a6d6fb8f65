import { z } from "zod";
import { partnerLogos } from "~/content/clients";
import { partnerLogosSchema } from "~/content/clients.schema";
import { contactContent } from "~/content/contact";
import { contactContentSchema } from "~/content/contact.schema";
import { catalog } from "~/content/images";
import { catalogSchema } from "~/content/images.schema";
import { mainNav } from "~/content/navigation";
import { navItemSchema } from "~/content/navigation.schema";
import { approach } from "~/content/approach";
import { approachSchema } from "~/content/approach.schema";
import { home } from "~/content/home";
import { homeSchema } from "~/content/home.schema";
import { impact } from "~/content/impact";
import { impactSchema } from "~/content/impact.schema";
import { site } from "~/content/site";
import { capabilities, communications, events, experiences } from "~/content/services";
import { capabilitiesSchema, communicationsSchema, eventsSchema, experiencesSchema } from "~/content/services.schema";
import { siteSchema } from "~/content/site.schema";
import { parseContent } from "~/lib/content";
import { assertNoProblems, type Problem } from "~/lib/content-problems";
import type { Testimonial } from "~/content/testimonials.schema";
import {
  CONTENT_DIR,
  loadCaseStudies,
  loadPages,
  loadPolicyPages,
  loadRoster,
  loadSiteFacts,
  loadTeam,
  loadTestimonials,
} from "~/content/content-files";

/** The testimonials the pages quote, by id: the home page's four, the capabilities page's and Our Impact's. */
export function quotedTestimonialIds(): string[] {
  return [...home.testimonials.items, capabilities.testimonial, impact.testimonial.quote];
}

/** A quoted testimonial the file no longer has would fail a page: say so, naming the file. */
export function unquotable(testimonials: readonly Testimonial[], quoted: readonly string[]): Problem[] {
  const ids = new Set(testimonials.map((testimonial) => testimonial.id));
  return quoted
    .filter((id) => !ids.has(id))
    .map((id) => ({
      file: "content/testimonials.yaml",
      message: `has no testimonial "${id}", which a page quotes; restore it (or ask a developer to quote another)`,
    }));
}

/**
 * Checks every content file the firm edits (content/) and every content module with its zod schema. Runs at
 * build (site-integration.ts, before Astro reads anything) and in the unit tests. Mistakes in content/ are
 * reported all at once, each naming the file, the field and what to do; the schemas stay out of the browser bundle.
 */
export function validateContent(root: string = CONTENT_DIR): void {
  const testimonials = loadTestimonials(root);
  assertNoProblems([
    ...loadSiteFacts(root).problems,
    ...loadTeam(root).problems,
    ...loadRoster(root).problems,
    ...loadCaseStudies(root).problems,
    ...testimonials.problems,
    ...loadPages(root).problems,
    ...loadPolicyPages(root).problems,
    ...(testimonials.problems.length > 0 ? [] : unquotable(testimonials.entries, quotedTestimonialIds())),
  ]);
  parseContent("site.ts", siteSchema, site);
  parseContent("navigation.ts", z.array(navItemSchema), mainNav);
  parseContent("images.ts", catalogSchema, catalog);
  parseContent("clients.ts", partnerLogosSchema, partnerLogos);
  parseContent("contact.ts", contactContentSchema, contactContent);
  parseContent("home.ts", homeSchema, home);
  parseContent("services.ts (capabilities)", capabilitiesSchema, capabilities);
  parseContent("services.ts (events)", eventsSchema, events);
  parseContent("services.ts (experiences)", experiencesSchema, experiences);
  parseContent("services.ts (communications)", communicationsSchema, communications);
  parseContent("approach.ts", approachSchema, approach);
  parseContent("impact.ts", impactSchema, impact);
}
