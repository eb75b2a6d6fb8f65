import type { ApproachContent } from "~/content/approach.schema";

export type { ApproachContent } from "~/content/approach.schema";

/** The approach page below its heading (content/pages/ holds its heading and intro). Checked at build by `validateContent`. */
export const approach: ApproachContent = {
  hero: { image: "art-approach", action: { label: "Book a Discovery Call", href: "/contact" } },
  keyElements: {
    eyebrow: "How it works",
    heading: "Four key elements of Collaborative Intelligence",
    intro: "Each one matters on its own. Together they let a thousand people think like one well-run team.",
    cards: [
      {
        icon: "Users",
        title: "Expert facilitation",
        body: "Facilitators with decades of experience design every session, read the room and keep the conversation honest and on course.",
      },
      {
        icon: "BrainCircuit",
        title: "AI-assisted synthesis",
        body: "AI tools capture and cluster thousands of contributions in real time; our analysts check every theme before it reaches the room.",
      },
      {
        icon: "Network",
        title: "Inclusive participation at scale",
        body: "In person, hybrid or online and in many languages, everyone contributes on equal terms, from the boardroom to the front line.",
      },
      {
        icon: "Target",
        title: "Evidence to action",
        body: "Every session ends with decisions, owners and measures, captured and shared within days so the work carries on.",
      },
    ],
  },
  benefits: {
    eyebrow: "What you gain",
    heading: "Five benefits our clients see",
    intro: "What changes when the people who know the problem design the answer together, with the right tools.",
    items: [
      {
        icon: "Zap",
        title: "Faster alignment",
        body: "Synthesis that used to take weeks happens while participants are still in the room, so consensus takes days, not months.",
      },
      {
        icon: "Scale",
        title: "Every voice counted",
        body: "Anonymous input and structured turn-taking give quieter and junior voices the same weight as senior ones.",
      },
      {
        icon: "ShieldCheck",
        title: "Decisions you can defend",
        body: "A clear record of what was said, how themes formed and how choices were made builds trust in the outcome.",
      },
      {
        icon: "Repeat",
        title: "Momentum that lasts",
        body: "Summaries, visuals and toolkits arrive within days, so commitments turn into action instead of fading.",
      },
      {
        icon: "PiggyBank",
        title: "More insight for the budget",
        body: "AI handles capture and first-pass analysis, so your investment goes into the conversations that matter.",
      },
    ],
  },
  services: {
    eyebrow: "Put it to work",
    heading: "See the approach in each of our services",
    intro: "Collaborative Intelligence runs through everything we design. Explore how it shapes each capability.",
    actions: [
      { label: "Collaboration Events", href: "/events" },
      { label: "Immersive Experiences", href: "/experiences" },
      { label: "Catalytic Communications", href: "/communications" },
    ],
  },
  closing: {
    eyebrow: "Let's think together",
    heading: "What would your organisation decide if everyone could be heard?",
    intro: "Bring us the question. We will show you how Collaborative Intelligence would answer it.",
    action: { label: "Let's Explore Your Challenge", href: "/contact" },
  },
};
