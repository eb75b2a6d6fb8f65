import type { NavigationFile, NavItem, NavLink } from "~/content/navigation.schema";

export type { NavItem, NavLink } from "~/content/navigation.schema";

/** The header's and footer's links: the site's structure from here, their words from content/navigation.yaml. */
export type Navigation = {
  mainNav: NavItem[];
  getStarted: NavLink;
  footerNav: { capabilities: NavLink[]; company: NavLink[]; policies: NavLink[] };
  footerHeadings: NavigationFile["footerHeadings"];
};

type Entry = Exclude<keyof NavigationFile, "footerHeadings">;

/**
 * Where each entry of the file leads: the site's routes, which the firm cannot rename from the editor. Our
 * Approach has no place in the main navigation (SPEC), so the footer carries it; the policy pages sit beside the
 * copyright line, on every page.
 */
const paths: Record<Entry, string> = {
  capabilities: "/capabilities",
  events: "/events",
  experiences: "/experiences",
  communications: "/communications",
  team: "/team",
  impact: "/impact",
  projectSnapshots: "/project-snapshots",
  clientRoster: "/client-roster",
  approach: "/approach",
  privacy: "/privacy",
  accessibility: "/accessibility",
  getStarted: "/contact",
};

export function toNavigation(file: NavigationFile): Navigation {
  const link = (entry: Entry): NavLink => {
    const words = file[entry];
    return {
      name: words.label,
      href: paths[entry],
      ...("description" in words ? { description: words.description } : {}),
    };
  };
  const capabilities = [link("events"), link("experiences"), link("communications")];
  return {
    mainNav: [
      { ...link("capabilities"), submenu: capabilities },
      { name: file.team.label, href: paths.team },
      { ...link("impact"), submenu: [link("projectSnapshots"), link("clientRoster")] },
    ],
    getStarted: link("getStarted"),
    footerNav: {
      capabilities,
      company: [link("approach"), { name: file.impact.label, href: paths.impact }, link("team")],
      policies: [link("privacy"), link("accessibility")],
    },
    footerHeadings: file.footerHeadings,
  };
}
