import type {
  CapabilitiesContent,
  CommunicationsContent,
  EventsContent,
  ExperiencesContent,
} from "~/content/services.schema";
import { site } from "~/content/site";

export type {
  CapabilitiesContent,
  CommunicationsContent,
  EventsContent,
  ExperiencesContent,
} from "~/content/services.schema";

/** The capabilities page below its heading (content/pages/ holds its heading and intro). Checked at build by `validateContent`. */
export const capabilities: CapabilitiesContent = {
  hero: { image: "art-capabilities", action: { label: "Book a Discovery Call", href: "/contact" } },
  services: {
    eyebrow: "Our capabilities",
    heading: "Convene, immerse, communicate",
    intro:
      "Each capability stands on its own. Together they take an organisation from a hard question to a shared answer, and from a shared answer to action.",
    blocks: [
      {
        eyebrow: "Collaboration Events",
        title: "Groundbreaking Collaboration Events",
        body: "We design and run the gatherings where decisions get made: every minute planned backward from the outcome you need, every voice in the room counted.",
        points: [
          "Leadership summits and executive offsites",
          "Innovation workshops and idea challenges",
          "Strategic planning sessions",
          "Global consultations, in person, hybrid or online",
        ],
        image: "art-events",
        action: { label: "Explore Collaboration Events", href: "/events#top" },
      },
      {
        eyebrow: "Immersive Experiences",
        title: "Immersive Experiences",
        body: "We build the environments that let people step inside a strategy, test a future operating model or walk a patient's journey, before anyone is asked to commit.",
        points: [
          "Walk-through exhibits and journey rooms",
          "Future-state simulations",
          "Interactive data installations",
          "Hybrid studios and pop-up labs",
        ],
        image: "art-experiences",
        action: { label: "Explore Immersive Experiences", href: "/experiences#top" },
      },
      {
        eyebrow: "Catalytic Communications",
        title: "Catalytic Communications",
        body: "We turn complex change into stories people understand and repeat, so the decisions made in the room reach everyone who has to carry them out.",
        points: [
          "Animated motion stories and graphic explainers",
          "Journey maps and visual presentations",
          "Interactive portals",
          "Internal change campaigns",
        ],
        image: "art-communications",
        action: { label: "Explore Catalytic Communications", href: "/communications#top" },
      },
    ],
  },
  // Quoted by id from content/testimonials.yaml.
  testimonial: "health-foundation",
  whyChoose: {
    eyebrow: `Why choose ${site.shortName}`,
    heading: "Why leaders bring us their hardest problems",
    pillars: [
      {
        icon: "GraduationCap",
        title: "Deep expertise",
        body: `Facilitators, designers and technologists who have convened ministers, surgeons and fighter pilots in ${site.reach.countries} countries since ${site.foundedYear}.`,
      },
      {
        icon: "Workflow",
        title: "Proven methodology",
        body: "One tested sequence, from scoping and design to delivery and sustainment, refined over hundreds of engagements and tailored to each client.",
      },
      {
        icon: "ChartNoAxesCombined",
        title: "Measurable results",
        body: "We agree the measures of success up front and report against them: decisions made, commitments kept, adoption achieved.",
      },
    ],
  },
  closing: {
    eyebrow: "Ready when you are",
    heading: "Let's design the moment your strategy needs.",
    intro: "Tell us what you need people to decide, feel or do. We will show you which capabilities fit, and how.",
    action: { label: "Let's Get Started", href: "/contact" },
  },
};

/** The events page below its heading. Checked at build by `validateContent`. */
export const events: EventsContent = {
  hero: { image: "art-events", action: { label: "Plan Your Event", href: "/contact" } },
  howWeWork: {
    eyebrow: "Our process",
    heading: "How We Work",
    intro: "Four steps, from the first call to change that lasts after the room empties.",
    steps: [
      {
        title: "Scope your needs",
        body: "We start with the decision you need, who must own it and what stands in the way, and agree how success will be measured.",
      },
      {
        title: "Design and build the experience",
        body: "We design an iterative, results-focused experience, agenda, activities, technology and materials, tested with your team until every minute earns its place.",
      },
      {
        title: "Execute and capture",
        body: "Our facilitators run the room, in person, hybrid or online, while AI-assisted capture records every idea, vote and commitment as it happens.",
      },
      {
        title: "Deliver assets for sustainment",
        body: "Within days you receive the decisions, owners and next steps, with the summaries, visuals and toolkits your teams need to keep going.",
      },
    ],
  },
  roiLosses: {
    eyebrow: "The cost of business as usual",
    heading: "Top 3 ROI Losses from Ineffective Meetings",
    intro:
      "Meetings are the most expensive tool most organisations never measure. Here is what they cost when they are designed badly.",
    stats: [
      {
        figure: "$101M",
        label: "a year lost, on average, to unnecessary meetings at companies with more than 5,000 employees.",
        source: "Otter.ai and Steven Rogelberg, University of North Carolina at Charlotte, 2022",
        method:
          "A survey of 632 employees in more than 20 industries found unnecessary meeting attendance costs about $25,000 per employee a year.",
      },
      {
        figure: "70%",
        label:
          "of executive meeting time goes to status updates and reopening past decisions instead of making new ones.",
        source: `${site.shortName} audits of 120 leadership teams, 2018–2024`,
        method:
          "Before each engagement we timed every agenda item in a client team's regular leadership meetings and classed it as update, discussion or decision.",
      },
      {
        figure: "$1,600+",
        label: "a year in salary alone for one small recurring meeting: five people meeting for 15 minutes every week.",
        source: `${site.shortName} calculation at $25 an hour`,
        method:
          "5 people × 15 minutes × 52 weeks × $25 an hour = $1,625, before preparation, follow-up and the work each meeting interrupts.",
      },
    ],
  },
  offerings: {
    eyebrow: "Event offerings",
    heading: "Formats built around the decision you need",
    intro: "From a twelve-person offsite to a two-thousand-person global consultation, in person, hybrid or online.",
    cards: [
      {
        icon: "Flag",
        title: "Leadership Summits",
        body: "Executive offsites and global leadership gatherings that align senior teams on strategy, priorities and the commitments each leader takes home.",
      },
      {
        icon: "Lightbulb",
        title: "Innovation Workshops",
        body: "Structured ideation, prototyping and pitch sessions that take a team from a blank wall to tested concepts and a shortlist worth funding.",
      },
      {
        icon: "Compass",
        title: "Strategic Planning Sessions",
        body: "Planning cycles that connect the big picture to budgets and owners, with scenarios stress-tested by the people who must deliver them.",
      },
      {
        icon: "Rocket",
        title: "Change Acceleration Events",
        body: "Launch events for a transformation: leaders and frontline teams meet the change together, shape how it lands and leave with a 90-day plan.",
      },
    ],
  },
  closing: {
    eyebrow: "Plan your next event",
    heading: "Your next meeting could be the one that changes the plan.",
    intro: "Tell us what needs to be decided and who needs to be in the room. We will show you how we would design it.",
    action: { label: "Let's Talk", href: "/contact" },
  },
};

/** The experiences page below its heading. Checked at build by `validateContent`. */
export const experiences: ExperiencesContent = {
  hero: { image: "art-experiences", action: { label: "Design an Experience", href: "/contact" } },
  howWeWork: {
    eyebrow: "Our process",
    heading: "How we build an experience",
    intro: "Four steps from a strategy on a slide to a space people remember.",
    steps: [
      {
        title: "Discover the story",
        body: "We immerse ourselves in your strategy, your audiences and the change you need them to feel, not just understand.",
      },
      {
        title: "Design the world",
        body: "Spatial designers, storytellers and technologists map the visitor's journey, from the first impression to the commitment at the end.",
      },
      {
        title: "Prototype and test",
        body: "We walk real stakeholders through quick prototypes and refine the content and flow before anything is built.",
      },
      {
        title: "Build, activate and measure",
        body: "We produce and install the experience, train your hosts and track engagement, so you know what visitors took away.",
      },
    ],
  },
  deliverables: {
    eyebrow: "What we deliver",
    heading: "Experiences people step inside",
    intro:
      "Each one is designed around a single question: what should people feel, understand and do when they walk out?",
    items: [
      {
        image: "experience-exhibit",
        title: "Walk-through exhibits",
        caption: "Curated spaces that take leaders, partners or the public through a strategy one room at a time.",
      },
      {
        image: "experience-simulation",
        title: "Future-state simulations",
        caption: "Role-based scenarios where teams live a day in the new operating model and test it under pressure.",
      },
      {
        image: "experience-data-wall",
        title: "Interactive data installations",
        caption:
          "Touch walls and live dashboards that turn complex evidence into something a room can explore together.",
      },
      {
        image: "experience-pop-up",
        title: "Pop-up experience labs",
        caption:
          "Modular spaces that travel to sites, conferences and communities, taking the conversation to the people it affects.",
      },
      {
        image: "experience-virtual",
        title: "Hybrid and virtual studios",
        caption: "Broadcast-quality stages and virtual rooms that give remote participants an equal seat at the table.",
      },
      {
        image: "experience-journey",
        title: "Journey rooms",
        caption:
          "A patient, customer or citizen journey built at full scale, so teams can walk it, question it and redesign it.",
      },
    ],
  },
  closing: {
    eyebrow: "Make it tangible",
    heading: "Let's turn your strategy into a place people can walk into.",
    intro: "Tell us who you need to move and what you need them to see. We will sketch the experience with you.",
    action: { label: "Contact Us", href: "/contact" },
  },
};

/** The communications page below its heading. Checked at build by `validateContent`. */
export const communications: CommunicationsContent = {
  hero: { image: "art-communications", action: { label: "Start a Conversation", href: "/contact" } },
  howWeWork: {
    eyebrow: "Our process",
    heading: "How we make a message travel",
    intro: "Four steps from a complex change to a story everyone can repeat.",
    steps: [
      {
        title: "Listen",
        body: "We interview leaders and the people the change will affect, to learn what they know, what they fear and what they need to hear.",
      },
      {
        title: "Distil the story",
        body: "We turn complexity into a clear narrative: why change, why now, what it means for me and what happens next.",
      },
      {
        title: "Design and produce",
        body: "Writers, illustrators, animators and developers create each asset for the channel and the moment it will be used.",
      },
      {
        title: "Launch and measure",
        body: "We roll out with your leaders and managers, track reach, understanding and action, and tune the campaign as it runs.",
      },
    ],
  },
  statistics: {
    eyebrow: "Why it matters",
    heading: "Clear communication is measurable",
    intro: "We measure what people remember, ask and can explain, before and after every campaign.",
    stats: [
      {
        figure: "3x",
        label:
          "more of the key message recalled a week later when it is told as a visual story instead of a text memo.",
        source: `${site.shortName} recall tests across 14 client campaigns, 2021–2024`,
        method:
          "Employees restated three key messages seven days after launch; we compared visual-story and text-only versions of the same announcement.",
      },
      {
        figure: "40%",
        label: "fewer questions to managers and HR after a change announcement supported by a graphic explainer.",
        source: `${site.shortName} client programme data, 2022–2024`,
        method:
          "Questions logged by help desks and managers in the first month after launch, compared with each organisation's previous announcement of similar scope.",
      },
      {
        figure: "80%",
        label:
          "of staff could explain the new strategy in their own words after a six-week campaign, up from 38% before.",
        source: "Pre- and post-campaign pulse surveys, a 9,000-person health system, 2023",
        method:
          "Random samples of staff described the strategy in one sentence; two reviewers scored each answer against its three core ideas.",
      },
    ],
  },
  channels: {
    eyebrow: "Inside and out",
    heading: "One story, told to every audience",
    internal: {
      icon: "Building",
      title: "Internal communications",
      body: "Change succeeds or fails with the people who carry it out. We help leaders explain the why, equip managers for the hard questions and show every employee what changes for them.",
      points: [
        "Change and transformation campaigns",
        "Leadership messaging and manager toolkits",
        "Strategy and values storytelling",
        "Onboarding and culture programmes",
      ],
    },
    external: {
      icon: "Globe",
      title: "External communications",
      body: "Partners, funders, regulators and the public need to understand what you are doing and why it matters to them. We make complex programmes clear, credible and worth sharing.",
      points: [
        "Stakeholder and partner engagement",
        "Impact reports and funder updates",
        "Public consultations and campaigns",
        "Conference and launch content",
      ],
    },
  },
  deliverables: {
    eyebrow: "What we create",
    heading: "Six formats, one clear story",
    cards: [
      {
        icon: "Film",
        title: "Animated motion stories",
        body: "Two-minute animations that explain a strategy, policy or programme in a way people remember and share.",
      },
      {
        icon: "Route",
        title: "Journey maps",
        body: "Illustrated maps of the road ahead: each milestone, what changes and where every team fits in.",
      },
      {
        icon: "PenTool",
        title: "Graphic explainers",
        body: "One-page visuals that make a complex system, process or decision clear at a glance.",
      },
      {
        icon: "LayoutDashboard",
        title: "Interactive portals",
        body: "Microsites and hubs where people explore the change at their own pace, find answers and follow progress.",
      },
      {
        icon: "Presentation",
        title: "Visual presentations",
        body: "Leadership decks and keynote visuals designed to persuade a board, a town hall or a global summit.",
      },
      {
        icon: "Megaphone",
        title: "Internal campaigns",
        body: "Campaigns that carry a message from launch to habit, with leader moments, manager kits and feedback loops.",
      },
    ],
  },
  workWithUs: {
    eyebrow: "Work with us",
    heading: "A small senior team, a clear plan, no surprises",
    intro: "What it is like to work with us, from the first call to the final report.",
    points: [
      {
        icon: "Users",
        title: "One senior team",
        body: "The strategists who scope your project stay on it through launch. You are never handed to a junior team.",
      },
      {
        icon: "Zap",
        title: "Visible progress, fast",
        body: "First drafts arrive within two weeks and we review in short cycles, so your feedback shapes the work early.",
      },
      {
        icon: "ShieldCheck",
        title: "Built for your channels",
        body: "Every asset is accessible, on brand and delivered in the formats your teams already use.",
      },
      {
        icon: "ChartNoAxesCombined",
        title: "Outcomes we measure",
        body: "We agree what success looks like up front and report on reach, understanding and action.",
      },
    ],
  },
  closing: {
    eyebrow: "Start the story",
    heading: "Have a change that needs to reach everyone?",
    intro:
      "Book a complimentary 30-minute discovery call and we will map the story, the audiences and the formats with you.",
    action: { label: "Book a Discovery Call", href: "/contact" },
  },
};
