import type { ImpactContent } from "~/content/impact.schema";
import { site } from "~/content/site";

export type { ImpactContent } from "~/content/impact.schema";

const snapshots = { label: "Project Snapshots", href: "/project-snapshots" } as const;
const roster = { label: "Client Roster", href: "/client-roster" } as const;

/** The Our Impact page below its heading (content/pages/ holds its heading and intro). Checked at build by `validateContent`. */
export const impact: ImpactContent = {
  hero: { image: "art-impact", action: { label: "Contact Us", href: "/contact" }, secondary: [snapshots, roster] },
  testimonial: {
    // Quoted by id from content/testimonials.yaml.
    quote: "state-agency",
    link: { label: "See who we work with", href: "/client-roster" },
  },
  caseStudies: {
    eyebrow: "Case studies",
    heading: `${site.shortName} in action`,
    intro:
      "Global health, gender equality, climate, medicine, industry, humanitarian relief and space: the challenge, what we designed, and what changed.",
    linkLabel: "Read the case study",
    more: {
      title: "Every engagement, one at a time",
      body: "Browse every one of our featured projects: the client, the challenge, what we built together and what it changed.",
      link: { label: "Browse Project Snapshots", href: "/project-snapshots" },
    },
  },
  different: {
    eyebrow: "What sets us apart",
    heading: "What Makes Our Approach Different",
    cards: [
      {
        icon: "Ear",
        title: "We listen before we design",
        body: "Every engagement starts with the people closest to the problem, so the process fits the challenge instead of the other way round.",
      },
      {
        icon: "Network",
        title: "We design for the whole system",
        body: "We bring funders, operators, partners and communities into one process, because complex problems never sit inside one organisation.",
      },
      {
        icon: "BrainCircuit",
        title: "We pair people with AI",
        body: "Expert facilitators and AI-assisted synthesis let thousands contribute and still reach a decision in days.",
      },
      {
        icon: "ChartNoAxesCombined",
        title: "We measure what changes",
        body: "We agree the measures up front and report on decisions, commitments and results, not on attendance.",
      },
    ],
  },
  closing: {
    eyebrow: "Your story next",
    heading: "Ready to write the next case study together?",
    intro:
      "Tell us about the challenge in front of you. We respond within 24 hours to set up a complimentary discovery call.",
    action: { label: "Get Started", href: "/contact" },
    secondary: [snapshots, roster],
  },
};
