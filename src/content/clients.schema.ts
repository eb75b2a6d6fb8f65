import { z } from "zod";
import { FEDERAL, type RosterIndustryName } from "~/content/choices";
import type { Problem } from "~/lib/content-problems";

const clientName = z.string().trim().min(1);

const LIST_HINT = 'one name per line, each starting with "- "';

/** A list of client names, each once. */
function clientList(what: string) {
  return z
    .array(clientName.min(1, `has an empty line; write a name after the "- " or remove the line`), {
      error: (issue) =>
        issue.input == null ? `is missing; list the ${what}, ${LIST_HINT}` : `must be a list, ${LIST_HINT}`,
    })
    .superRefine((names, ctx) => {
      names.forEach((name, index) => {
        if (names.indexOf(name) !== index) {
          ctx.addIssue({ code: "custom", message: `"${name}" is listed twice; remove one`, path: [index] });
        }
      });
    });
}

/**
 * One industry of the client roster, as its file (content/clients/<industry>.yaml, named by industryFileName)
 * holds it: a list of clients, or for Government - Federal the departments with their agencies.
 */
export const industryFileSchema = z.object({
  /** Empty means the roster shows "Coming soon...". */
  clients: clientList("clients").optional(),
  /** Keep the list in one column however long it is (SPEC §9: Education). */
  singleColumn: z.boolean({ error: "must be true or false, or left out" }).optional(),
  departments: z
    .array(
      z.object({
        name: clientName.min(1, "is empty; write the department's name"),
        agencies: clientList("department's agencies").refine(
          (list) => list.length > 0,
          "is empty; list at least one agency",
        ),
      }),
      { error: `must be a list of departments, each "- name: ..." with its "agencies:" below` },
    )
    .optional(),
});

export type IndustryFile = z.output<typeof industryFileSchema>;

/** What an industry's file may hold depends on the industry: departments for Government - Federal only. */
export function industryFileProblems(file: string, name: RosterIndustryName, data: IndustryFile): Problem[] {
  // The editor writes empty lists for the fields an industry does not use.
  if (name === FEDERAL && (data.clients?.length ?? 0) > 0) {
    return [
      { file, field: "clients", message: `${FEDERAL} is listed by department: use "departments:", not "clients:"` },
    ];
  }
  if (name !== FEDERAL && (data.departments?.length ?? 0) > 0) {
    return [{ file, field: "departments", message: `only ${FEDERAL} is listed by department: use "clients:"` }];
  }
  return [];
}

export type RosterIndustry =
  | { layout: "list"; name: RosterIndustryName; clients: string[]; singleColumn?: boolean }
  | { layout: "departments"; name: RosterIndustryName; departments: RosterDepartment[] };
export type RosterDepartment = { name: string; agencies: string[] };

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
