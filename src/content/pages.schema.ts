import { z } from "zod";
import { CONTACT_FIELDS, FIELD_ORDER, type ContactField } from "~/contact/contact-fields";
import { isLeadModeHeading } from "~/content/lead-mode-headings";
import { ANCHOR_PATTERN, BACKGROUNDS, DESCRIPTION_LENGTH } from "~/content/limits";
import { requiredText, type Problem } from "~/lib/content-problems";
import {
  actionSchema,
  contactActionSchema,
  ctaBandSchema,
  featureSchema,
  headingSchema,
  imageIdSchema,
  pageHeroSchema,
  pathSchema,
  statSchema,
  stepSchema,
  text,
} from "~/content/story.schema";
import { testimonialIdSchema } from "~/content/testimonials.schema";

export { CONTACT_PAGE, policyPageIds, policyPageOfFile } from "~/content/page-ids";
export type { PolicyPageId } from "~/content/page-ids";

const optionalText = (what: string) =>
  z.string().trim().min(1, `is empty; write ${what}, or remove the line`).optional();

/** A page's head and opening, as its file holds them. */
export const pageSchema = z.object({
  /** Document title before " | {site name}"; omitted on the home page. */
  title: optionalText("the page's name as browser tabs show it"),
  /** What search results and link previews show under the page's name. */
  description: requiredText("a sentence or two on what the page offers, as search results show it")
    .min(DESCRIPTION_LENGTH.min, `is short for search results; write at least ${DESCRIPTION_LENGTH.min} characters`)
    .max(
      DESCRIPTION_LENGTH.max,
      `is long for search results, which show about 160 characters; shorten it to ${DESCRIPTION_LENGTH.max} at most`,
    ),
  eyebrow: optionalText("the short label above the heading"),
  heading: requiredText("the page's main heading"),
  intro: requiredText("the paragraph under the heading"),
});

export type PageCopy = z.infer<typeof pageSchema>;

/** A band's heading, and the name its heading's id takes (how-we-work: "how-we-work-heading"), kept for links to it. */
const headed = headingSchema.extend({
  anchor: z
    .string({ error: "must be lowercase words joined by hyphens, e.g. how-we-work" })
    .regex(ANCHOR_PATTERN, "must be lowercase words joined by hyphens, e.g. how-we-work"),
});

const background = z.enum(BACKGROUNDS, { error: "must be white, sand or navy" });

const listOf = <Item extends z.ZodType>(item: Item) => z.array(item).min(1, "is empty; add at least one");

/**
 * The fields of each kind of band, in the order the error below lists them. The editor's blocks
 * (src/editor/band-fields.ts) and the drawing (src/components/pages/page-bands.astro) are keyed by these kinds.
 */
const bandSchemas = {
  steps: headed.extend({ steps: listOf(stepSchema) }),
  figures: headed.extend({ stats: listOf(statSchema) }),
  cards: headed.extend({
    background,
    cards: listOf(featureSchema),
  }),
  pictures: headed.extend({ items: listOf(z.object({ image: imageIdSchema, title: text, caption: text })) }),
  audiences: headed.extend({
    channels: listOf(z.object({ icon: featureSchema.shape.icon, title: text, body: text, points: listOf(text) })),
  }),
  services: headed.extend({
    blocks: listOf(
      z.object({
        eyebrow: text,
        title: text,
        body: text,
        points: listOf(text),
        image: imageIdSchema,
        /** The service page's hero, e.g. "/events#top" (SPEC §2). */
        action: actionSchema.extend({ href: pathSchema.regex(/#top$/, { error: 'must end in "#top"' }) }),
      }),
    ),
  }),
  points: headed.extend({
    background,
    points: listOf(stepSchema.extend({ icon: featureSchema.shape.icon.optional() })),
    /** Under the heading. */
    buttons: z.array(actionSchema).optional(),
  }),
  links: headed.extend({ background, links: listOf(actionSchema) }),
  caseStudies: headed.extend({
    linkLabel: text,
    /** A last card after the studies, leading to Project Snapshots. */
    more: z.object({ title: text, body: text, link: actionSchema }),
  }),
  pictureLinks: headed.extend({
    cards: listOf(z.object({ title: text, body: text, href: pathSchema, linkLabel: text, image: imageIdSchema })),
  }),
  testimonials: headed.extend({ testimonials: listOf(testimonialIdSchema) }),
  quote: z.object({
    testimonial: testimonialIdSchema,
    /** One link under the quote, or none. */
    links: z.array(actionSchema).max(1, "has more than one link; keep one").optional(),
  }),
};

type BandSchemas = typeof bandSchemas;

export type BandKind = keyof BandSchemas;

const bandKindNames = Object.keys(bandSchemas) as BandKind[];

/** A band of one kind, as its file writes it. */
export type Band<Kind extends BandKind> = { discriminant: Kind; value: z.infer<BandSchemas[Kind]> };

export type PageSection = { [Kind in BandKind]: Band<Kind> }[BandKind];

/**
 * The bands a page shows below its opening, in order, each one kind. Written as the editor writes a list of
 * kinds: `discriminant` names the kind, `value` holds its fields.
 */
const bandOptions = bandKindNames.map((kind) =>
  z.object({ discriminant: z.literal(kind), value: bandSchemas[kind] as z.ZodType }),
);

// Typed by kind (PageSection): mapping over the kinds keeps each one's fields at run time, not in its type.
export const pageSectionSchema = z.discriminatedUnion("discriminant", bandOptions as [(typeof bandOptions)[number]], {
  error: () => `must be one of the kinds of band: ${bandKindNames.join(", ")}`,
}) as z.ZodType<unknown> as z.ZodType<PageSection>;

/**
 * A page's file (content/pages/<page>.yaml): its head and opening; a page built from bands (the service pages)
 * adds its art and call to action, its bands, and the closing call to action.
 */
/** A CSS object-position, e.g. "65% 40%" or "center". */
const objectPosition = z.string().regex(/^(center|(\d{1,3}%|left|right|center) (\d{1,3}%|top|bottom|center))$/, {
  error: 'must be a focal point like "65% 40%"',
});

/** The home page's opening: pictures that cross-fade behind its heading, two buttons and a line of trust. */
const slideshowSchema = z.object({
  slides: z
    .array(
      z.object({
        image: imageIdSchema,
        /** Focal point kept in view below 768 px, where the wide image is cropped to a tall screen (SPEC §2). */
        mobilePosition: objectPosition,
      }),
    )
    .min(1, "is empty; add at least one picture"),
  /** SPEC §9: 5000 ms. */
  intervalMs: z.number({ error: "must be a number of milliseconds, e.g. 5000" }).int().min(3000),
  actions: z.tuple([contactActionSchema, actionSchema], { error: "must be two buttons: to /contact, then another" }),
  trustLine: text,
});

/** A group of fields of the contact page's file: missing as a whole, it is named like a missing field. */
const group = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.object(shape, {
    error: (issue) =>
      issue.input == null
        ? "is missing; restore it from git, or fill it in with the editor"
        : "must hold its fields, each on a line of its own below it",
  });

/**
 * A field that takes a line of text: its label, and the hint under it where one helps. No example sits in the empty
 * field: a placeholder reads as a value already typed, and vanishes as typing starts (GOV.UK's guidance).
 */
const typedFieldWords = group({
  label: text,
  hint: z.preprocess((value) => (value === "" || value === null ? undefined : value), z.string().trim().optional()),
});
/**
 * A field chosen from a list: its label, its first entry before anything is chosen, and the help: a tooltip beside
 * the label from 640 px, the hint under it on a phone.
 */
const choiceFieldWords = group({ label: text, placeholder: text, help: text });
/** A field for a longer text: its label, and the hint under it. */
const longFieldWords = group({ label: text, hint: text });

const WORDS_OF_KIND = { text: typedFieldWords, email: typedFieldWords, select: choiceFieldWords, textarea: longFieldWords };
type WordsOfKind = typeof WORDS_OF_KIND;

/** The words the firm edits for each field of the form (src/contact/contact-fields.ts), by the field's kind. */
const contactFieldWords = Object.fromEntries(
  FIELD_ORDER.map((field) => [field, WORDS_OF_KIND[CONTACT_FIELDS[field].kind]]),
) as { [F in ContactField]: WordsOfKind[(typeof CONTACT_FIELDS)[F]["kind"]] };

/**
 * The contact page's form, word for word: its heading and intro, each field's words, the Send button, and what it
 * says after a send, a failed send or a failed check. Which fields there are, their rules, limits and messages are the
 * spec's, in code (src/contact/contact-fields.ts).
 */
export const contactFormWordsSchema = group({
  heading: text,
  intro: text,
  requiredNote: text,
  fields: group({
    ...contactFieldWords,
    /** The field only bots fill in: never shown, its label is for them. */
    honeypot: group({ label: text }),
  }),
  submit: text,
  submitting: text,
  /** Under the failure toast's required text, before the firm's email address. */
  failureHint: text,
  /** When the server could not read the post at all, before the firm's email address. */
  unreadableHint: text,
  /** Without JavaScript on a host without the form's POST route (mailto:), before the address. */
  noScriptMail: text,
  /** The subject of the email a visitor's mail program opens with, without the form's POST route or after a failure. */
  mailSubject: text,
  /** The one line above Send, before its link to /privacy: what the firm does with a request. */
  privacyNote: text,
  /** The privacy line's link to /privacy, which tells the rest (the draft, the cookie, how long it is kept). */
  privacyLink: text,
  /** The confirmation that stays above the form after a send, around SPEC §8's thank-you and the next steps. */
  sent: group({ heading: text, anotherRequest: text }),
  /** Above the form after a failed check: the heading over the links to each field in error. */
  errorSummary: group({ heading: text }),
});

/** The cards beside the contact page's form (SPEC §2): how to reach the firm, what happens next, the first call. */
export const contactSideCardsSchema = group({
  /** The accessible name of the cards' landmark. */
  label: text,
  getInTouch: group({ heading: text, emailLabel: text, phoneLabel: text, phoneNote: text, responseTime: text }),
  nextSteps: group({
    heading: text,
    steps: z.array(stepSchema).length(3, "must be three steps: the reply, the call, the proposal"),
  }),
  immediate: group({ heading: text, body: text, action: text }),
});

export const pageFileSchema = pageSchema.extend({
  hero: pageHeroSchema.optional(),
  slideshow: slideshowSchema.optional(),
  sections: z.array(pageSectionSchema).optional(),
  closing: ctaBandSchema.optional(),
  form: contactFormWordsSchema.optional(),
  sideCards: contactSideCardsSchema.optional(),
});

export type PageFile = z.infer<typeof pageFileSchema>;

/** The contact page's file, which must hold its form's words and its side cards. */
export const contactPageSchema = pageFileSchema.extend({
  form: contactFormWordsSchema,
  sideCards: contactSideCardsSchema,
});

export type ContactPage = z.infer<typeof contactPageSchema>;
export type ContactFormWords = ContactPage["form"];
export type ContactSideCardsWords = ContactPage["sideCards"];

/**
 * What the form's island is given (serialized into the page by Astro): its words, and the next steps its
 * confirmation repeats (their titles).
 */
export type ContactFormCopy = ContactFormWords & {
  nextSteps: { heading: string; steps: { title: string }[] };
};

/** The form's words and the next steps' titles, from the contact page's file: what the island is given. */
export function contactFormCopy({ form, sideCards }: ContactPage): ContactFormCopy {
  const { heading, steps } = sideCards.nextSteps;
  return { ...form, nextSteps: { heading, steps: steps.map(({ title }) => ({ title })) } };
}
/** Every page's file, by its name (content/pages/<name>.yaml). */
export type Pages = Record<string, PageFile>;

const DATE_HINT = "write it as year-month-day, e.g. 2026-11-27";

/** A day of the calendar as the file writes it (2026-11-27). Astro's YAML reader makes such a value a Date. */
const calendarDay = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z
    .string({
      error: (issue) =>
        issue.input == null
          ? `is missing; add the date of the last review: ${DATE_HINT}`
          : `must be a date; ${DATE_HINT}`,
    })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `must be a date; ${DATE_HINT}`, abort: true })
    .refine(
      (value) => {
        const day = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
      },
      { error: `is not a day of the calendar; ${DATE_HINT}` },
    ),
);

/** A policy page's details: its head and opening, when it was last reviewed, and what its end says above the address. */
export const policyPageSchema = pageSchema.extend({
  title: requiredText("the page's name as browser tabs show it"),
  reviewed: calendarDay,
  contactHeading: requiredText("the heading over the firm's address at the end of the page"),
  contactText: requiredText("the sentence over the firm's address: what to write about, and when the firm answers"),
});

export type PolicyPageCopy = z.infer<typeof policyPageSchema>;

/** A policy page as the build's content check and the tests read it: its details and its text, in Markdown. */
export type PolicyPageFile = PolicyPageCopy & { text: string };

const HEADING_HINT = "start the line with ## for a section, or ### for a part of one";
/** Where a link may lead: a page of this site, a place on the page, or a full web, email or phone address. */
const LINK_TARGET = /^(?:\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;

/**
 * What is wrong with a policy page's text, line by line (`firstLine`: the file's line number of the text's first
 * line). The page has its one main heading already and shows plain text: sections, lists and links, no pictures
 * and no HTML.
 */
export function policyTextProblems(file: string, text: string, firstLine = 1): Problem[] {
  const lines = text.split(/\r?\n/);
  if (lines.every((line) => line.trim() === "")) {
    return [
      { file, field: "text", message: "is empty; write the page's text below the details (after the second ---)" },
    ];
  }
  const problems: Problem[] = [];
  const say = (index: number, message: string) =>
    problems.push({
      file,
      field: "text",
      line: firstLine + index,
      lineText: (lines[index] ?? "").trim(),
      message,
    });
  let inSection = false;
  lines.forEach((line, index) => {
    const heading = /^ {0,3}(#+)(?:\s|$)/.exec(line);
    const level = heading?.[1]?.length ?? 0;
    if (level === 1) say(index, `is a main heading, and the page has one already (its Heading); ${HEADING_HINT}`);
    else if (level > 3) say(index, `is a heading too deep for this page; ${HEADING_HINT}`);
    else if (level === 3 && !inSection) {
      say(index, "is a sub-heading before any section; start the first heading with ##");
    }
    if (level === 2) inSection = true;
    const words = line.replace(/^ {0,3}#+\s*/, "").replace(/\s*#*\s*$/, "");
    if (level > 0 && isLeadModeHeading(words)) {
      if (level !== 3) {
        say(index, "names a way the site takes requests: make it a sub-heading (###) inside the section it belongs to");
      }
      const next = lines.slice(index + 1).find((later) => later.trim() !== "");
      if (next === undefined || /^ {0,3}#/.test(next)) {
        say(index, "has no text under it; write what happens to a request that way, or remove the sub-heading");
      }
    }
    if (/^ {0,3}=+\s*$/.test(line) && (lines[index - 1] ?? "").trim() !== "") {
      say(index, `makes the line above a main heading, and the page has one already; ${HEADING_HINT}`);
    }
    if (/^ {0,3}(?:```|~~~)/.test(line)) say(index, "starts a block of code, which this page does not show; remove it");
    if (line.includes("![")) say(index, "shows a picture, which this page cannot; remove it");
    else if (/<(?!(?:https?:|mailto:))[a-z!/?]/i.test(line)) {
      say(
        index,
        "contains HTML, which the page's text may not; write plain text (Markdown: ## headings, - lists, [links](/contact))",
      );
    }
    if (line.includes("{%")) say(index, "contains editor markup ({% ... %}) that this page cannot show; remove it");
    for (const [, label = "", target = ""] of line.matchAll(/\[([^\]]*)\]\(\s*<?([^)\s>]*)/g)) {
      if (!LINK_TARGET.test(target)) {
        say(
          index,
          `links "${label}" to "${target}", which no browser can open; link to a page of the site (/contact) or a full address starting with https://`,
        );
      }
    }
  });
  return problems;
}
