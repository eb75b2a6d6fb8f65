// Without zod: the editor's interface (keystatic.config.ts) lists the pages, and must not pull the schemas'
// validation code into the browser beside the contact form's.

/** The pages whose opening copy the firm edits, each in its file content/pages/<page>.yaml (pageFileName). */
export const pageIds = [
  "home",
  "capabilities",
  "events",
  "experiences",
  "communications",
  "approach",
  "team",
  "teamMember",
  "impact",
  "caseStudy",
  "projectSnapshots",
  "clientRoster",
  "fortune500",
  "government",
  "ngosPhilanthropies",
  "contact",
  "imageTest",
  "notFound",
] as const;

export type PageId = (typeof pageIds)[number];

/** A page's file name without ".yaml": its id in lowercase words joined by hyphens (projectSnapshots: project-snapshots). */
export function pageFileName(id: PageId): string {
  return id.replace(/([a-z])([A-Z0-9])/g, "$1-$2").toLowerCase();
}

/** The page a file in content/pages/ holds, from its name without the extension; none for another name. */
export function pageOfFile(fileName: string): PageId | undefined {
  return pageIds.find((id) => pageFileName(id) === fileName);
}

/**
 * The pages with a long text of their own, each in content/pages/<page>.md: the details at the top (a page's head
 * and opening, as above, plus the date of its last review and the words over the firm's address at its end), and
 * the text below them in Markdown, which the build turns into the page's HTML.
 */
export const policyPageIds = ["privacy", "accessibility"] as const;

export type PolicyPageId = (typeof policyPageIds)[number];

/** The policy page a file in content/pages/ holds, from its name without ".md"; none for another name. */
export function policyPageOfFile(fileName: string): PolicyPageId | undefined {
  return policyPageIds.find((id) => id === fileName);
}
