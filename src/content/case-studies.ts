import type { CaseStudy, CaseStudyPage } from "~/content/case-studies.schema";
import type { ImageAsset } from "~/lib/images";

export type { CaseStudy, CaseStudyPage } from "~/content/case-studies.schema";

/** A case study as the pages show it, its art resolved to an image. */
export type CaseStudyView = Omit<CaseStudy, "image"> & { image?: ImageAsset };

/** The case studies with their own page, at /impact/<slug> (SPEC §2). */
export const CASE_STUDY_PAGE_SLUGS = [
  "un-women",
  "polio-eradication",
  "climate-summit",
  "gilead-medical",
  "levi-strauss",
  "sky-high-relief",
  "hack-a-sat",
] as const;

export type CaseStudyPageSlug = (typeof CASE_STUDY_PAGE_SLUGS)[number];

/** lucide-react icon names a case study may use; the UI maps each to its component. */
export const CASE_STUDY_ICONS = [
  "Baby",
  "Bus",
  "Globe",
  "HandHeart",
  "HeartPulse",
  "Landmark",
  "Leaf",
  "Lightbulb",
  "Plane",
  "Rocket",
  "Satellite",
  "Shield",
  "Shirt",
  "Sparkles",
  "Users",
] as const;

export type CaseStudyIcon = (typeof CASE_STUDY_ICONS)[number];

/** Checked at build by `validateContent` (src/content/validate.ts). */
export const caseStudies: CaseStudy[] = [
  {
    slug: "un-women",
    title: "Mobilising a Global Movement for Gender Equality",
    shortName: "UN Women",
    client: "UN Women",
    sector: "Gender Equality",
    headline:
      "How a global ideation campaign turned 153 ideas and more than 12,000 votes into a shared agenda for the next generation of gender equality programmes.",
    description:
      "UN Women asked us to help its partners agree on the programme priorities that would accelerate progress on gender equality. We designed a global ideation campaign and convening that let advocates, governments and donors shape the agenda together.",
    challenge: `A new generation of gender equality programmes needed the backing of governments, civil society groups, private sector partners and youth activists, each with different priorities and very different levels of influence. Previous consultations had produced long reports that few partners recognised as their own.

The team needed a process genuinely open to grassroots voices across regions and languages, yet disciplined enough to end in a short list of priorities that leaders could fund.`,
    solution: `We designed a three-stage process: a month-long online ideation campaign in five languages, regional validation sessions and a two-day global convening. Local partners hosted in-person listening sessions and submitted ideas on behalf of participants without reliable internet access.

During the campaign our AI-assisted synthesis clustered submissions into themes overnight, and facilitators checked every cluster with its contributors before it went to a vote. Participants then refined, combined and ranked the strongest proposals, casting 12,000+ votes.

At the global convening, delegations treated the voting results as their starting point rather than their conclusion, stress-testing the leading ideas against funding realities and committing to lead specific initiatives.`,
    results: [
      "153 ideas submitted by partners in more than 60 countries",
      "12,000+ votes cast to prioritise the strongest proposals",
      "A ten-point programme agenda endorsed by participating governments and civil society networks",
      "Five partner-led initiatives launched within six months of the convening",
    ],
    quote:
      "For the first time, the priorities on the table were ones our grassroots partners could point to and say: that was our idea.",
    quoteAuthor: "Nadia Rahimi, Programme Specialist, UN Women",
    icon: "Users",
    image: "case-un-women",
  },
  {
    slug: "polio-eradication",
    title: "Aligning Global Health Partners to End Polio",
    shortName: "Polio Eradication",
    client: "Global Polio Eradication Initiative",
    sector: "Global Health",
    headline:
      "How seven regional workshops brought 450 people from across the polio partnership behind one plan for reaching the last children still being missed.",
    description:
      "The polio eradication partnership needed frontline teams, ministries and global partners to agree on how to close the final gaps in immunisation. We designed and facilitated a regional workshop series that turned field experience into a shared operational plan.",
    challenge: `Wild polio cases had fallen by more than 99 percent, but the remaining transmission was concentrated where insecurity, mobile populations and vaccine hesitancy made every campaign harder. Partners agreed on the goal but not always on the tactics, and field teams felt their insights rarely reached global decision-makers.

Leaders needed a process that surfaced practical lessons from the frontline, reconciled them with global strategy and produced commitments every partner would own.`,
    solution: `We designed 7 workshops across three regions, each bringing together national programme managers, vaccinators, community mobilisers, ministry officials and global partner staff. Every workshop followed a common structure so results could be compared, while local co-facilitators adapted examples and language to each context.

Participants mapped the journey of a vaccination campaign from microplanning to follow-up, marking where children were being missed and why. Graphic facilitators captured each journey live, and our team consolidated the findings between workshops so that later regions could build on earlier ones.

A final synthesis session with senior partner leaders translated the regional recommendations into a shared operational plan with named owners and review dates.`,
    results: [
      "450 people engaged across 7 workshops in three regions",
      "A shared operational plan adopted by all core partners",
      "Frontline recommendations on community engagement written into national emergency action plans",
      "A library of campaign journey maps now used to train new field staff",
    ],
    quote:
      "The workshops gave our vaccinators a direct line to the people writing the strategy, and the strategy is better for it.",
    quoteAuthor: "Dr. Ibrahim Sesay, Regional Immunisation Coordinator, Global Polio Eradication Initiative",
    icon: "HeartPulse",
    image: "case-polio-eradication",
  },
  {
    slug: "climate-summit",
    title: "Convening the World on Climate Resilience",
    shortName: "Climate Summit",
    client: "Global Climate Resilience Coalition",
    sector: "Climate & Environment",
    headline:
      "How a hybrid summit connected 2,200 experts from 127 countries to co-create practical adaptation commitments for the world's most climate-exposed communities.",
    description:
      "A coalition of city networks, funders and research institutions wanted a climate summit that produced commitments rather than speeches. We designed a hybrid convening that let thousands of experts contribute in real time, wherever they were.",
    challenge: `Climate adaptation expertise is spread across scientists, city officials, community organisers, insurers and funders who rarely work together, and the communities most affected are often the least able to travel to international meetings. The coalition's previous summits had been well attended but left few concrete commitments behind.

The organisers wanted a global event that was inclusive by design, with meaningful participation from the Global South, and a clear path from discussion to funded action.`,
    solution: `We designed a hybrid summit with a central venue, regional hubs in Nairobi, Dhaka and Bogotá, and an online platform with simultaneous interpretation. Each track ran as a working session rather than a panel: short provocations followed by structured small-group work that mixed locations.

Our AI-assisted synthesis tools gathered contributions from every room and screen, grouped them into themes and put them in front of facilitators within minutes, so plenary discussions built on what participants had actually said. On the final day, coalition members turned the strongest proposals into commitments with owners, timelines and funding sources.`,
    results: [
      "2,200 experts from 127 countries took part in person, in regional hubs and online",
      "More than 40 percent of participants joined from low- and middle-income countries",
      "Commitments on adaptation finance, early warning systems and urban heat announced at the closing plenary",
      "A public commitments tracker launched to report progress at the following year's summit",
    ],
    quote: "",
    quoteAuthor: "",
    icon: "Leaf",
    image: "case-climate-summit",
  },
  {
    slug: "gilead-medical",
    title: "Turning Medical Evidence into Shared Direction",
    shortName: "Gilead Medical Affairs",
    client: "Gilead Sciences",
    sector: "Pharmaceuticals",
    headline:
      "How Gilead's global medical affairs teams distilled 2,500 guidelines and 100 studies into a shared evidence strategy they could act on together.",
    description:
      "Gilead's medical affairs leaders needed regional teams to work from a common view of the evidence. We combined evidence synthesis, visual design and facilitated workshops to build a shared strategy and the tools to sustain it.",
    challenge: `Medical affairs teams in several regions were each interpreting a fast-growing body of treatment guidelines and clinical research on their own. The result was duplicated effort, inconsistent messages to healthcare professionals and difficulty agreeing which evidence gaps deserved investment.

Leaders wanted a single, trusted picture of the evidence landscape and a collaborative process that regional teams would see as their own rather than a directive from headquarters.`,
    solution: `Working with the client's scientific experts, our analysts and AI-assisted review tools catalogued 2,500 guidelines and 100 studies, tagging each by therapeutic area, population, region and strength of recommendation. Medical reviewers verified every summary before it entered the evidence base.

Our design team turned the analysis into an interactive evidence map showing where guidance agreed, where it diverged and where data were missing. We then facilitated cross-regional workshops in which teams used the map to prioritise evidence gaps and agree on shared scientific narratives.

We handed over the evidence map as a maintained portal, with a playbook so the client's teams could keep it current as new research appears.`,
    results: [
      "2,500 guidelines and 100 studies synthesised into one interactive evidence map",
      "Evidence-gap priorities agreed by medical affairs teams in every region",
      "A common scientific narrative adopted for engagement with healthcare professionals",
      "Review time for new publications cut from weeks to days",
    ],
    quote:
      "We went from debating whose reading of the literature was right to planning what to do about the gaps we could all see.",
    quoteAuthor: "Dr. Catherine Voss, Executive Director, Global Medical Affairs, Gilead Sciences",
    icon: "Lightbulb",
    image: "case-gilead-medical",
  },
  {
    slug: "levi-strauss",
    title: "Uniting a Global Apparel Business on One Platform",
    shortName: "Levi Strauss & Co.",
    client: "Levi Strauss & Co.",
    sector: "Apparel & Retail",
    headline:
      "How Levi Strauss & Co. brought 65 leaders together to consolidate 8 ERP systems down to 1 and redesign the way its business works across regions.",
    description:
      "Levi Strauss & Co. was replacing a patchwork of regional systems with a single global platform. We designed the leadership alignment and change communications that helped the organisation adopt new ways of working, not just new software.",
    challenge: `Years of regional growth had left the company running on eight separate enterprise resource planning systems, each with its own processes, data definitions and workarounds. Consolidating them was a technology project on paper, but in practice it meant asking regional leaders to give up processes they had built and trusted.

The programme team needed senior leaders to agree on global process standards quickly and then carry one consistent story about the change to thousands of employees.`,
    solution: `We designed a leadership summit that brought 65 leaders from planning, sourcing, finance, distribution and commercial teams together with the programme's architects. Instead of presenting a finished design, we used process simulations that let leaders walk a product's journey from design to store shelf under the current and future models.

Leaders then worked in cross-regional teams to resolve the most contested design decisions, using agreed criteria for when regional variation was justified. Every decision was captured, published within 48 hours and tracked to closure.

Our communications team built a change campaign around the summit's outcomes, including a motion story explaining the new operating model and toolkits for managers to brief their own teams.`,
    results: [
      "8 ERP systems consolidated down to 1 global platform",
      "65 leaders aligned on global process standards in a single summit",
      "Contested design decisions resolved in days rather than months",
      "Manager toolkits used to brief employees in every region before go-live",
    ],
    quote:
      "The summit turned a systems migration into a shared business decision. Our leaders left owning the design instead of waiting for it.",
    quoteAuthor: "Michael Torres, Vice President, Global Business Transformation, Levi Strauss & Co.",
    icon: "Shirt",
    image: "case-levi-strauss",
  },
  {
    slug: "sky-high-relief",
    title: "Building an Air Bridge for Humanitarian Relief",
    shortName: "Sky High Relief",
    client: "Sky High Relief Coalition",
    sector: "Humanitarian Logistics",
    headline:
      "How more than 100 stakeholders from airlines, relief agencies and governments designed a coordinated air-logistics network and launched 19 projects to move aid faster.",
    description:
      "A coalition of airlines, cargo operators and humanitarian agencies wanted to move relief supplies by air more quickly after disasters. We designed the immersive simulation and convening that turned goodwill into a working coordination model.",
    challenge: `When disaster strikes, offers of aircraft, cargo space and supplies arrive faster than anyone can match them to needs. Airlines, relief agencies, airports and governments each had their own procedures, and past responses had seen planes sitting idle while supplies waited on the ground.

The coalition needed its members to understand one another's constraints and agree on a coordination model before the next emergency, not during it.`,
    solution: `We built an immersive disaster-response simulation inside an aircraft hangar, where participants worked through the first 72 hours of a fictional cyclone response in real time. Teams representing airlines, relief agencies, customs authorities and airport operators had to match cargo offers to requests as conditions changed around them.

Debriefs after each simulated phase surfaced the bottlenecks participants had just experienced, and facilitated design sessions turned them into coordination protocols. Participants then formed working groups around the most promising improvements, each with a sponsor and a timeline.`,
    results: [
      "More than 100 stakeholders from airlines, relief agencies, airports and governments engaged",
      "19 projects launched, from shared cargo-booking standards to pre-cleared customs procedures",
      "A coordination protocol adopted by coalition members and proven in a live response",
      "Simulation materials packaged so regional coalitions can run their own exercises",
    ],
    quote:
      "The simulation did in one afternoon what years of meetings had not: it made us feel each other's bottlenecks.",
    quoteAuthor: "Captain Rosa Delgado, Chair, Sky High Relief Coalition",
    icon: "Plane",
    image: "case-sky-high-relief",
  },
  {
    slug: "hack-a-sat",
    title: "Hacking a Satellite to Secure Space",
    shortName: "Hack-a-Sat",
    client: "U.S. Air Force & U.S. Space Force",
    sector: "Space Security",
    headline:
      "How a space-security hackathon generated 56 solutions and 1,500 evaluations, and took 24 ideas forward to strengthen the cybersecurity of space systems.",
    description:
      "The Air Force and Space Force wanted to engage the global security research community in protecting space systems. We designed the challenge, the judging process and the live event experience for a space-security hackathon.",
    challenge: `Satellites were designed for reliability, not for an era of sophisticated cyber threats, and the community of researchers able to test them was small and rarely engaged with government programmes. The sponsors wanted to attract new talent, surface practical security improvements and build trust with researchers wary of defence institutions.

The event also had to balance openness with strict security requirements and produce outcomes the services could act on.`,
    solution: `We co-designed a qualification round open to teams worldwide and a final event in which finalist teams attempted to defend and compromise a working satellite testbed. Our production team staged the finals for both a secure technical audience and a public livestream that explained each challenge in plain language.

Alongside the competition we ran a solutions track in which researchers, engineers and operators proposed improvements to space-system security. A structured judging process on our digital evaluation platform gave every proposal several independent reviews, 1,500 evaluations in all, before a panel of service leaders chose which ideas to pursue.

We closed with a facilitated transition workshop that assigned each selected solution to a programme office with agreed next steps.`,
    results: [
      "56 solutions proposed, of which 24 were taken forward for development by programme offices",
      "1,500 evaluations completed by technical and operational judges",
      "Finals followed live by a public audience as well as secure technical observers",
      "A new pipeline of security researchers engaged with space programmes",
    ],
    quote:
      "Opening our systems to outside scrutiny made them stronger, and it brought us talent we could not have recruited any other way.",
    quoteAuthor: "Lt. Col. Dana Kessler, Program Director, U.S. Space Force",
    icon: "Satellite",
    image: "case-hack-a-sat",
  },
  {
    title: "Rebuilding a Statewide Public Health Strategy",
    shortName: "State Health Department",
    client: "A U.S. state department of health",
    sector: "Public Health",
    headline:
      "How a state department of health engaged local health districts, hospitals and community groups to rebuild its public health strategy after the pandemic.",
    description:
      "After years of emergency response, a state department of health needed a new strategy that local partners would help deliver. We designed a statewide engagement process that rebuilt trust and set clear shared priorities.",
    challenge: `The pandemic had stretched the department and its local partners to the limit, and relationships with some counties and community organisations were strained. Staff turnover was high, and a backlog of plans written during the emergency no longer matched the department's resources.

Leadership needed a strategy grounded in local realities, and a process that would rebuild working relationships along the way.`,
    solution: `We designed a listening tour with sessions in every public health region, complemented by an online survey for partners who could not attend. Sessions were co-hosted with local health districts and included the community organisations that had led outreach during the pandemic.

Our team synthesised what we heard into a small set of strategic choices, which department leaders and partner representatives debated at a two-day planning retreat. We then produced a visual strategy summary and an internal campaign to help staff see where their own work fits.`,
    results: [
      "Every public health region represented in the engagement process",
      "A five-year strategy with four shared priorities adopted by the state board of health",
      "A standing partner council created to guide implementation",
      "Staff survey scores for strategic clarity up 31 points within a year",
    ],
    quote:
      "People told us it was the first time the state had asked before it decided. That changed the tone of every conversation since.",
    quoteAuthor: "Dr. Angela Brooks, Deputy Secretary for Public Health",
    icon: "Landmark",
    image: "case-state-health",
  },
  {
    title: "Designing Care Around Children and Families",
    shortName: "Children's Hospital",
    client: "A leading children's hospital",
    sector: "Healthcare",
    headline:
      "How a children's hospital used an immersive patient-journey experience to help clinicians, families and leaders redesign care for children with complex conditions.",
    description:
      "A leading children's hospital wanted to improve care for children with complex medical needs, who see many specialists across many visits. We created an immersive journey experience that helped staff see the system through families' eyes and redesign it together.",
    challenge: `Families of children with complex conditions were coordinating dozens of appointments, tests and prescriptions themselves, and described the hospital as a set of excellent departments rather than one team. Clinicians agreed the experience had to change, but each saw only their own part of it.

Leadership wanted a redesign shaped by families and frontline staff, not a new process handed down from above.`,
    solution: `We interviewed families, nurses, physicians and administrators, then built an immersive walk-through experience recreating a year in the life of a child with complex needs: the waiting rooms, phone calls, handoffs and late-night worries.

More than three hundred staff walked through the experience, followed by facilitated design sessions in which families and clinicians worked side by side to redesign the key moments. Our graphic facilitators captured the new care model as a journey map that became the blueprint for implementation.`,
    results: [
      "A coordinated care model piloted in three specialty clinics",
      "Family-reported satisfaction with care coordination up 28 percent in the pilot",
      "Duplicate appointments cut by a fifth for participating families",
      "The journey experience adopted in onboarding for new clinical staff",
    ],
    quote:
      "Walking through a family's year in an afternoon changed how our teams talk about coordination. We stopped defending our departments and started designing for the child.",
    quoteAuthor: "Naomi Castellanos, Chief Nursing Officer",
    icon: "Baby",
    image: "case-childrens-hospital",
  },
  {
    title: "Accelerating Innovation Across a Global Technology Company",
    shortName: "Technology Innovation Sprint",
    client: "A Fortune 100 technology company",
    sector: "Technology",
    headline:
      "How a global technology company ran a company-wide innovation sprint that turned employee ideas into funded product experiments in six weeks.",
    description:
      "A Fortune 100 technology company wanted to tap the ideas of employees outside its product groups. We designed a six-week innovation sprint that combined online ideation, AI-assisted synthesis and live pitch events.",
    challenge: `The company's best product ideas often came from the people closest to customers, but there was no reliable path for a support engineer or sales lead to put an idea in front of decision-makers. Earlier idea programmes had collected thousands of suggestions and funded almost none of them.

Executives wanted a process fast, transparent and credible enough that employees would believe their ideas could go somewhere.`,
    solution: `We designed a six-week sprint in three phases: open ideation on the company's collaboration platform, coached team formation around the most promising themes, and a live pitch event judged by executives. AI tools clustered similar submissions so that people with related ideas could find one another and join forces.

Teams received coaching from our facilitators on problem framing and experiment design, and every team left the pitch event with a decision, written feedback and, where funded, an executive sponsor.`,
    results: [
      "More than 4,000 employees in 30 countries took part",
      "Twelve product experiments funded with executive sponsors",
      "Two experiments added to the company's product roadmap within a year",
      "Time from idea to funding decision cut from months to six weeks",
    ],
    quote: "The sprint proved our people were full of ideas. What they had lacked was a fair, fast way to be heard.",
    quoteAuthor: "Anjali Desai, Vice President, Corporate Innovation",
    icon: "Rocket",
    image: "case-innovation-sprint",
  },
  {
    title: "Building a Learning Community Among Grantees",
    shortName: "Foundation Grantee Convening",
    client: "A national family foundation",
    sector: "Philanthropy",
    headline:
      "How a national family foundation turned its annual grantee meeting into a peer learning community whose recommendations now shape the foundation's own strategy.",
    description:
      "A national family foundation wanted its annual grantee gathering to be more than presentations and networking. We redesigned the convening around peer learning and gave grantees a real voice in the foundation's next strategy.",
    challenge: `The foundation supported more than eighty organisations working on early childhood development, but its grantee meetings had become a series of updates from foundation staff. Grantees valued the chance to meet one another but felt the power dynamics made candid conversation difficult.

The foundation was also about to refresh its strategy and wanted grantees' experience to inform it, without turning the meeting into a funding pitch.`,
    solution: `We co-designed the convening with a planning committee of grantee leaders, who chose the themes and hosted many of the sessions. Peer learning circles replaced panels, and a session held without foundation staff in the room gave grantees space to prepare candid recommendations.

On the final day grantees presented those recommendations directly to the foundation's board, and its leaders responded in public with what they would change. We followed up with a visual summary and a quarterly virtual learning series.`,
    results: [
      "Grantee leaders co-designed and hosted more than half of the sessions",
      "Grantee recommendations reflected in three of the foundation's new strategic priorities",
      "A quarterly peer learning series sustained by grantees after the event",
      "94 percent of grantees rated it the most useful convening they had attended in years",
    ],
    quote: "For once our grantees set the agenda and we did the listening. Our strategy is sharper because of it.",
    quoteAuthor: "Margaret Lindholm, President and Chief Executive Officer",
    icon: "HandHeart",
  },
  {
    title: "Putting Riders at the Centre of a Transit Network Redesign",
    shortName: "Metropolitan Transit Agency",
    client: "A metropolitan transit agency",
    sector: "Transportation",
    headline:
      "How a metropolitan transit agency used immersive communications and community workshops to build public support for its first bus network redesign in thirty years.",
    description:
      "A metropolitan transit agency needed public support for a bold bus network redesign. We created the communications and community workshops that helped riders understand the trade-offs and shape the final plan.",
    challenge: `The agency's bus network had barely changed in three decades while the region's jobs and housing had moved. A redesign could deliver faster, more frequent service for most riders, but some would lose a familiar stop or face a transfer, and earlier proposals had stalled amid public opposition.

The agency needed riders, employees and elected officials to understand the trade-offs and to trust that their input would change the plan.`,
    solution: `We produced an animated motion story and an interactive trip planner that let riders compare their own journeys on the current and proposed networks. Both were available in six languages and promoted on buses, at stops and through community partners.

We then facilitated community workshops in every district, including sessions at community centres, senior housing and schools, where residents worked with planners on large maps to test the changes. Bus operators and frontline staff had their own sessions so they could answer riders' questions with confidence.`,
    results: [
      "Workshops held in every district of the service area",
      "Over 80 route adjustments made in response to rider feedback",
      "The redesigned network approved unanimously by the agency's board",
      "Ridership on the new frequent network up 12 percent in its first year",
    ],
    quote: "",
    quoteAuthor: "",
    icon: "Bus",
  },
];

function hasPage(study: CaseStudy): study is CaseStudyPage {
  return study.slug !== undefined;
}

/** The case studies with their own page, in data order. */
export function caseStudyPages(): CaseStudyPage[] {
  return caseStudies.filter(hasPage);
}

const pagesBySlug = new Map<string, CaseStudyPage>(caseStudyPages().map((study) => [study.slug, study]));

export function findCaseStudyBySlug(slug: string): CaseStudyPage | undefined {
  return pagesBySlug.get(slug);
}

/** Project Snapshots order: alphabetical by short name; the first is selected initially. */
export function caseStudiesByShortName(): CaseStudy[] {
  return [...caseStudies].sort((a, b) => a.shortName.localeCompare(b.shortName, "en", { sensitivity: "base" }));
}
