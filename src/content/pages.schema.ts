import { z } from "zod";

export const pageSchema = z.object({
  /** Document title before " | {site name}"; omitted on the home page. */
  title: z.string().min(1).optional(),
  description: z.string().min(50).max(170),
  eyebrow: z.string().min(1).optional(),
  heading: z.string().min(1),
  intro: z.string().min(1),
});

export type PageCopy = z.infer<typeof pageSchema>;

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

export const pagesSchema = z.record(z.enum(pageIds), pageSchema);
export type Pages = z.infer<typeof pagesSchema>;
