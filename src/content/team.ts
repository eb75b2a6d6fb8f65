import type { TeamGroup, TeamInput, TeamMember } from "~/content/team.schema";
import { notFoundSlug } from "~/content/routing";
import { slugify } from "~/lib/slug";

export type { TeamGroup, TeamMember } from "~/content/team.schema";

/** Slugs a member cannot have: the member route pre-renders its "not found" page there. */
export const RESERVED_MEMBER_SLUGS: readonly string[] = [notFoundSlug];

/** The fixed team groups, in tab order, with their sizes (SPEC §3, §9). */
export const TEAM_GROUP_NAMES = [
  "Leadership",
  "Convening Solutions",
  "Creative Solutions",
  "Digital Solutions",
  "Shared Services",
] as const;

export type TeamGroupName = (typeof TEAM_GROUP_NAMES)[number];

export const TEAM_GROUP_SIZES: Readonly<Record<TeamGroupName, number>> = {
  Leadership: 5,
  "Convening Solutions": 11,
  "Creative Solutions": 7,
  "Digital Solutions": 7,
  "Shared Services": 2,
};

/** The first tab of the team page: everyone, sorted by first name. */
export const FULL_TEAM = "Full Team";

export type TeamTabName = typeof FULL_TEAM | TeamGroupName;

/** One line under each tab's heading on the team page. */
export const teamTabIntros: Readonly<Record<TeamTabName, string>> = {
  [FULL_TEAM]:
    "Everyone at Northbridge, from the facilitators who run the room to the designers and engineers behind every convening.",
  Leadership: "The partners who set the firm's direction, and still lead client work themselves.",
  "Convening Solutions":
    "Facilitators and producers who design and run summits, workshops and strategy sessions for ten people or ten thousand.",
  "Creative Solutions":
    "Designers, writers and artists who turn complex material into experiences, stories and visuals people remember.",
  "Digital Solutions":
    "Technologists who build the platforms and AI tools that let every participant contribute, and be counted.",
  "Shared Services": "The finance and operations team that keeps engagements on six continents on time and on budget.",
};

/** The words around the team's content on the team and member pages (SPEC §2, §8). */
export const teamCopy = {
  /** Names the group tabs (a list of links until the page's script makes them tabs). */
  groupsLabel: "Team groups",
  /** After a group's head count: "5 people". */
  people: "people",
  /** In place of the portrait of a member who has none. */
  noPhoto: "Coming Soon",
  /** In place of a portrait that failed to load. */
  photoFailed: "Photo Coming Soon",
  returnToTeam: "Return to Our Team",
  /** Read out before the groups above a member's name. */
  memberGroupsLead: "Team: ",
} as const;

/** The team as written; `validateContent` (src/content/validate.ts) checks it at build. */
export const team = {
  members: [
    {
      name: "Amara Okafor",
      lastName: "Okafor",
      role: "Founder & Chief Executive Officer",
      bio: [
        "Amara founded Northbridge in 2007 after a decade designing multi-stakeholder negotiations for international development programmes across West Africa and Southeast Asia. She saw the same pattern everywhere: talented people in one room, talking past one another because the process was never designed for them to agree. Northbridge was built to fix that, and she still leads several of the firm's most complex convenings each year.",
        "Her work spans global health, gender equality and climate finance, and she has facilitated sessions for ministers, chief executives and frontline workers, often in the same week. Amara holds a master's degree in public policy and trained in mediation and systems thinking. She is known for blunt, warm questions that move a stuck group toward a decision.",
        "As chief executive she sets the firm's strategy, stewards its longest client relationships and champions Collaborative Intelligence: pairing skilled human facilitation with AI tools that surface, cluster and test ideas in real time, so that every participant, not only the loudest, shapes the outcome.",
      ],
    },
    {
      name: "Daniel Whitfield",
      lastName: "Whitfield",
      role: "Chief Operating Officer",
      bio: [
        "Daniel keeps a firm that runs events on six continents working like a single team. He joined Northbridge in 2011 from a global logistics company, where he led operations planning for regional distribution networks and learned that most failures begin with a handoff nobody owned. He brought that discipline to the firm's project management, supplier and risk practices.",
        "As chief operating officer he oversees finance, contracts, travel, security planning and the shared services team, and he sits on every engagement's risk review before a team travels. He has steered the firm through currency crises, cancelled venues and a global pandemic without missing a client deadline.",
        "Daniel holds an MBA with a concentration in operations and is a certified project management professional. He is the person who asks, weeks before an event, what happens if the power fails, the flight is late or the keynote speaker loses her voice, and he makes sure the answer is written down.",
      ],
    },
    {
      name: "Zoë Lindqvist",
      lastName: "Lindqvist",
      role: "Chief Creative Officer & Head of Creative Solutions",
      bio: [
        "Zoë leads Creative Solutions, the studio behind Northbridge's immersive experiences, motion stories and visual campaigns. She began her career in exhibition design in Stockholm, building interactive museum galleries, before moving into brand and experience strategy for public health and cultural institutions on both sides of the Atlantic.",
        "At Northbridge she translates complex, often technical material into experiences people can walk through, touch and remember. Her teams have turned pharmaceutical evidence reviews into visual decision tools, humanitarian logistics into a walk-through simulation and a climate negotiation into a short film screened at a global summit.",
        "As chief creative officer she sets the firm's creative standards and mentors its designers, writers and animators. She insists that every beautiful artefact earn its place by helping an audience understand, decide or act, and she is the first to cut a favourite idea that does not.",
      ],
    },
    {
      name: "Rajiv Menon",
      lastName: "Menon",
      role: "Chief Technology Officer & Head of Digital Solutions",
      bio: [
        "Rajiv heads Digital Solutions and is the architect of the technology side of Collaborative Intelligence. Before joining Northbridge in 2016 he spent twelve years building enterprise collaboration software, first as an engineer and later as a product director responsible for real-time polling and idea-management tools used by large organisations.",
        "He leads the team that designs the firm's digital convening platforms, voting and prioritisation engines, and the AI tools that synthesise thousands of contributions during a live event. He is rigorous about data protection and accessibility, and every tool his team ships is tested with real participants before it reaches a plenary.",
        "Rajiv holds a master's degree in computer science and speaks regularly about responsible AI in group decision-making. His position is simple and firmly held: the machine should sort, translate and summarise, while people deliberate, disagree and decide. Every Northbridge tool is built around that division of labour.",
      ],
    },
    {
      name: "Patricia O'Neil",
      lastName: "O'Neil",
      role: "Managing Director, Convening Solutions",
      bio: [
        "Patricia leads Convening Solutions, the firm's largest practice, which designs and facilitates summits, workshops and strategy sessions for groups of ten to several thousand. She joined Northbridge in 2009 after eight years as a facilitator and programme manager with an international humanitarian network, running coordination meetings in emergency settings.",
        "She has designed convenings for global health partnerships, federal agencies and Fortune 500 leadership teams, including multi-day summits held across several time zones at once. Her specialty is agenda architecture: sequencing conversations so that trust, evidence and decisions build on one another rather than compete for time.",
        "Patricia is a certified professional facilitator and trains every new Northbridge facilitator. Clients call her when the stakes are high, the stakeholders disagree and the outcome has to hold long after the event ends, and she is happiest when a room that arrived divided leaves with a plan it wrote together.",
      ],
    },
    {
      name: "José Hernández",
      lastName: "Hernández",
      role: "Senior Facilitator",
      bio: [
        "José is a senior facilitator who specialises in strategy and planning sessions for public agencies and health systems. Before Northbridge he spent nine years in local government in Texas and California, leading community engagement for transportation and public health programmes, often working in Spanish and English within the same session.",
        "He designs processes that help large, diverse groups reach decisions they can defend in public, and he is particularly skilled at bringing frontline staff and community members into rooms usually reserved for executives. His recent work includes statewide planning sessions for a department of health and a series of community workshops for a metropolitan transit agency.",
      ],
    },
    {
      name: "Mei-Ling Zhou",
      lastName: "Zhou",
      role: "Principal, Hybrid & Virtual Convenings",
      bio: [
        "Mei-Ling leads the firm's hybrid and virtual convenings: the events where some participants sit in a ballroom, some gather in regional hubs and some join from a phone. She came to Northbridge from broadcast production, where she directed live multi-camera programmes and learned to plan for everything that can go wrong at once.",
        "She bridges the Convening and Digital Solutions teams, designing run-of-show, breakout logic and platform configuration together so that remote participants are contributors rather than spectators. Her events have connected thousands of experts across more than a hundred countries, with simultaneous interpretation and live idea capture in every room.",
        "Mei-Ling is fluent in Mandarin and English and holds a degree in media studies. She has trained dozens of client moderators to run engaging online sessions on their own, and she keeps a checklist of small habits, from camera height to chat etiquette, that make remote participants feel present.",
      ],
    },
    {
      name: "Kwame Asante",
      lastName: "Asante",
      role: "Director of Global Engagements",
      bio: [
        "Kwame directs the firm's global engagements, overseeing programmes that run across several countries and many months. He spent his early career with an international public health organisation in Accra and Geneva, coordinating partner meetings for vaccination campaigns and learning how much depends on the relationships built between formal sessions.",
        "At Northbridge he has led regional workshop series for global health partnerships and humanitarian coalitions, working closely with local co-facilitators to adapt every session to its culture and context. He manages budgets, partners and logistics while still facilitating, and he never leaves a workshop without a named owner for every commitment made.",
        "Kwame holds a master's degree in international public health and speaks English, French and Twi. He leads the firm's practice of designing convenings that work across languages, from interpretation plans to materials reviewed by local partners before every session, so that nobody has to contribute in a language they do not think in.",
      ],
    },
    {
      name: "Hannah Goldberg",
      lastName: "Goldberg",
      role: "Facilitator & Digital Engagement Specialist",
      bio: [
        "Hannah is a facilitator who works where the Convening and Digital Solutions teams meet. She designs the interactive moments inside an event, from live polls and idea walls to structured voting, and then runs them in the room so the technology feels like part of the conversation rather than an interruption to it.",
        "Before Northbridge she worked in user research for a civic technology nonprofit, testing digital services with residents and public servants. That background shapes how she prepares: she rehearses every digital interaction with real participants and cuts anything that slows a group down. She has supported innovation sprints, hackathons and large online ideation campaigns.",
      ],
    },
    {
      name: "Samuel Baptiste",
      lastName: "Baptiste",
      role: "Senior Event Producer",
      bio: [
        "Samuel is a senior event producer who turns a facilitation design into a working event: venues, staging, audiovisual, interpretation, accessibility and the hundred small decisions that determine whether participants can focus on the work. He has produced Northbridge events in North America, Europe, Africa and the Caribbean, from forty-person retreats to multi-day summits.",
        "He joined the firm after a decade in conference production for professional associations, where he managed meetings for several thousand attendees at a time. Samuel is known for calm under pressure and for rehearsals so thorough that the live event feels routine. He is a certified meeting professional and leads the firm's sustainable events guidelines.",
      ],
    },
    {
      name: "Leila Haddad",
      lastName: "Haddad",
      role: "Senior Facilitator, International Programmes",
      bio: [
        "Leila is a senior facilitator for the firm's international programmes, with particular depth in gender equality, humanitarian response and refugee inclusion. She previously worked for an international women's rights organisation in Amman and Beirut, designing consultations that brought grassroots activists, donors and government officials into the same process.",
        "At Northbridge she has facilitated global consultations, regional dialogues and donor roundtables, and she designs methods that let participants contribute safely when a topic is sensitive or the power in the room is uneven. She works in English, Arabic and French and often co-facilitates with partners from the communities whose priorities are being decided.",
      ],
    },
    {
      name: "Marcus Bell",
      lastName: "Bell",
      role: "Production Director",
      bio: [
        "Marcus directs production for Northbridge's largest convenings and immersive experiences. He has spent twenty years in live events, starting as a stage manager in regional theatre before moving into corporate and public-sector production, and he brings a theatre-maker's sense of pacing to every plenary, breakout and reveal.",
        "He manages technical crews, budgets and suppliers, and he works closely with Creative Solutions whenever an event includes installations, simulations or filmed content. Recent projects include the finals of a space-security hackathon staged for both a secure technical audience and a public livestream, and a humanitarian logistics simulation built inside an aircraft hangar.",
      ],
    },
    {
      name: "Priya Raman",
      lastName: "Raman",
      role: "Lead Graphic Facilitator",
      bio: [
        "Priya leads the firm's graphic facilitation practice, capturing conversations as large visual maps drawn live while a group talks. She trained as an architect in Chennai and London, and she still thinks spatially: her maps show how ideas connect, where a group agrees and where the real disagreements sit.",
        "She works in both Convening and Creative Solutions, drawing live at summits and workshops and then turning the results into journey maps, visual summaries and graphic explainers that clients use long after the event. Her visual records have become strategic plans, board presentations and onboarding materials for organisations on four continents.",
        "Priya also teaches visual thinking to client teams, helping managers sketch their own ideas clearly in a meeting instead of waiting for a slide deck. Her workshops are among the firm's most requested, and many clients now open their own planning sessions with a blank wall and a box of markers.",
      ],
    },
    {
      name: "Luca Moretti",
      lastName: "Moretti",
      role: "Experience Designer",
      bio: [
        "Luca is an experience designer who shapes how participants move through an event or installation, from the first invitation to the follow-up they receive a month later. He studied interaction design in Milan and spent five years at a museum design studio, building interactive exhibits for science and history museums before joining Northbridge.",
        "He works across Convening and Creative Solutions, designing rooms, journeys and simulations that put people inside the problem they are trying to solve. He has created walk-through scenarios for humanitarian coalitions, patient-journey experiences for hospital leaders and role-play exercises that let executives rehearse difficult decisions before they face them for real.",
      ],
    },
    {
      name: "Elena Petrova",
      lastName: "Petrova",
      role: "Design Director",
      bio: [
        "Elena is the design director of Creative Solutions, responsible for the visual quality and clarity of everything the studio produces. She spent a decade in information design, first on a financial newspaper's graphics desk and later at a data visualisation agency, turning dense datasets into charts and stories readers could grasp in seconds.",
        "At Northbridge she leads the design of evidence summaries, decision tools, reports and interactive portals; she is the person clients meet when they have hundreds of pages of research and a board meeting next month. Elena has led visual evidence projects for pharmaceutical, public health and philanthropic clients and sets the firm's accessibility standards for print and digital work.",
      ],
    },
    {
      name: "Noah Kaplan",
      lastName: "Kaplan",
      role: "Motion & Interactive Designer",
      bio: [
        "Noah is a motion and interactive designer who works across Creative and Digital Solutions. He creates the animated motion stories, explainer films and interactive graphics that help clients carry a message beyond the event, and he builds prototypes that show a concept working before a line of production code is written.",
        "He came to Northbridge from an animation studio where he produced short films for educational and nonprofit clients. Noah combines storyboarding, illustration and front-end development, and he has built interactive portals for coalition partners, opening films for global summits and a series of animated briefings explaining a new operating model to employees.",
      ],
    },
    {
      name: "Chioma Eze",
      lastName: "Eze",
      role: "Head of Storytelling",
      bio: [
        "Chioma heads storytelling at Northbridge, leading the writers who shape the narratives behind the firm's communications, films and campaigns. She began as a journalist in Lagos and London, reporting on health and development, and later led communications for an international children's charity through two major fundraising campaigns.",
        "She helps clients find the one story that will move their audience, then builds a campaign around it: messaging frameworks, scripts, speeches and internal campaigns that show staff why a change matters to them. Chioma has written for chief executives, ministers and frontline health workers, and she edits every major piece the studio publishes.",
      ],
    },
    {
      name: "Sofia Alvarez",
      lastName: "Alvarez",
      role: "Art Director",
      bio: [
        "Sofia is an art director in Creative Solutions. She joined Northbridge in 2025 after seven years at a brand and campaign agency in Mexico City and Los Angeles, where she art-directed campaigns for consumer brands and cultural organisations and built a reputation for a strong eye for photography, typography and colour.",
        "At the firm she leads the visual direction of campaigns, event identities and presentation systems, making sure each client's materials feel distinct while staying clear and accessible. She is currently developing the identity for a multi-year philanthropic learning programme and a series of internal communications for a regional healthcare system.",
      ],
    },
    {
      name: "Kenji Watanabe",
      lastName: "Watanabe",
      role: "AI Solutions Lead",
      bio: [
        "Kenji leads AI solutions, designing how language models and machine learning support facilitation without replacing human judgment. He previously worked as a machine learning engineer at a university research lab, building natural language processing systems that cluster and summarise large volumes of open-ended text from surveys and public consultations.",
        "At Northbridge he builds the tools that group thousands of participant ideas into themes during a live session, draft synthesis reports for facilitators to verify and translate contributions across languages. Every tool he designs keeps a facilitator in the loop, records how its outputs were produced and protects participants' data. He also advises clients on adopting AI responsibly within their own teams.",
      ],
    },
    {
      name: "Fatima Al-Sayed",
      lastName: "Al-Sayed",
      role: "Data & Insights Lead",
      bio: [
        "Fatima leads data and insights, turning what happens at an event into evidence a client can act on. She trained as an epidemiologist and spent six years in monitoring and evaluation for global health programmes, designing surveys and evaluation frameworks for projects in East Africa and the Middle East.",
        "She designs the measurement plan for every major engagement, from baselines taken before an event to follow-up surveys months later, and she analyses voting, evaluation and participation data to show which ideas have real support. Her dashboards have helped hackathon judges compare thousands of evaluations and global consultations turn thousands of votes into clear priorities.",
      ],
    },
    {
      name: "Oliver Brandt",
      lastName: "Brandt",
      role: "Platform Engineer",
      bio: [
        "Oliver is the platform engineer behind Northbridge's digital convening tools. He builds and maintains the registration, voting and idea-management systems used at the firm's events, and he makes sure they stay fast and reliable when thousands of participants log in at the same moment from every time zone.",
        "He joined the firm from a software consultancy in Berlin, where he built web platforms for public-sector clients with strict security and accessibility requirements. Oliver runs the firm's cloud infrastructure, security reviews and integrations with client systems, and he is on call during every live event that depends on the platform.",
      ],
    },
    {
      name: "Grace Mwangi",
      lastName: "Mwangi",
      role: "Director of Finance & Administration",
      bio: [
        "Grace is director of finance and administration, responsible for budgeting, contracting, payroll and compliance across the firm's projects. She spent her early career in audit with an international accounting firm in Nairobi and later managed grants and finance for a regional health nonprofit funded by several major foundations.",
        "She brings that experience to the firm's work with government agencies and philanthropies, where clear reporting and careful compliance matter as much as the event itself. Grace makes sure every project has a transparent budget from the first proposal and that partners and suppliers around the world are paid accurately and on time.",
      ],
    },
  ],
  images: {
    "Amara Okafor": "team-amara-okafor",
    "Daniel Whitfield": "team-daniel-whitfield",
    "Zoë Lindqvist": "team-zoe-lindqvist",
    "Rajiv Menon": "team-rajiv-menon",
    "Patricia O'Neil": "team-patricia-oneil",
    "José Hernández": "team-jose-hernandez",
    "Mei-Ling Zhou": "team-mei-ling-zhou",
    "Kwame Asante": "team-kwame-asante",
    "Hannah Goldberg": "team-hannah-goldberg",
    "Samuel Baptiste": "team-samuel-baptiste",
    "Leila Haddad": "team-leila-haddad",
    "Marcus Bell": "team-marcus-bell",
    "Priya Raman": "team-priya-raman",
    "Luca Moretti": "team-luca-moretti",
    "Elena Petrova": "team-elena-petrova",
    "Noah Kaplan": "team-noah-kaplan",
    "Chioma Eze": "team-chioma-eze",
    "Kenji Watanabe": "team-kenji-watanabe",
    "Fatima Al-Sayed": "team-fatima-al-sayed",
    "Oliver Brandt": "team-oliver-brandt",
    "Grace Mwangi": "team-grace-mwangi",
  },
  groups: [
    {
      name: "Leadership",
      members: ["Amara Okafor", "Daniel Whitfield", "Zoë Lindqvist", "Rajiv Menon", "Patricia O'Neil"],
    },
    {
      name: "Convening Solutions",
      members: [
        "Patricia O'Neil",
        "Amara Okafor",
        "Kwame Asante",
        "Mei-Ling Zhou",
        "Leila Haddad",
        "José Hernández",
        "Marcus Bell",
        "Samuel Baptiste",
        "Priya Raman",
        "Luca Moretti",
        "Hannah Goldberg",
      ],
    },
    {
      name: "Creative Solutions",
      members: [
        "Zoë Lindqvist",
        "Elena Petrova",
        "Chioma Eze",
        "Priya Raman",
        "Luca Moretti",
        "Noah Kaplan",
        "Sofia Alvarez",
      ],
    },
    {
      name: "Digital Solutions",
      members: [
        "Rajiv Menon",
        "Kenji Watanabe",
        "Fatima Al-Sayed",
        "Mei-Ling Zhou",
        "Oliver Brandt",
        "Noah Kaplan",
        "Hannah Goldberg",
      ],
    },
    {
      name: "Shared Services",
      members: ["Daniel Whitfield", "Grace Mwangi"],
    },
  ],
} satisfies TeamInput;

export const members: TeamMember[] = team.members;

/** Image id by member name; a member without an entry shows "Coming Soon". */
export const memberImages: Record<string, string> = team.images;

export const teamGroups: TeamGroup[] = team.groups;

export function memberSlug(member: Pick<TeamMember, "name">): string {
  return slugify(member.name);
}

const membersBySlug = new Map(members.map((member) => [memberSlug(member), member]));
const membersByName = new Map(members.map((member) => [member.name, member]));

export function findMemberBySlug(slug: string): TeamMember | undefined {
  return membersBySlug.get(slug);
}

function firstName(member: TeamMember): string {
  return member.name.slice(0, member.name.length - member.lastName.length).trim();
}

const byName = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });

/** The Full Team tab: sorted by first name, ties broken by last name. */
export function fullTeamSorted(): TeamMember[] {
  return [...members].sort((a, b) => byName(firstName(a), firstName(b)) || byName(a.lastName, b.lastName));
}

/** A group's members in the group's listed order. */
export function groupMembers(groupName: TeamGroupName): TeamMember[] {
  const group = teamGroups.find((candidate) => candidate.name === groupName);
  return (group?.members ?? []).flatMap((name) => membersByName.get(name) ?? []);
}

export function memberImageId(member: Pick<TeamMember, "name">): string | undefined {
  return memberImages[member.name];
}

export type TeamTab = { name: TeamTabName; slug: string; members: TeamMember[] };

/** The team page's tabs in order: the Full Team, then each group. */
export function teamTabs(): TeamTab[] {
  return [
    { name: FULL_TEAM, slug: slugify(FULL_TEAM), members: fullTeamSorted() },
    ...TEAM_GROUP_NAMES.map((name) => ({ name, slug: slugify(name), members: groupMembers(name) })),
  ];
}

/** The groups a member belongs to, in tab order. */
export function memberGroups(member: Pick<TeamMember, "name">): TeamGroupName[] {
  return teamGroups.filter((group) => group.members.includes(member.name)).map((group) => group.name);
}
