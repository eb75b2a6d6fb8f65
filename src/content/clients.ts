import type { PartnerLogo, RosterDepartment, RosterIndustry } from "~/content/clients.schema";
import { site } from "~/content/site";

export type { PartnerLogo, RosterDepartment, RosterIndustry } from "~/content/clients.schema";

/** The client-roster industries, spelled and ordered as in SPEC §3. */
export const ROSTER_INDUSTRY_NAMES = [
  "Communications & Entertainment",
  "Education",
  "Energy",
  "Financial Services & Insurance",
  "Food & Beverage",
  "Government - Federal",
  "Government - State & Local",
  "Healthcare Products & Distribution",
  "Healthcare Providers & Systems",
  "Hospitality",
  "Manufacturing, Retail, & Distribution",
  "Non-Governmental Organizations",
  "Pharmaceuticals",
  "Philanthropic Organizations",
  "Professional Services",
  "Technology",
  "Transportation",
] as const;

export type RosterIndustryName = (typeof ROSTER_INDUSTRY_NAMES)[number];

/** The industry shown department by department instead of as a flat list. */
export const FEDERAL: RosterIndustryName = "Government - Federal";

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

/** Checked at build by `validateContent` (src/content/validate.ts). */
export const rosterIndustries: RosterIndustry[] = [
  {
    layout: "list",
    name: "Communications & Entertainment",
    clients: [
      "AT&T",
      "Comcast",
      "NBCUniversal",
      "NPR",
      "Paramount",
      "PBS",
      "Sony Pictures Entertainment",
      "Spotify",
      "T-Mobile",
      "The Walt Disney Company",
      "Verizon",
      "Warner Bros. Discovery",
    ],
  },
  {
    layout: "list",
    name: "Education",
    singleColumn: true,
    clients: [
      "Arizona State University",
      "Columbia University",
      "Duke University",
      "Georgetown University",
      "Harvard Kennedy School",
      "Howard University",
      "Johns Hopkins University",
      "Khan Academy",
      "Stanford University",
      "Teach For America",
      "University of California, Berkeley",
      "University of Michigan",
    ],
  },
  {
    layout: "list",
    name: "Energy",
    clients: [
      "BP",
      "Duke Energy",
      "Exelon",
      "National Grid",
      "NextEra Energy",
      "Pacific Gas and Electric Company",
      "Shell",
    ],
  },
  {
    layout: "list",
    name: "Financial Services & Insurance",
    clients: [
      "American Express",
      "Bank of America",
      "Citi",
      "Fannie Mae",
      "JPMorgan Chase",
      "Mastercard",
      "MetLife",
      "Prudential Financial",
      "State Farm",
      "Visa",
      "Wells Fargo",
    ],
  },
  {
    layout: "list",
    name: "Food & Beverage",
    clients: ["General Mills", "Mars", "Nestlé", "PepsiCo", "Starbucks", "The Coca-Cola Company"],
  },
  {
    layout: "departments",
    name: "Government - Federal",
    departments: [
      {
        name: "Department of Health and Human Services",
        agencies: [
          "Centers for Disease Control and Prevention",
          "National Institutes of Health",
          "Food and Drug Administration",
          "Centers for Medicare & Medicaid Services",
        ],
      },
      {
        name: "Department of Defense",
        agencies: ["U.S. Air Force", "U.S. Space Force", "Defense Health Agency"],
      },
      {
        name: "Department of State",
        agencies: ["Office of Global Women's Issues", "Bureau of Population, Refugees, and Migration"],
      },
      {
        name: "Department of Energy",
        agencies: ["Office of Science", "Advanced Research Projects Agency-Energy"],
      },
      {
        name: "Department of Veterans Affairs",
        agencies: ["Veterans Health Administration", "Veterans Benefits Administration"],
      },
    ],
  },
  {
    layout: "list",
    name: "Government - State & Local",
    clients: [
      "California Department of Public Health",
      "City and County of Denver",
      "City of Los Angeles",
      "Commonwealth of Virginia",
      "Maryland Department of Health",
      "New York State Department of Health",
      "Texas Department of State Health Services",
      "Washington State Department of Health",
    ],
  },
  {
    layout: "list",
    name: "Healthcare Products & Distribution",
    clients: ["Abbott", "Baxter International", "BD", "Cardinal Health", "Johnson & Johnson", "McKesson", "Medtronic"],
  },
  {
    layout: "list",
    name: "Healthcare Providers & Systems",
    clients: [
      "Ascension",
      "Boston Children's Hospital",
      "Children's National Hospital",
      "Cleveland Clinic",
      "CommonSpirit Health",
      "Intermountain Health",
      "Johns Hopkins Medicine",
      "Kaiser Permanente",
      "Mass General Brigham",
      "Mayo Clinic",
      "Providence",
      "Sutter Health",
    ],
  },
  { layout: "list", name: "Hospitality", clients: [] },
  {
    layout: "list",
    name: "Manufacturing, Retail, & Distribution",
    clients: [
      "3M",
      "Caterpillar",
      "Ford Motor Company",
      "IKEA",
      "Levi Strauss & Co.",
      "Nike",
      "Patagonia",
      "Procter & Gamble",
      "Target",
      "The Home Depot",
      "Walmart",
    ],
  },
  {
    layout: "list",
    name: "Non-Governmental Organizations",
    clients: [
      "American Red Cross",
      "CARE",
      "Conservation International",
      "Direct Relief",
      "Doctors Without Borders",
      "Habitat for Humanity International",
      "International Rescue Committee",
      "Mercy Corps",
      "Oxfam America",
      "Partners In Health",
      "PATH",
      "Rotary International",
      "Save the Children",
      "The Nature Conservancy",
      "World Vision",
      "World Wildlife Fund",
    ],
  },
  {
    layout: "list",
    name: "Pharmaceuticals",
    clients: [
      "AstraZeneca",
      "Bristol Myers Squibb",
      "Gilead Sciences",
      "GSK",
      "Merck",
      "Novartis",
      "Pfizer",
      "Roche",
      "Sanofi",
      "Takeda",
    ],
  },
  {
    layout: "list",
    name: "Philanthropic Organizations",
    clients: [
      "Bloomberg Philanthropies",
      "Ford Foundation",
      "Gates Foundation",
      "John D. and Catherine T. MacArthur Foundation",
      "Open Society Foundations",
      "Robert Wood Johnson Foundation",
      "Skoll Foundation",
      "The David and Lucile Packard Foundation",
      "The Rockefeller Foundation",
      "The William and Flora Hewlett Foundation",
      "United Nations Foundation",
      "W.K. Kellogg Foundation",
      "Walton Family Foundation",
      "Wellcome",
    ],
  },
  {
    layout: "list",
    name: "Professional Services",
    clients: ["Accenture", "Booz Allen Hamilton", "Deloitte", "EY", "KPMG", "PwC"],
  },
  {
    layout: "list",
    name: "Technology",
    clients: [
      "Adobe",
      "Amazon Web Services",
      "Cisco",
      "Dell Technologies",
      "Google",
      "IBM",
      "Intel",
      "Meta",
      "Microsoft",
      "NVIDIA",
      "Oracle",
      "Salesforce",
      "SAP",
    ],
  },
  {
    layout: "list",
    name: "Transportation",
    clients: ["Alaska Airlines", "Amtrak", "Delta Air Lines", "FedEx", "UPS", "United Airlines"],
  },
];

function rosterIndustry(name: RosterIndustryName): RosterIndustry {
  const industry = rosterIndustries.find((candidate) => candidate.name === name);
  if (!industry) throw new Error(`clients.ts: no roster industry "${name}"`);
  return industry;
}

const federalDepartments: RosterDepartment[] = (() => {
  const federal = rosterIndustry(FEDERAL);
  return federal.layout === "departments" ? federal.departments : [];
})();

const stateAndLocal = industryClients(rosterIndustry("Government - State & Local"));
const ngos = industryClients(rosterIndustry("Non-Governmental Organizations"));
const philanthropies = industryClients(rosterIndustry("Philanthropic Organizations"));

const byName = (a: string, b: string) => a.localeCompare(b, "en");

export type CommercialIndustry = { name: CommercialIndustryName; clients: string[] };

/** The /fortune-500 categories: the roster industries plus the extra three, all derived from the roster. */
export const commercialIndustries: CommercialIndustry[] = [
  ...rosterIndustries.map((industry) => ({ name: industry.name, clients: industryClients(industry) })),
  { name: "Federal Government", clients: federalDepartments.map((department) => department.name) },
  { name: "Non Government Organizations", clients: ngos },
  { name: "State & Local Government", clients: stateAndLocal },
];

/** Industry names for the commercial page, alphabetical. */
export function commercialIndustryNames(): CommercialIndustryName[] {
  return commercialIndustries.map((industry) => industry.name).sort(byName);
}

export function commercialClients(name: string): string[] {
  return commercialIndustries.find((industry) => industry.name === name)?.clients ?? [];
}

/** The /government "Clients We Serve" list: federal departments and agencies, states and cities. */
export const governmentClients: string[] = [
  ...federalDepartments.flatMap((department) => [department.name, ...department.agencies]),
  ...stateAndLocal,
].sort(byName);

/** The /ngos-philanthropies list: every NGO and philanthropy on the roster. */
export const ngoClients: string[] = [...ngos, ...philanthropies].sort(byName);

const continentsInWords = ["zero", "one", "two", "three", "four", "five", "six", "seven"][site.reach.continents];

/** The short texts of the client pages (their headings and intros are in pages.ts). */
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
