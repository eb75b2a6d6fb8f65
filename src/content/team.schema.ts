import { z } from "zod";
import { RESERVED_MEMBER_SLUGS, TEAM_GROUP_NAMES, TEAM_GROUP_SIZES } from "~/content/team";
import { parseContent } from "~/lib/content";
import { slugify } from "~/lib/slug";

const BIO_PARAGRAPH_WORDS = { min: 40, max: 90 } as const;

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

const bioParagraph = z.string().refine(
  (text) => {
    const words = wordCount(text);
    return words >= BIO_PARAGRAPH_WORDS.min && words <= BIO_PARAGRAPH_WORDS.max;
  },
  {
    error: (issue) =>
      `bio paragraph must have ${BIO_PARAGRAPH_WORDS.min}–${BIO_PARAGRAPH_WORDS.max} words, found ${wordCount(String(issue.input))}`,
  },
);

export const teamMemberSchema = z
  .object({
    /** Full display name; its slug is the member page URL. */
    name: z.string().trim().min(1),
    lastName: z.string().trim().min(1),
    role: z.string().trim().min(1),
    bio: z.array(bioParagraph).min(2).max(3),
  })
  .superRefine((member, ctx) => {
    if (!member.name.endsWith(` ${member.lastName}`)) {
      ctx.addIssue({
        code: "custom",
        message: `last name "${member.lastName}" must end the full name "${member.name}"`,
        path: ["lastName"],
      });
    }
  });

export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamMembersSchema = z.array(teamMemberSchema).superRefine((list, ctx) => {
  const seen = new Map<string, string>();
  list.forEach((member, index) => {
    const slug = slugify(member.name);
    if (!slug || RESERVED_MEMBER_SLUGS.includes(slug)) {
      ctx.addIssue({
        code: "custom",
        message: `name gives the slug "${slug}", which is reserved or empty`,
        path: [index, "name"],
      });
    }
    const clash = seen.get(slug);
    if (clash !== undefined) {
      ctx.addIssue({
        code: "custom",
        message: `slug "${slug}" is already used by "${clash}"`,
        path: [index, "name"],
      });
    } else {
      seen.set(slug, member.name);
    }
  });
});

export const teamGroupSchema = z.object({
  name: z.enum(TEAM_GROUP_NAMES),
  members: z.array(z.string().min(1)),
});

export type TeamGroup = z.infer<typeof teamGroupSchema>;

/** Groups must come in tab order, have their fixed sizes and name only existing members. */
export function teamGroupsSchema(memberNames: readonly string[]) {
  const known = new Set(memberNames);
  return z.array(teamGroupSchema).superRefine((groups, ctx) => {
    if (groups.length !== TEAM_GROUP_NAMES.length) {
      ctx.addIssue({
        code: "custom",
        message: `expected ${TEAM_GROUP_NAMES.length} groups (${TEAM_GROUP_NAMES.join(", ")}), found ${groups.length}`,
        path: [],
      });
    }
    const grouped = new Set<string>();
    groups.forEach((group, index) => {
      const expected = TEAM_GROUP_NAMES[index];
      if (expected !== undefined && group.name !== expected) {
        ctx.addIssue({
          code: "custom",
          message: `group ${index + 1} must be "${expected}", found "${group.name}"`,
          path: [index, "name"],
        });
      }
      const size = TEAM_GROUP_SIZES[group.name];
      if (group.members.length !== size) {
        ctx.addIssue({
          code: "custom",
          message: `group "${group.name}" must list exactly ${size} members, found ${group.members.length}`,
          path: [index, "members"],
        });
      }
      const inGroup = new Set<string>();
      group.members.forEach((name, position) => {
        if (!known.has(name)) {
          ctx.addIssue({
            code: "custom",
            message: `"${name}" in group "${group.name}" is not a team member`,
            path: [index, "members", position],
          });
        }
        if (inGroup.has(name)) {
          ctx.addIssue({
            code: "custom",
            message: `"${name}" is listed twice in group "${group.name}"`,
            path: [index, "members", position],
          });
        }
        inGroup.add(name);
        grouped.add(name);
      });
    });
    for (const name of memberNames) {
      if (!grouped.has(name)) {
        ctx.addIssue({ code: "custom", message: `"${name}" is not in any group`, path: [] });
      }
    }
  });
}

/** Image ids by member name; every key must be a member and the id must be `team-<slug>`. */
export function memberImagesSchema(memberNames: readonly string[]) {
  const known = new Set(memberNames);
  return z.record(z.string(), z.string()).superRefine((images, ctx) => {
    for (const [name, imageId] of Object.entries(images)) {
      if (!known.has(name)) {
        ctx.addIssue({ code: "custom", message: `"${name}" is not a team member`, path: [name] });
      } else if (imageId !== `team-${slugify(name)}`) {
        ctx.addIssue({
          code: "custom",
          message: `image id must be "team-${slugify(name)}", found "${imageId}"`,
          path: [name],
        });
      }
    }
  });
}

export type TeamInput = {
  members: z.input<typeof teamMembersSchema>;
  images: Record<string, string>;
  groups: z.input<typeof teamGroupSchema>[];
};

export type Team = {
  members: TeamMember[];
  images: Record<string, string>;
  groups: TeamGroup[];
};

/** Validates team data with every rule above; throws a ContentError naming "team.ts", the entry and the field. */
export function validateTeam(input: TeamInput): Team {
  const parsedMembers = parseContent("team.ts", teamMembersSchema, input.members);
  const names = parsedMembers.map((member) => member.name);
  return {
    members: parsedMembers,
    images: parseContent("team.ts", memberImagesSchema(names), input.images),
    groups: parseContent("team.ts", teamGroupsSchema(names), input.groups),
  };
}
