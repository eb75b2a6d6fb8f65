import { z } from "zod";
import { requiredText } from "~/lib/content-problems";

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

const optionalText = (what: string) =>
  z.string().trim().min(1, `is empty; write ${what}, or remove the line`).optional();

/** A page's head and opening, as its file holds them. */
export const pageSchema = z.object({
  /** Document title before " | {site name}"; omitted on the home page. */
  title: optionalText("the page's name as browser tabs show it"),
  /** What search results and link previews show under the page's name. */
  description: requiredText("a sentence or two on what the page offers, as search results show it")
    .min(50, "is short for search results; write at least 50 characters")
    .max(170, "is long for search results, which show about 160 characters; shorten it to 170 at most"),
  eyebrow: optionalText("the short label above the heading"),
  heading: requiredText("the page's main heading"),
  intro: requiredText("the paragraph under the heading"),
});

export type PageCopy = z.infer<typeof pageSchema>;
export type Pages = Record<PageId, PageCopy>;
