import { z } from "zod";
import { RESERVED_MEMBER_SLUGS, TEAM_GROUP_NAMES, type TeamGroupName } from "~/content/choices";
import { requiredText, type Problem } from "~/lib/content-problems";
import type { ImageAsset } from "~/lib/images";
import { slugify } from "~/lib/slug";

const groupName = z.enum(TEAM_GROUP_NAMES, {
  error: (issue) => `"${String(issue.input)}" is not a group; choose one of ${TEAM_GROUP_NAMES.join(", ")}`,
});

const LIST_HINT = 'one per line, each starting with "- "';

/**
 * The details at the top of a team member's file (content/team/<name>.md); the text below them is the bio. The
 * build (src/content.config.ts) swaps `portrait` for an image checked by astro:assets.
 */
export const memberFrontMatterSchema = z.object({
  name: requiredText("the person's full name, e.g. Nadia Brooks"),
  role: requiredText("the person's job title, e.g. Director of Research"),
  groups: z
    .array(groupName, {
      error: (issue) =>
        issue.input == null
          ? `is missing; list the groups the person works in, ${LIST_HINT}: ${TEAM_GROUP_NAMES.join(", ")}`
          : `must be a list, ${LIST_HINT}`,
    })
    .min(1, `is empty; put the person in at least one group: ${TEAM_GROUP_NAMES.join(", ")}`)
    .refine((groups) => new Set(groups).size === groups.length, "names a group twice; list each group once"),
  order: z
    .number({ error: "must be a whole number (1 lists the person first in their groups), or left out" })
    .int("must be a whole number (1 lists the person first in their groups), or left out")
    .positive("must be 1 or more, or left out")
    .optional(),
  portrait: z
    .string({ error: "must be the path of a photo in content/team/portraits/, e.g. ./portraits/nadia-brooks/portrait.jpg" })
    .optional(),
});

export type MemberFrontMatter = z.output<typeof memberFrontMatterSchema>;

/** A team member as the pages and components get them. */
export type TeamMember = {
  name: string;
  /** The last word of the name (structured data's family name). */
  lastName: string;
  /** Its member page is /team/member/<slug> (decision 0002). */
  slug: string;
  role: string;
  groups: TeamGroupName[];
  /** Lower first in each group's tab; members without one follow, by first name. */
  order?: number;
  /** Paragraphs of the bio: the file's text, split at blank lines. */
  bio: string[];
  /** The portrait; a member without one shows "Coming Soon". */
  photo?: ImageAsset;
};

/** The bio's paragraphs: blocks of text separated by blank lines, each on one line. */
export function bioParagraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** How an uploaded portrait shows: cropped to the cards' 4:5 and named after the member. */
export function portraitCrop(name: string): Omit<ImageAsset, "sources"> {
  return { id: `portrait-${slugify(name)}`, alt: `Portrait of ${name}.`, width: 800, height: 1000 };
}

export function toTeamMember(
  data: Pick<MemberFrontMatter, "name" | "role" | "groups" | "order">,
  body: string,
  photo: ImageAsset | undefined,
): TeamMember {
  const slug = slugify(data.name);
  return {
    name: data.name,
    lastName: data.name.split(/\s+/).at(-1) ?? data.name,
    slug,
    role: data.role,
    groups: data.groups,
    ...(data.order === undefined ? {} : { order: data.order }),
    bio: bioParagraphs(body),
    ...(photo ? { photo } : {}),
  };
}

/** What is wrong with one member's text (the bio), beyond the details the schema checks. */
export function bioProblems(file: string, body: string): Problem[] {
  return bioParagraphs(body).length === 0
    ? [{ file, field: "bio", message: "is empty; write a paragraph or two about the person below the second ---" }]
    : [];
}

/** Rules across the team's files: every member page needs its own address. */
export function teamProblems(entries: readonly { file: string; name: string }[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, string>();
  for (const { file, name } of entries) {
    const slug = slugify(name);
    if (!slug || RESERVED_MEMBER_SLUGS.includes(slug)) {
      problems.push({
        file,
        field: "name",
        message: `"${name}" cannot be used as a name for a page; write the full name`,
      });
      continue;
    }
    const other = seen.get(slug);
    if (other === undefined) seen.set(slug, file);
    else {
      problems.push({
        file,
        field: "name",
        message: `"${name}" would have the same page (/team/member/${slug}) as ${other}; tell the two apart, e.g. with a middle initial`,
      });
    }
  }
  return problems;
}
