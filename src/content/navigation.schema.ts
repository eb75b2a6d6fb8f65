import { z } from "zod";
import { requiredText } from "~/lib/content-problems";

export type NavLink = { name: string; href: string; description?: string };
export type NavItem = NavLink & { submenu?: NavLink[] };

const label = requiredText("the link's words, as the menu shows them");
const described = z.object({
  label,
  description: requiredText("the line under the link in the menu, a short sentence"),
});
const plain = z.object({ label });

/**
 * content/navigation.yaml: the words of the header's and footer's links, one entry per page they lead to. Which
 * pages the menus list, in which order and at which paths is the site's structure, kept in navigation.ts.
 */
export const navigationFileSchema = z.object({
  capabilities: described,
  events: described,
  experiences: described,
  communications: described,
  team: plain,
  impact: described,
  projectSnapshots: described,
  clientRoster: described,
  approach: plain,
  privacy: plain,
  accessibility: plain,
  getStarted: plain,
  footerHeadings: z.object({
    services: requiredText("the heading over the footer's list of services"),
    company: requiredText("the heading over the footer's list of the firm's pages"),
    contact: requiredText("the heading over the footer's email and phone"),
  }),
});

export type NavigationFile = z.output<typeof navigationFileSchema>;
