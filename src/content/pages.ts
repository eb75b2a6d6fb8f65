import type { Pages } from "~/content/pages.schema";

export type { PageCopy } from "~/content/pages.schema";

/** The head and opening of every page: its title, description, heading and intro. */
export const pages: Pages = {
  home: {
    description:
      "Northbridge Collaborative designs collaboration events, immersive experiences and communications that help leaders solve complex challenges and activate change.",
    eyebrow: "Collaborative Intelligence since 2007",
    heading: "We help people solve complex challenges and activate change.",
    intro:
      "Summits, workshops, immersive experiences and communications that turn many perspectives into one plan, and one plan into action.",
  },
  capabilities: {
    title: "Our Capabilities",
    description:
      "Collaboration events, immersive experiences and catalytic communications: three ways Northbridge helps organisations decide together and act with confidence.",
    eyebrow: "Our Capabilities",
    heading: "Three disciplines, one goal: decisions that stick.",
    intro:
      "We design the moments where people come together, the experiences that make a future tangible, and the communications that carry a decision through an organisation.",
  },
  events: {
    title: "Collaboration Events",
    description:
      "Leadership summits, innovation workshops and strategic planning sessions designed to produce decisions, not just discussion. See how Northbridge runs events.",
    eyebrow: "Groundbreaking Collaboration Events",
    heading: "Events that end in decisions, not just discussion.",
    intro:
      "From a twelve-person leadership offsite to a two-thousand-person global consultation, we design every minute around the outcome you need and capture what happens so the work continues.",
  },
  experiences: {
    title: "Immersive Experiences",
    description:
      "Immersive experiences, exhibits and simulations that let stakeholders see, touch and test a future before they commit to it. See what Northbridge builds.",
    eyebrow: "Immersive Experiences",
    heading: "Make the future tangible before you ask people to commit to it.",
    intro:
      "Walk-through environments, simulations and interactive installations that turn a strategy on a slide into something people can step inside, question and champion.",
  },
  communications: {
    title: "Catalytic Communications",
    description:
      "Motion stories, journey maps, explainers and internal campaigns that turn complex change into a story people understand and act on. See Northbridge's approach.",
    eyebrow: "Catalytic Communications",
    heading: "Communications that move people from knowing to doing.",
    intro:
      "We turn complex programmes into clear stories, visuals and tools, so the decisions made in the room reach everyone who has to carry them out.",
  },
  approach: {
    title: "Our Approach",
    description:
      "Collaborative Intelligence pairs expert human facilitation with AI tools that capture, cluster and synthesise every contribution. See how the approach works.",
    eyebrow: "Collaborative Intelligence",
    heading: "Human judgement, amplified by AI, aimed at results.",
    intro:
      "Our approach pairs seasoned facilitators with AI tools that listen at scale, so every voice is heard, patterns surface in hours rather than weeks, and decisions rest on evidence.",
  },
  team: {
    title: "Our Team",
    description:
      "Meet the facilitators, designers, strategists and technologists of Northbridge Collaborative who design and run collaboration events, experiences and communications.",
    eyebrow: "Our Team",
    heading: "The people behind the work.",
    intro:
      "Facilitators, designers, strategists and technologists who have run convenings on six continents and know how to get a room to a decision.",
  },
  teamMember: {
    title: "Team Member",
    description:
      "A member of the Northbridge Collaborative team: facilitators, designers, strategists and technologists who help leaders solve complex challenges together.",
    heading: "Team Member Not Found",
    intro: "We could not find that person. They may have moved on, or the link may be mistyped.",
  },
  impact: {
    title: "Our Impact",
    description:
      "Case studies from global health, climate, humanitarian relief, defence and industry: what changed when Northbridge designed the collaboration.",
    eyebrow: "Our Impact",
    heading: "Proof, not promises.",
    intro:
      "For nearly two decades we have helped governments, companies and global coalitions turn hard problems into shared plans. Here is what changed.",
  },
  caseStudy: {
    title: "Case Study",
    description:
      "A Northbridge Collaborative case study: the challenge, the collaboration we designed, and the results it delivered for the client.",
    heading: "Facing a challenge like this one?",
    intro:
      "Tell us what you are up against. We respond within 24 hours to set up a complimentary 30-minute discovery call.",
  },
  projectSnapshots: {
    title: "Project Snapshots",
    description:
      "Browse Northbridge Collaborative engagements one at a time: the client, the challenge, what we built together and the results it delivered.",
    eyebrow: "Our Impact",
    heading: "Project Snapshots",
    intro: "Our engagements at a glance. Pick one to see who it served and what it set out to change.",
  },
  clientRoster: {
    title: "Client Roster",
    description:
      "Organisations that have trusted Northbridge Collaborative since 2007: companies, federal and state agencies, NGOs and philanthropies in 40 countries.",
    eyebrow: "Client Roster",
    heading: "Trusted by the organisations that tackle the hardest problems.",
    intro:
      "Since 2007 we have designed collaboration for companies, government agencies, NGOs and philanthropies in 40 countries on six continents.",
  },
  fortune500: {
    title: "Commercial Companies",
    description:
      "Fortune 500 companies and industry leaders that work with Northbridge Collaborative, listed by industry, from energy and finance to technology.",
    eyebrow: "Client Roster",
    heading: "Commercial Companies",
    intro:
      "Industry leaders, public institutions and mission-driven organisations that trust us with their most important conversations.",
  },
  government: {
    title: "Government Departments & Agencies",
    description:
      "Federal, state and local government departments and agencies that rely on Northbridge Collaborative to convene stakeholders and communicate change.",
    eyebrow: "Client Roster",
    heading: "Government Departments & Agencies",
    intro:
      "Public institutions rely on us to convene stakeholders, build consensus across agencies and explain complex policy to the people it serves.",
  },
  ngosPhilanthropies: {
    title: "NGOs & Philanthropies",
    description:
      "Non-governmental organisations and philanthropies that partner with Northbridge Collaborative to align coalitions and scale what works.",
    eyebrow: "Client Roster",
    heading: "NGOs & Philanthropies",
    intro:
      "Mission-driven organisations partner with us to align coalitions, engage communities and turn funding into measurable change.",
  },
  contact: {
    title: "Book a Discovery Call",
    description:
      "Tell us about your challenge and book a complimentary 30-minute discovery call with Northbridge Collaborative. We respond within 24 hours.",
    eyebrow: "Get Started",
    heading: "Book a Discovery Call",
    intro:
      "Tell us about the challenge in front of you. We respond within 24 hours to set up a complimentary 30-minute conversation.",
  },
  imageTest: {
    title: "Image Diagnostic",
    description:
      "Diagnostic page for site operators: shows the configured site and image base URLs and checks that sample images are reachable.",
    heading: "Image Diagnostic",
    intro: "Checks that images load from the configured image host.",
  },
  notFound: {
    title: "Page Not Found",
    description: "The page you were looking for does not exist. Return to the Northbridge Collaborative home page.",
    heading: "Oops! Page not found",
    intro: "The page you are looking for does not exist or has moved.",
  },
};
