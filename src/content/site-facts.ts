import { readSiteFacts } from "~/content/content-files";

export type { SiteFacts, SocialLink } from "~/content/site-facts.schema";

/**
 * The firm's contact details as content/site.yaml holds them (checked with the rest of content/ before the build
 * starts). Read at build only: the header, footer and contact cards render to HTML, so no browser code needs it.
 */
export const siteFacts = readSiteFacts();
