import { makePage } from "@keystatic/astro/ui";
import config from "../../keystatic.config";

/**
 * Keystatic's app over the site's editor config: the island the editor's page hydrates
 * (src/pages/keystatic/[...params].astro), as @keystatic/astro's own page would.
 */
export const KeystaticApp = makePage(config);
