import { describe, expect, it } from "vitest";
import {
  commercialClients,
  commercialIndustries,
  commercialIndustryNames,
  governmentClients,
  industryClients,
  ngoClients,
  partnerLogos,
  ROSTER_INDUSTRY_NAMES,
  rosterIndustries,
} from "~/content/clients";
import { rosterSchema } from "~/content/clients.schema";
import { TWO_COLUMN_THRESHOLD } from "~/lib/columns";

const SPEC_INDUSTRIES = [
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
];

describe("client roster", () => {
  it("lists the 17 industries in SPEC §3 spelling and order", () => {
    expect(ROSTER_INDUSTRY_NAMES).toEqual(SPEC_INDUSTRIES);
    expect(rosterIndustries.map((industry) => industry.name)).toEqual(SPEC_INDUSTRIES);
  });

  it("has exactly one industry without clients", () => {
    const empty = rosterIndustries.filter((industry) => industryClients(industry).length === 0);
    expect(empty.map((industry) => industry.name)).toEqual(["Hospitality"]);
  });

  it("shows Government - Federal by department and nothing else that way", () => {
    const departmental = rosterIndustries.filter((industry) => industry.layout === "departments");
    expect(departmental.map((industry) => industry.name)).toEqual(["Government - Federal"]);
  });

  it("has several long lists, and keeps the long Education list in one column", () => {
    const long = rosterIndustries.filter((industry) => industryClients(industry).length > TWO_COLUMN_THRESHOLD);
    expect(long.length).toBeGreaterThanOrEqual(3);
    const education = rosterIndustries.find((industry) => industry.name === "Education");
    expect(education?.layout === "list" && education.singleColumn).toBe(true);
    expect(industryClients(education!).length).toBeGreaterThan(TWO_COLUMN_THRESHOLD);
    const singleColumn = rosterIndustries.filter((industry) => industry.layout === "list" && industry.singleColumn);
    expect(singleColumn).toEqual([education]);
  });

  it("rejects a misspelled industry and a client listed twice", () => {
    const data = rosterIndustries.map((industry) => ({ ...industry }));
    const result = rosterSchema.safeParse([
      { layout: "list", name: "Communications and Entertainment", clients: [] },
      ...data.slice(1),
    ]);
    expect(result.success).toBe(false);
    const duplicated = rosterSchema.safeParse(
      data.map((industry) =>
        industry.name === "Energy" && industry.layout === "list"
          ? { ...industry, clients: [...industry.clients, "Comcast"] }
          : industry,
      ),
    );
    expect(duplicated.success).toBe(false);
    expect(duplicated.error?.issues[0]?.message).toContain(
      '"Comcast" is already listed under "Communications & Entertainment"',
    );
  });
});

describe("commercial industries", () => {
  // SPEC §2 adds four names to the 17, but "Philanthropic Organizations" is already one of them.
  it("lists the 17 roster industries plus the SPEC's extra names, 20 distinct in all, sorted", () => {
    const names = commercialIndustryNames();
    expect(names).toHaveLength(20);
    expect(new Set(names).size).toBe(20);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    for (const name of [
      ...SPEC_INDUSTRIES,
      "Federal Government",
      "Non Government Organizations",
      "Philanthropic Organizations",
      "State & Local Government",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("maps each industry to its clients", () => {
    expect(commercialClients("Technology")).toContain("Microsoft");
    expect(commercialClients("Government - Federal")).toContain("U.S. Space Force");
    expect(commercialClients("Federal Government")).toContain("Department of Health and Human Services");
    expect(commercialClients("Unknown")).toEqual([]);
    expect(commercialIndustries.filter((industry) => industry.clients.length > 0)).toHaveLength(19);
  });
});

describe("government, NGO and partner lists", () => {
  it("lists 20–30 unique government departments and agencies", () => {
    expect(governmentClients.length).toBeGreaterThanOrEqual(20);
    expect(governmentClients.length).toBeLessThanOrEqual(30);
    expect(new Set(governmentClients).size).toBe(governmentClients.length);
  });

  it("lists exactly 30 unique NGOs and philanthropies", () => {
    expect(ngoClients).toHaveLength(30);
    expect(new Set(ngoClients).size).toBe(30);
  });

  it("has 6–8 partners with https homepages and short monograms, all on the roster", () => {
    expect(partnerLogos.length).toBeGreaterThanOrEqual(6);
    expect(partnerLogos.length).toBeLessThanOrEqual(8);
    const roster = new Set(rosterIndustries.flatMap(industryClients));
    for (const partner of partnerLogos) {
      expect(new URL(partner.href).protocol).toBe("https:");
      expect(partner.mark).toMatch(/^[A-Z]{2,4}$/);
      expect(roster).toContain(partner.name);
    }
  });
});
