import type { NavItem, NavLink } from "~/content/navigation.schema";

export type { NavItem, NavLink } from "~/content/navigation.schema";

/** Checked at build by `validateContent` (src/content/validate.ts). */
export const mainNav: NavItem[] = [
  {
    name: "Our Capabilities",
    href: "/capabilities",
    description: "How we help leaders convene, engage and communicate.",
    submenu: [
      { name: "Events", href: "/events", description: "Summits and workshops that end in decisions." },
      { name: "Experiences", href: "/experiences", description: "Immersive spaces that make ideas tangible." },
      { name: "Communications", href: "/communications", description: "Stories and tools that carry change forward." },
    ],
  },
  { name: "Our Team", href: "/team" },
  {
    name: "Our Impact",
    href: "/impact",
    description: "What changed for the organisations we worked with.",
    submenu: [
      { name: "Project Snapshots", href: "/project-snapshots", description: "Case studies, one engagement at a time." },
      { name: "Client Roster", href: "/client-roster", description: "The organisations we have served since 2007." },
    ],
  },
];

export const getStarted: NavLink = { name: "Get Started", href: "/contact" };

function submenuOf(href: string): NavLink[] {
  const item = mainNav.find((entry) => entry.href === href);
  if (!item?.submenu) throw new Error(`navigation.ts: "${href}" has no submenu`);
  return item.submenu;
}

/**
 * The footer's lists. Our Approach has no place in the main navigation (SPEC), so the footer carries it; the policy
 * pages sit beside the copyright line, on every page.
 */
export const footerNav = {
  capabilities: submenuOf("/capabilities"),
  company: [
    { name: "Our Approach", href: "/approach" },
    { name: "Our Impact", href: "/impact" },
    { name: "Our Team", href: "/team" },
  ] satisfies NavLink[],
  policies: [
    { name: "Privacy Notice", href: "/privacy" },
    { name: "Accessibility Statement", href: "/accessibility" },
  ] satisfies NavLink[],
};
