import { z } from "zod";
import { caseStudies } from "~/content/case-studies";
import { validateCaseStudies } from "~/content/case-studies.schema";
import { partnerLogos, rosterIndustries } from "~/content/clients";
import { partnerLogosSchema, rosterSchema } from "~/content/clients.schema";
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
import { validatePeopleImages } from "~/content/people-images.schema";
import { site } from "~/content/site";
import { capabilities, communications, events, experiences } from "~/content/services";
import { capabilitiesSchema, communicationsSchema, eventsSchema, experiencesSchema } from "~/content/services.schema";
import { siteSchema } from "~/content/site.schema";
import { team } from "~/content/team";
import { validateTeam } from "~/content/team.schema";
import { testimonials } from "~/content/testimonials";
import { testimonialsSchema } from "~/content/testimonials.schema";
import { parseContent } from "~/lib/content";

/**
 * Parses every content module with its zod schema. Runs at build (from
 * react-router.config.ts, before anything is pre-rendered) and in the unit
 * tests, so a bad entry fails the build with a message naming the module,
 * the entry and the field. The schemas stay out of the browser bundle.
 */
export function validateContent(): void {
  parseContent("site.ts", siteSchema, site);
  parseContent("navigation.ts", z.array(navItemSchema), mainNav);
  parseContent("pages.ts", pagesSchema, pages);
  parseContent("images.ts", catalogSchema, catalog);
  validateTeam(team);
  validateCaseStudies(caseStudies);
  parseContent("clients.ts", rosterSchema, rosterIndustries);
  parseContent("clients.ts", partnerLogosSchema, partnerLogos);
  parseContent("contact.ts", contactContentSchema, contactContent);
  validatePeopleImages(team.images, caseStudies, catalog);
  parseContent("testimonials.ts", testimonialsSchema, testimonials);
  parseContent("home.ts", homeSchema, home);
  parseContent("services.ts (capabilities)", capabilitiesSchema, capabilities);
  parseContent("services.ts (events)", eventsSchema, events);
  parseContent("services.ts (experiences)", experiencesSchema, experiences);
  parseContent("services.ts (communications)", communicationsSchema, communications);
  parseContent("approach.ts", approachSchema, approach);
  parseContent("impact.ts", impactSchema, impact);
}
