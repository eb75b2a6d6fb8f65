import { FEDERAL, ROSTER_INDUSTRY_NAMES, type RosterIndustryName } from "~/content/choices";
import type { IndustryFile, PartnerLogo, RosterDepartment, RosterIndustry } from "~/content/clients.schema";
import type { Problem } from "~/lib/content-problems";
import { site } from "~/content/site";

export type { PartnerLogo, RosterDepartment, RosterIndustry } from "~/content/clients.schema";

/**
 * The categories the commercial page adds to the roster industries. SPEC §2 names
 * four, but "Philanthropic Organizations" is already a roster industry, so the
 * page lists 17 + 3 = 20 distinct names.
 */
export const COMMERCIAL_EXTRA_INDUSTRY_NAMES = [
  "Federal Government",
  "Non Government Organizations",
  "State & Local Government",
] as const;

export type CommercialIndustryName = RosterIndustryName | (typeof COMMERCIAL_EXTRA_INDUSTRY_NAMES)[number];

/** Every client name of an industry, departments flattened to their agencies. */
export function industryClients(industry: RosterIndustry): string[] {
  return industry.layout === "list"
    ? industry.clients
    : industry.departments.flatMap((department) => department.agencies);
}

export function toRosterIndustry(name: RosterIndustryName, file: IndustryFile): RosterIndustry {
  return name === FEDERAL
    ? { layout: "departments", name, departments: file.departments ?? [] }
    : { layout: "list", name, clients: file.clients ?? [], ...(file.singleColumn ? { singleColumn: true } : {}) };
}

/** The roster in SPEC order: every industry, an industry without a file shown as "Coming soon...". */
export function rosterOf(industries: readonly RosterIndustry[]): RosterIndustry[] {
  return ROSTER_INDUSTRY_NAMES.map(
    (name) => industries.find((industry) => industry.name === name) ?? toRosterIndustry(name, {}),
  );
}

/** Rules across the roster's files: one file per industry, each client under one industry. */
export function rosterProblems(entries: readonly { file: string; industry: RosterIndustry }[]): Problem[] {
  const problems: Problem[] = [];
  const fileOf = new Map<string, string>();
  const clientAt = new Map<string, string>();
  for (const { file, industry } of entries) {
    const other = fileOf.get(industry.name);
    if (other !== undefined) {
      problems.push({ file, message: `${other} already lists "${industry.name}"; merge the two files` });
      continue;
    }
    fileOf.set(industry.name, file);
    for (const name of industryClients(industry)) {
      const first = clientAt.get(name);
      if (first === undefined) clientAt.set(name, industry.name);
      else problems.push({ file, message: `"${name}" is already listed under "${first}"; keep it in one industry` });
    }
  }
  return problems;
}

function rosterIndustry(roster: readonly RosterIndustry[], name: RosterIndustryName): RosterIndustry | undefined {
  return roster.find((candidate) => candidate.name === name);
}

function federalDepartments(roster: readonly RosterIndustry[]): RosterDepartment[] {
  const federal = rosterIndustry(roster, FEDERAL);
  return federal?.layout === "departments" ? federal.departments : [];
}

const clientsOf = (roster: readonly RosterIndustry[], name: RosterIndustryName) => {
  const industry = rosterIndustry(roster, name);
  return industry ? industryClients(industry) : [];
};

const byName = (a: string, b: string) => a.localeCompare(b, "en");

export type CommercialIndustry = { name: CommercialIndustryName; clients: string[] };

/** The /fortune-500 categories: the roster industries plus the extra three, all derived from the roster. */
export function commercialIndustries(roster: readonly RosterIndustry[]): CommercialIndustry[] {
  return [
    ...roster.map((industry) => ({ name: industry.name, clients: industryClients(industry) })),
    { name: "Federal Government", clients: federalDepartments(roster).map((department) => department.name) },
    { name: "Non Government Organizations", clients: clientsOf(roster, "Non-Governmental Organizations") },
    { name: "State & Local Government", clients: clientsOf(roster, "Government - State & Local") },
  ];
}

/** Industry names for the commercial page, alphabetical. */
export function commercialIndustryNames(roster: readonly RosterIndustry[]): CommercialIndustryName[] {
  return commercialIndustries(roster)
    .map((industry) => industry.name)
    .sort(byName);
}

export function commercialClients(roster: readonly RosterIndustry[], name: string): string[] {
  return commercialIndustries(roster).find((industry) => industry.name === name)?.clients ?? [];
}

/** The /government "Clients We Serve" list: federal departments and agencies, states and cities. */
export function governmentClients(roster: readonly RosterIndustry[]): string[] {
  return [
    ...federalDepartments(roster).flatMap((department) => [department.name, ...department.agencies]),
    ...clientsOf(roster, "Government - State & Local"),
  ].sort(byName);
}

/** The /ngos-philanthropies list: every NGO and philanthropy on the roster. */
export function ngoClients(roster: readonly RosterIndustry[]): string[] {
  return [
    ...clientsOf(roster, "Non-Governmental Organizations"),
    ...clientsOf(roster, "Philanthropic Organizations"),
  ].sort(byName);
}

const continentsInWords = ["zero", "one", "two", "three", "four", "five", "six", "seven"][site.reach.continents];

/** The short texts of the client pages (their headings and intros are in content/pages/). */
export const clientCopy = {
  partnersLabel: "A few of the organisations we work with",
  reachHeading: "Trusted across sectors, borders and time zones",
  /** SPEC §1: the claim of work in 40 countries on six continents. */
  reachIntro: `We have done work in ${site.reach.countries} countries on ${continentsInWords ?? site.reach.continents} continents, for clients who need many people to agree on what happens next.`,
  reachStats: [
    { figure: String(site.foundedYear), label: "Designing collaboration since" },
    { figure: String(site.reach.countries), label: "Countries where we have worked" },
    { figure: String(site.reach.continents), label: "Continents" },
    { figure: String(ROSTER_INDUSTRY_NAMES.length), label: "Industries served" },
  ],
  industriesHeading: "Clients by industry",
  industriesIntro: "Open as many industries as you like to see the organisations we have worked with in each.",
  /** SPEC §8: a roster industry without data. */
  emptyIndustry: "Coming soon...",
  sectorsHeading: "Explore by sector",
  sectorCards: {
    "/fortune-500":
      "Fortune 500 companies and industry leaders, from energy and finance to technology, listed by industry.",
    "/government": "Federal departments and agencies, states and cities that rely on us to convene and explain change.",
    "/ngos-philanthropies": "Humanitarian, health and conservation organisations, and the foundations that fund them.",
  },
  commercialListLabel: "Industries",
  commercialPrompt: "Point to, tab to or tap an industry to see the organisations we work with there.",
  governmentHeading: "Clients We Serve",
  ngoHeading: "Organisations we partner with",
  /** SPEC §8: the NGO list when empty (the government list uses it too). */
  clientListEmpty: "Client list coming soon...",
  rosterLink: "See the full client roster",
} as const;

/** Partner organisations drawn as monograms in the roster hero; each links out in a new tab. */
export const partnerLogos: PartnerLogo[] = [
  { name: "Gates Foundation", href: "https://www.gatesfoundation.org", mark: "GF" },
  { name: "The Rockefeller Foundation", href: "https://www.rockefellerfoundation.org", mark: "RF" },
  { name: "Gilead Sciences", href: "https://www.gilead.com", mark: "GS" },
  { name: "Levi Strauss & Co.", href: "https://www.levistrauss.com", mark: "LS" },
  { name: "U.S. Space Force", href: "https://www.spaceforce.mil", mark: "USSF" },
  { name: "Rotary International", href: "https://www.rotary.org", mark: "RI" },
  { name: "Kaiser Permanente", href: "https://www.kaiserpermanente.org", mark: "KP" },
];
