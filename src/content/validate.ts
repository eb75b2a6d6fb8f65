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
import { pages } from "~/content/pages";
import { pagesSchema } from "~/content/pages.schema";
import { site } from "~/content/site";
import { capabilities, communications, events, experiences } from "~/content/services";
import { capabilitiesSchema, communicationsSchema, eventsSchema, experiencesSchema } from "~/content/services.schema";
import { siteSchema } from "~/content/site.schema";
import { parseContent } from "~/lib/content";
import { assertNoProblems } from "~/lib/content-problems";
import {
  CONTENT_DIR,
  loadCaseStudies,
  loadRoster,
  loadSiteFacts,
  loadTeam,
  loadTestimonials,
} from "~/content/content-files";

/**
 * Checks every content file the firm edits (content/) and every content module with its zod schema. Runs at
 * build (site-integration.ts, before Astro reads anything) and in the unit tests. Mistakes in content/ are
 * reported all at once, each naming the file, the field and what to do; the schemas stay out of the browser bundle.
 */
export function validateContent(root: string = CONTENT_DIR): void {
  assertNoProblems([
    ...loadSiteFacts(root).problems,
    ...loadTeam(root).problems,
    ...loadRoster(root).problems,
    ...loadCaseStudies(root).problems,
    ...loadTestimonials(root).problems,
  ]);
  parseContent("site.ts", siteSchema, site);
  parseContent("navigation.ts", z.array(navItemSchema), mainNav);
  parseContent("pages.ts", pagesSchema, pages);
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
