import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as roster from "~/content/clients";
import { FEDERAL, industryFileName, industryOfFile, ROSTER_INDUSTRY_NAMES } from "~/content/choices";
import { COMMERCIAL_EXTRA_INDUSTRY_NAMES, industryClients, partnerLogos } from "~/content/clients";
import { loadRoster, readRoster } from "~/content/content-files";
import { formatProblem } from "~/lib/content-problems";
import { contentCopy } from "~/test/content-copy";

const rosterIndustries = readRoster();
const commercialClients = (name: string) => roster.commercialClients(rosterIndustries, name);
const commercialIndustryNames = roster.commercialIndustryNames(rosterIndustries);
const governmentClients = roster.governmentClients(rosterIndustries);
const ngoClients = roster.ngoClients(rosterIndustries);
const clientsOf = (name: string) => {
  const industry = rosterIndustries.find((candidate) => candidate.name === name);
  return industry ? industryClients(industry) : [];
};

const writeIndustry = (root: string, file: string, text: string) =>
  writeFileSync(path.join(root, "clients", file), text);
const shownProblems = (root: string) => loadRoster(root).problems.map(formatProblem);

describe("client roster", () => {
  it("lists every roster industry once, in the fixed order, Government - Federal by department", () => {
    expect(rosterIndustries.map((industry) => industry.name)).toEqual([...ROSTER_INDUSTRY_NAMES]);
    for (const industry of rosterIndustries) expect(industry.layout === "departments").toBe(industry.name === FEDERAL);
  });

  it("lists each client under one industry only", () => {
    const all = rosterIndustries.flatMap(industryClients);
    expect(new Set(all).size).toBe(all.length);
  });

  it("shows an industry without a file as having no clients yet", () => {
    const root = contentCopy();
    rmSync(path.join(root, "clients", "energy.yaml"));
    const industries = readRoster(root);
    expect(industries.map((industry) => industry.name)).toEqual([...ROSTER_INDUSTRY_NAMES]);
    expect(industryClients(industries.find((industry) => industry.name === "Energy")!)).toEqual([]);
  });

  it("takes a new client added to an industry's list", () => {
    const root = contentCopy();
    writeIndustry(root, "energy.yaml", "clients:\n  - Northwind Power\n  - Helios Grid\n");
    const energy = readRoster(root).find((industry) => industry.name === "Energy");
    expect(energy && industryClients(energy)).toEqual(["Northwind Power", "Helios Grid"]);
  });
});

describe("mistakes in an industry's file", () => {
  it("reports each in plain words, naming the file and the field, all at once", () => {
    const root = contentCopy();
    // A client list that is not a list; a file named for no industry; a client listed twice; an unreadable line.
    writeIndustry(root, "energy.yaml", "clients: BP, Shell\n");
    writeIndustry(root, "hospitalty.yaml", "clients: []\n");
    writeIndustry(root, "technology.yaml", "clients:\n  - Acme\n  - Acme\n");
    writeIndustry(root, "transportation.yaml", "clients:\n  - Acme: Freight\n - Bad indent\n");
    const problems = shownProblems(root);
    expect(problems).toContain(
      'content/clients/energy.yaml: Clients (clients): must be a list, one name per line, each starting with "- "',
    );
    expect(problems).toContain(
      `content/clients/hospitalty.yaml: names no industry of the roster; rename it to one of ${ROSTER_INDUSTRY_NAMES.map((name) => `${industryFileName(name)}.yaml`).join(", ")}`,
    );
    expect(problems).toContain('content/clients/technology.yaml: Clients (clients): "Acme" is listed twice; remove one');
    expect(problems.find((problem) => problem.startsWith("content/clients/transportation.yaml: line "))).toMatch(
      /cannot be read/,
    );
  });

  it("reports two files for one industry, a client under two industries, and clients where departments go", () => {
    const root = contentCopy();
    const [first, second] = rosterIndustries.filter(
      (industry) => industry.layout === "list" && industry.clients.length > 0,
    );
    if (!first || !second) throw new Error("the roster needs two industries with clients for this test");
    const [client] = industryClients(first);
    writeIndustry(root, `${industryFileName(second.name)}.yml`, `clients:\n  - "${client}"\n`);
    writeIndustry(root, `${industryFileName(FEDERAL)}.yaml`, `clients:\n  - Acme\n`);
    const problems = shownProblems(root);
    expect(problems).toContain(
      `content/clients/${industryFileName(FEDERAL)}.yaml: Clients (clients): ${FEDERAL} is listed by department: use "departments:", not "clients:"`,
    );
    expect(problems).toContain(
      `content/clients/${industryFileName(second.name)}.yml: content/clients/${industryFileName(second.name)}.yaml already lists "${second.name}"; merge the two files`,
    );
  });

  it("names each industry's file after it", () => {
    expect(industryFileName("Food & Beverage")).toBe("food-and-beverage");
    expect(industryFileName("Manufacturing, Retail, & Distribution")).toBe("manufacturing-retail-and-distribution");
    for (const name of ROSTER_INDUSTRY_NAMES) expect(industryOfFile(industryFileName(name))).toBe(name);
    expect(industryOfFile("hospitalty")).toBeUndefined();
  });

  it("finds nothing wrong with the shipped files", () => {
    expect(loadRoster().problems).toEqual([]);
  });
});

describe("commercial industries", () => {
  it("lists the roster industries plus the extra names, each once, sorted", () => {
    expect(new Set(commercialIndustryNames).size).toBe(commercialIndustryNames.length);
    expect(commercialIndustryNames).toEqual([...commercialIndustryNames].sort((a, b) => a.localeCompare(b, "en")));
    for (const name of [...ROSTER_INDUSTRY_NAMES, ...COMMERCIAL_EXTRA_INDUSTRY_NAMES]) {
      expect(commercialIndustryNames).toContain(name);
    }
  });

  it("maps each industry to its clients, and the extra names to the roster's", () => {
    for (const name of ROSTER_INDUSTRY_NAMES) expect(commercialClients(name)).toEqual(clientsOf(name));
    const federal = rosterIndustries.find((industry) => industry.layout === "departments");
    expect(commercialClients("Federal Government")).toEqual(
      federal?.layout === "departments" ? federal.departments.map((department) => department.name) : [],
    );
    expect(commercialClients("Non Government Organizations")).toEqual(clientsOf("Non-Governmental Organizations"));
    expect(commercialClients("State & Local Government")).toEqual(clientsOf("Government - State & Local"));
    expect(commercialClients("Unknown")).toEqual([]);
  });
});

describe("government, NGO and partner lists", () => {
  it("lists federal departments, their agencies and state and local clients, sorted", () => {
    const federal = rosterIndustries.find((industry) => industry.layout === "departments");
    const departments = federal?.layout === "departments" ? federal.departments : [];
    expect(new Set(governmentClients)).toEqual(
      new Set([
        ...departments.flatMap((department) => [department.name, ...department.agencies]),
        ...clientsOf("Government - State & Local"),
      ]),
    );
    expect(governmentClients).toEqual([...governmentClients].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("lists every NGO and philanthropy, sorted", () => {
    expect(new Set(ngoClients)).toEqual(
      new Set([...clientsOf("Non-Governmental Organizations"), ...clientsOf("Philanthropic Organizations")]),
    );
    expect(ngoClients).toEqual([...ngoClients].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("has partners with https homepages and short monograms, all on the roster", () => {
    const onRoster = new Set(rosterIndustries.flatMap(industryClients));
    for (const partner of partnerLogos) {
      expect(new URL(partner.href).protocol).toBe("https:");
      expect(partner.mark).toMatch(/^[A-Z]{2,4}$/);
      expect(onRoster).toContain(partner.name);
    }
  });
});
