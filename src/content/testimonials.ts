import type { Testimonial } from "~/content/testimonials.schema";

export type { Testimonial } from "~/content/testimonials.schema";

/** What clients say, quoted on the story pages. Checked at build by `validateContent`. */
export const testimonials: Testimonial[] = [
  {
    id: "un-agency",
    quote:
      "Northbridge got ministers, activists and donors from forty countries to agree on five priorities in two days. I have spent years in rooms that could not agree on an agenda.",
    author: "Dr. Adaeze Nwosu",
    title: "Director of Strategic Partnerships, a United Nations agency",
  },
  {
    id: "childrens-hospital",
    quote:
      "Our nurses, surgeons and families designed the new patient journey side by side. Six months on, we are still using the maps and stories they made together.",
    author: "Karen Ellison",
    title: "Chief Nursing Officer, a children's hospital",
  },
  {
    id: "technology-company",
    quote:
      "They turned a reorganisation nobody wanted to talk about into a story our 30,000 people could repeat. Adoption beat our targets in every region.",
    author: "Daniel Cho",
    title: "Vice President, Global Operations, a global technology company",
  },
  {
    id: "air-force",
    quote:
      "In one week of workshops, operators, engineers and industry partners produced a roadmap that would normally take a year of staff work. And they owned it.",
    author: "Colonel James Whitaker",
    title: "Director of Strategic Innovation, an air force",
  },
  {
    id: "health-foundation",
    quote:
      "Other firms gave us a great event. Northbridge gave us a decision, the materials to explain it, and a team that stayed until it stuck.",
    author: "Sarah Lindstrom",
    title: "Chief Strategy Officer, a global health foundation",
  },
  {
    id: "state-agency",
    quote:
      "We had tried for three years to align eleven agencies on one climate plan. Northbridge designed the process that finally did it, and every commissioner signed.",
    author: "Marcus Adeyemi",
    title: "Deputy Director, a state environmental agency",
  },
];

const byId = new Map(testimonials.map((entry) => [entry.id, entry]));

/** The testimonial with this id; a missing id is a content bug and fails the build. */
export function testimonialById(id: string): Testimonial {
  const entry = byId.get(id);
  if (!entry) throw new Error(`testimonials.ts: no testimonial "${id}"`);
  return entry;
}
