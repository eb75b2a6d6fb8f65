import { z } from "zod";
import { FEDERAL, ROSTER_INDUSTRY_NAMES, industryClients } from "~/content/clients";

const clientName = z.string().trim().min(1);

const clientList = z.array(clientName).superRefine((names, ctx) => {
  names.forEach((name, index) => {
    if (names.indexOf(name) !== index) {
      ctx.addIssue({ code: "custom", message: `"${name}" is listed twice`, path: [index] });
    }
  });
});

const listIndustrySchema = z.object({
  layout: z.literal("list"),
  name: z.enum(ROSTER_INDUSTRY_NAMES),
  /** Empty means the roster shows "Coming soon...". */
  clients: clientList,
  /** Keep the list in one column however long it is (SPEC §9: Education). */
  singleColumn: z.boolean().optional(),
});

const departmentsIndustrySchema = z.object({
  layout: z.literal("departments"),
  name: z.enum(ROSTER_INDUSTRY_NAMES),
  departments: z.array(z.object({ name: clientName, agencies: clientList.min(1) })).min(1),
});

export const rosterIndustrySchema = z.discriminatedUnion("layout", [listIndustrySchema, departmentsIndustrySchema]);

export type RosterIndustry = z.infer<typeof rosterIndustrySchema>;
export type RosterDepartment = Extract<RosterIndustry, { layout: "departments" }>["departments"][number];

export const rosterSchema = z.array(rosterIndustrySchema).superRefine((industries, ctx) => {
  if (industries.length !== ROSTER_INDUSTRY_NAMES.length) {
    ctx.addIssue({
      code: "custom",
      message: `expected ${ROSTER_INDUSTRY_NAMES.length} industries, found ${industries.length}`,
      path: [],
    });
  }
  const firstSeen = new Map<string, string>();
  industries.forEach((industry, index) => {
    const expected = ROSTER_INDUSTRY_NAMES[index];
    if (expected !== undefined && industry.name !== expected) {
      ctx.addIssue({
        code: "custom",
        message: `industry ${index + 1} must be "${expected}", found "${industry.name}"`,
        path: [index, "name"],
      });
    }
    if ((industry.name === FEDERAL) !== (industry.layout === "departments")) {
      ctx.addIssue({
        code: "custom",
        message: `only "${FEDERAL}" uses the departments layout`,
        path: [index, "layout"],
      });
    }
    for (const name of industryClients(industry)) {
      const other = firstSeen.get(name);
      if (other !== undefined) {
        ctx.addIssue({
          code: "custom",
          message: `"${name}" is already listed under "${other}"`,
          path: [index],
        });
      } else {
        firstSeen.set(name, industry.name);
      }
    }
  });
});

export const partnerLogoSchema = z.object({
  name: clientName,
  /** The organisation's public homepage, opened in a new tab. */
  href: z.url({ protocol: /^https$/ }),
  /** Monogram drawn as a typographic logo. */
  mark: z.string().regex(/^[A-Z]{2,4}$/, { error: "must be 2–4 capital letters" }),
});

export type PartnerLogo = z.infer<typeof partnerLogoSchema>;

export const partnerLogosSchema = z
  .array(partnerLogoSchema)
  .min(6)
  .max(8)
  .superRefine((logos, ctx) => {
    logos.forEach((logo, index) => {
      if (logos.findIndex((other) => other.name === logo.name) !== index) {
        ctx.addIssue({ code: "custom", message: `"${logo.name}" is listed twice`, path: [index, "name"] });
      }
    });
  });
