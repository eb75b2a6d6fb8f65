import { describe, expect, it } from "vitest";
import * as roster from "~/content/clients";
import { industryClients, partnerLogos } from "~/content/clients";
import { CASE_STUDY_ICONS, ROSTER_INDUSTRY_NAMES, TEAM_GROUP_NAMES } from "~/content/choices";
import { readCaseStudies, readContactPage, readRoster, readTeam } from "~/content/content-files";
import { paragraphs } from "~/lib/paragraphs";
import { TWO_COLUMN_THRESHOLD } from "~/lib/columns";
import { teamTabs } from "~/content/team";

/**
 * The one test that holds the spec's figures (SPEC §3, §9) for the content we ship. The schemas leave sizes free
 * so the firm can grow: when it does, this test is the one to update, and no other test should turn red.
 */
describe("the shipped content matches the spec", () => {
  const members = readTeam();

  it("has 22 team members in groups of 5, 11, 7, 7 and 2", () => {
    expect(members).toHaveLength(22);
    const groups = teamTabs(members).slice(1);
    expect(groups.map((tab) => tab.name)).toEqual([...TEAM_GROUP_NAMES]);
    expect(groups.map((tab) => tab.members.length)).toEqual([5, 11, 7, 7, 2]);
  });

  it("has the firm's founder first in Leadership, and exactly one member still without a portrait", () => {
    expect(teamTabs(members)[1]?.members[0]?.name).toBe("Amara Okafor");
    expect(members.filter((member) => !member.photo).map((member) => member.name)).toEqual(["Sofia Alvarez"]);
  });

  const industries = readRoster();

  it("has the 17 roster industries in SPEC §3 spelling and order, Hospitality still without clients", () => {
    expect(ROSTER_INDUSTRY_NAMES).toEqual([
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
    ]);
    const empty = industries.filter((industry) => industryClients(industry).length === 0);
    expect(empty.map((industry) => industry.name)).toEqual(["Hospitality"]);
  });

  it("keeps the long Education list in one column, the only one so kept among several long lists", () => {
    const long = industries.filter((industry) => industryClients(industry).length > TWO_COLUMN_THRESHOLD);
    expect(long.length).toBeGreaterThanOrEqual(3);
    const singleColumn = industries.filter((industry) => industry.layout === "list" && industry.singleColumn);
    expect(singleColumn.map((industry) => industry.name)).toEqual(["Education"]);
    expect(long.map((industry) => industry.name)).toContain("Education");
  });

  it("has 30 NGOs and philanthropies, 20–30 government clients and 20 commercial industries (19 with clients)", () => {
    expect(roster.ngoClients(industries)).toHaveLength(30);
    const government = roster.governmentClients(industries);
    expect(government.length).toBeGreaterThanOrEqual(20);
    expect(government.length).toBeLessThanOrEqual(30);
    // SPEC §2 adds four names to the 17, but "Philanthropic Organizations" is already one of them.
    const commercial = roster.commercialIndustries(industries);
    expect(commercial).toHaveLength(20);
    expect(commercial.filter((industry) => industry.clients.length > 0)).toHaveLength(19);
  });

  it("shows 6–8 partner logos", () => {
    expect(partnerLogos.length).toBeGreaterThanOrEqual(6);
    expect(partnerLogos.length).toBeLessThanOrEqual(8);
  });

  const caseStudies = readCaseStudies();

  it("has 12 case studies, 7 with their own page at the spec's addresses, 2 without a quote", () => {
    expect(caseStudies).toHaveLength(12);
    expect(caseStudies.map((study) => study.slug).filter(Boolean)).toEqual([
      "climate-summit",
      "gilead-medical",
      "hack-a-sat",
      "levi-strauss",
      "polio-eradication",
      "sky-high-relief",
      "un-women",
    ]);
    expect(caseStudies.filter((study) => study.quote === "")).toHaveLength(2);
    expect(caseStudies.filter((study) => study.image === undefined).length).toBeGreaterThanOrEqual(2);
    for (const study of caseStudies) expect(CASE_STUDY_ICONS).toContain(study.icon);
  });

  it("splits challenge into 1–2 and solution into 2–3 paragraphs, with 3–5 results", () => {
    for (const study of caseStudies) {
      expect(paragraphs(study.challenge).length).toBeGreaterThanOrEqual(1);
      expect(paragraphs(study.challenge).length).toBeLessThanOrEqual(2);
      expect(paragraphs(study.solution).length).toBeGreaterThanOrEqual(2);
      expect(paragraphs(study.solution).length).toBeLessThanOrEqual(3);
      expect(study.results.length).toBeGreaterThanOrEqual(3);
      expect(study.results.length).toBeLessThanOrEqual(5);
    }
  });

  /** The case-study figures quoted in SPEC §9, as they must read in the copy. */
  const SPEC_FIGURES = [
    "2,500 guidelines",
    "100 studies",
    "153 ideas",
    "12,000+ votes",
    "1,500 evaluations",
    "450 people",
    "56 solutions",
    "24 were taken forward",
    "2,200 experts",
    "127 countries",
    "65 leaders",
    "8 ERP systems",
    "down to 1",
    "7 workshops",
    "more than 100 stakeholders",
    "19 projects",
  ];

  it("quotes every SPEC §9 figure in the results or solution", () => {
    const copy = caseStudies
      .flatMap((study) => [study.solution, ...study.results])
      .join("\n")
      .toLowerCase();
    for (const figure of SPEC_FIGURES) expect(copy, figure).toContain(figure.toLowerCase());
  });

  it("promises on the contact page what SPEC §2 and §9 promise: 24 hours, a 30-minute call, a free first talk", () => {
    const { getInTouch, nextSteps, immediate } = readContactPage().sideCards;
    const [first, second, third] = nextSteps.steps;
    expect(first?.title).toMatch(/respond within 24 hours/);
    expect(second?.title).toMatch(/30-minute discovery call/);
    expect(third?.title).toMatch(/propose an approach if/);
    expect(getInTouch.responseTime).toMatch(/within 24 hours/);
    expect(immediate.body).toMatch(/Initial consultations are complimentary/);
  });
});
