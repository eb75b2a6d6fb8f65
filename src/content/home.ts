import type { HomeContent } from "~/content/home.schema";
import { site } from "~/content/site";

export type { HomeContent, HeroSlide } from "~/content/home.schema";

/** The home page below its heading (content/pages/ holds its heading and intro). Checked at build by `validateContent`. */
export const home: HomeContent = {
  hero: {
    slides: [
      { image: "hero-convening", mobilePosition: "68% 50%" },
      { image: "hero-stage", mobilePosition: "72% 50%" },
      { image: "hero-ribbons", mobilePosition: "60% 50%" },
      { image: "hero-horizon", mobilePosition: "70% 50%" },
    ],
    intervalMs: 5000,
    actions: [
      { label: "Book a Discovery Call", href: "/contact" },
      { label: "View Client Roster", href: "/client-roster" },
    ],
    trustLine: `Trusted since ${site.foundedYear} by governments, global companies, NGOs and philanthropies in ${site.reach.countries} countries.`,
  },
  capabilities: {
    eyebrow: "What we do",
    heading: "Three ways we help leaders move people to act",
    intro:
      "Every engagement starts with the outcome you need. Then we design the convening, the experience or the story that gets you there, and often all three.",
    cards: [
      {
        title: "Groundbreaking Collaboration Events",
        body: "Leadership summits, innovation workshops and global consultations designed minute by minute to end in decisions people own.",
        href: "/events",
        linkLabel: "Explore Collaboration Events",
        image: "art-events",
      },
      {
        title: "Immersive Experiences",
        body: "Walk-through exhibits, simulations and installations that let stakeholders step inside a future before they commit to it.",
        href: "/experiences",
        linkLabel: "Explore Immersive Experiences",
        image: "art-experiences",
      },
      {
        title: "Catalytic Communications",
        body: "Motion stories, journey maps and campaigns that carry a decision from the room to everyone who has to make it real.",
        href: "/communications",
        linkLabel: "Explore Catalytic Communications",
        image: "art-communications",
      },
    ],
  },
  testimonials: {
    eyebrow: "Client voices",
    heading: "Leaders who needed a room to agree",
    // Quoted by id from content/testimonials.yaml.
    items: ["un-agency", "childrens-hospital", "technology-company", "air-force"],
  },
  painPoints: {
    eyebrow: "Why it's hard",
    heading: "Complex challenges are where traditional solutions fall short",
    intro:
      "When a problem crosses departments, sectors or borders, the usual playbook of slide decks, panels and town halls stalls. We see the same five patterns everywhere.",
    items: [
      {
        title: "Meetings that end without decisions",
        body: "Hours of discussion, a long list of actions, and the same debate at the next meeting.",
      },
      {
        title: "The loudest voices set the agenda",
        body: "The people closest to the problem rarely speak first, so the plan misses what they know.",
      },
      {
        title: "Silos that outlast every reorganisation",
        body: "Teams optimise their own piece while the shared challenge falls between them.",
      },
      {
        title: "Momentum that fades after the event",
        body: "Energy peaks on the day, then the insights sit in a report nobody opens.",
      },
      {
        title: "Plans people don't see themselves in",
        body: "A strategy written for people instead of with them meets quiet resistance at every step.",
      },
    ],
  },
  collaborativeIntelligence: {
    eyebrow: "Our approach",
    heading: "Collaborative Intelligence",
    intro:
      "Seasoned facilitators design the conversation; AI tools help us listen to everyone at once. Together they turn many perspectives into one plan, faster than either could alone.",
    pillars: [
      {
        icon: "HeartHandshake",
        title: "Human-centered",
        body: "We design for the people in the room and the people they serve, so every voice is heard and trust is built before decisions are made.",
      },
      {
        icon: "BrainCircuit",
        title: "AI-amplified",
        body: "AI tools capture, cluster and synthesise every contribution in minutes, so patterns surface while the room can still act on them.",
      },
      {
        icon: "Target",
        title: "Results-driven",
        body: "Every agenda works backward from the decision you need, and every engagement ends with owners, next steps and a way to measure progress.",
      },
    ],
    action: { label: "See how the approach works", href: "/approach" },
  },
  mission: {
    eyebrow: "Our mission",
    heading: "Help people solve complex challenges together, and activate the change they agree on.",
    statement:
      "We design collaboration events that end in decisions, immersive experiences that make a shared future tangible, and communications that carry that future to everyone who will build it.",
    links: [
      { label: "Collaboration Events", href: "/events" },
      { label: "Immersive Experiences", href: "/experiences" },
      { label: "Catalytic Communications", href: "/communications" },
    ],
  },
  closing: {
    eyebrow: "Start with a conversation",
    heading: "Bring us the challenge nobody has been able to move.",
    intro:
      "In a complimentary 30-minute discovery call we will listen, ask hard questions and sketch how we would get your people to a decision.",
    action: { label: "Book a Discovery Call", href: "/contact" },
  },
};
