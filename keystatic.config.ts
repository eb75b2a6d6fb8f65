import { collection, config, fields, singleton, type ComponentSchema, type Singleton } from "@keystatic/core";
import {
  CASE_STUDY_ICONS,
  FEDERAL,
  MAX_AT_A_GLANCE,
  industryFileName,
  ROSTER_INDUSTRY_NAMES,
  TEAM_GROUP_NAMES,
  type RosterIndustryName,
} from "~/content/choices";
import { LEAD_MODE_HEADINGS } from "~/content/lead-mode-headings";
import { policyPageIds, type PolicyPageId } from "~/content/page-ids";
import {
  CASE_STUDY_FIELDS,
  CLIENT_FIELDS,
  NAVIGATION_FIELDS,
  PAGE_FIELDS,
  POLICY_PAGE_FIELDS,
  SITE_FIELDS,
  TEAM_FIELDS,
  TESTIMONIAL_FIELDS,
} from "~/content/field-labels";
import { CONTENT_TYPES, formKey, shownAt, storedAt, type ContentTypeName } from "~/content/content-types";
import { DESCRIPTION_LENGTH } from "~/content/limits";
import { UPLOADS } from "~/content/uploads";
import { bandFields, slideshowField } from "~/editor/band-fields";
import { contactPageFields } from "~/editor/contact-fields";
import { choice } from "~/editor/choice-field";
import { timeZone } from "~/editor/time-zone-field";
import { options, required } from "~/editor/field-rules";
import type { PageShape } from "~/editor/page-shape";
import { describedImage } from "~/editor/described-image";

/**
 * The site editor (`npm run edit`, and the staff area on `npm start`; docs/editing.md): the forms of the content
 * types of src/content/content-types.ts, which says where each type's files are, how each entry is named and shown.
 * Local storage: it reads and writes the working copy; PUBLIC_CONTENT_DIR points it at a copy (the browser tests').
 *
 * Keystatic writes a file it saves whole (decision 0020): the files in content/ are kept in its layout and the
 * schemas below in their order, so that a save changes only the lines edited (tests/e2e/editor-mistakes.test.ts).
 */
const root: string = import.meta.env.PUBLIC_CONTENT_DIR ?? "content";

/**
 * Where an entry's preview link leads: on the running site, the staff area's preview of the drafts at the page it
 * shows on (built first if need be: only a publish puts drafts live); in `npm run edit`, the page itself, which the
 * dev server renders from the files as they are. In a collection's link Keystatic fills in `{slug}`.
 */
function previewUrl(type: ContentTypeName, entry = "{slug}"): string {
  const page = shownAt(type, entry) ?? "/";
  return import.meta.env.DEV ? page : `/staff/preview?path=${page}`;
}

/** Markdoc with nothing to format: the site shows bios and stories as plain paragraphs. */
const PLAIN_TEXT = {
  bold: false,
  italic: false,
  strikethrough: false,
  code: false,
  heading: [],
  blockquote: false,
  orderedList: false,
  unorderedList: false,
  table: false,
  link: false,
  image: false,
  divider: false,
  codeBlock: false,
} as const;

const clientList = (label: string, description?: string) =>
  fields.array(fields.text({ label: label.replace(/s$/, ""), validation: required }), {
    label,
    description,
    itemLabel: (item) => item.value,
  });

/**
 * The client roster, one form per industry: the industries are a fixed set (src/content/clients.ts), so each is
 * chosen from the editor's list and cannot be misspelt; its file's name says which it is.
 */
function industryForm(name: RosterIndustryName) {
  return singleton({
    label: name,
    ...storedAt(root, "clients", industryFileName(name)),
    previewUrl: previewUrl("clients", industryFileName(name)),
    schema:
      name === FEDERAL
        ? {
            departments: fields.array(
              fields.object({
                name: fields.text({ label: CLIENT_FIELDS.name, validation: required }),
                agencies: fields.array(fields.text({ label: "Agency", validation: required }), {
                  label: CLIENT_FIELDS.agencies,
                  itemLabel: (item) => item.value,
                  validation: { length: { min: 1 } },
                }),
              }),
              { label: CLIENT_FIELDS.departments, itemLabel: (item) => item.fields.name.value },
            ),
          }
        : {
            clients: clientList(CLIENT_FIELDS.clients, "Leave empty to show “Coming soon...”."),
            singleColumn: fields.checkbox({ label: CLIENT_FIELDS.singleColumn, defaultValue: false }),
          },
  });
}
/**
 * The pages' files, found where the site reads them (content/pages/*.yaml): a new page's file gets its form with no
 * list to extend, named as browser tabs name the page, with the parts its file has. Only that shape is bundled
 * (scripts/editor-bundle.ts), never the pages' words.
 */
const pageFiles = Object.entries(
  import.meta.glob<PageShape>("/content/pages/*.yaml", { query: "?page-shape", import: "default", eager: true }),
).map(([file, shape]) => ({ name: file.slice(file.lastIndexOf("/") + 1, -".yaml".length), ...shape }));

type PageFile = PageShape & { name: string };

/** A page's name in the editor's list: its name in browser tabs, else its file's name in words (home: Home). */
function pageLabel({ name, title }: PageFile): string {
  if (title) return title;
  const words = name.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A page's head and opening: what search results and the top of the page say. */
const pageFields = {
  title: fields.text({
    label: PAGE_FIELDS.title,
    description: 'Shown as "Name | Northbridge Collaborative"; leave empty on the home page.',
  }),
  description: fields.text({
    label: PAGE_FIELDS.description,
    description: `What search results and link previews show: ${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max} characters.`,
    multiline: true,
    validation: { isRequired: true, length: DESCRIPTION_LENGTH },
  }),
  eyebrow: fields.text({ label: PAGE_FIELDS.eyebrow, description: "Optional." }),
  heading: fields.text({ label: PAGE_FIELDS.heading, validation: required }),
  intro: fields.text({
    label: PAGE_FIELDS.intro,
    description: "The paragraph under the heading.",
    multiline: true,
    validation: required,
  }),
};

/**
 * A page's form: its head and opening, and the parts its file has (the home page's slideshow, bands, closing; the
 * contact page's form and side cards).
 */
function pageForm(page: PageFile) {
  const { name, parts } = page;
  return singleton({
    label: pageLabel(page),
    ...storedAt(root, "pages", name),
    previewUrl: previewUrl("pages", name),
    schema: {
      ...pageFields,
      ...(parts.includes("slideshow") ? { slideshow: slideshowField } : {}),
      ...(parts.includes("hero") ? { hero: bandFields.hero } : {}),
      ...(parts.includes("sections") ? { sections: bandFields.sections, closing: bandFields.closing } : {}),
      ...(parts.includes("form") ? contactPageFields : {}),
    },
  });
}

/** Markdoc with what a long text needs: sections and their parts, lists, links and emphasis; no pictures or tables. */
const LONG_TEXT = {
  ...PLAIN_TEXT,
  bold: true,
  italic: true,
  heading: [2, 3],
  orderedList: true,
  unorderedList: true,
  link: true,
} as const;

const POLICY_LABELS: Record<PolicyPageId, string> = {
  privacy: "Privacy Notice",
  accessibility: "Accessibility Statement",
};

/**
 * A page with a long text of its own (src/content/pages.schema.ts, policyPageIds): its head and opening, the date
 * of its last review, the closing words over the firm's address, and the text, saved below the details of
 * content/pages/<page>.md.
 */
function policyPageForm(id: PolicyPageId) {
  return singleton({
    label: POLICY_LABELS[id],
    ...storedAt(root, "policyPages", id),
    entryLayout: "content",
    previewUrl: previewUrl("policyPages", id),
    schema: {
      ...pageFields,
      title: fields.text({ label: POLICY_PAGE_FIELDS.title, validation: required }),
      reviewed: fields.date({
        label: POLICY_PAGE_FIELDS.reviewed,
        description: "The day someone last checked that the page is still true; it shows under the heading.",
        validation: { isRequired: true },
      }),
      contactHeading: fields.text({
        label: POLICY_PAGE_FIELDS.contactHeading,
        description:
          "Over the firm's email address and phone number at the end of the page, e.g. Questions and requests.",
        validation: required,
      }),
      contactText: fields.text({
        label: POLICY_PAGE_FIELDS.contactText,
        description:
          "What to write to the firm about, and when it answers. The address and phone number follow by themselves.",
        multiline: true,
        validation: required,
      }),
      text: fields.markdoc({
        label: POLICY_PAGE_FIELDS.text,
        description:
          "The page's sections: a heading for each (Heading 2; Heading 3 for a part of one), paragraphs, lists and links. " +
          `Where what happens to a request depends on how the site takes it, write both under the Heading 3s ` +
          `"${LEAD_MODE_HEADINGS.server}" and "${LEAD_MODE_HEADINGS.emailjs}": visitors read only the one that ` +
          "applies to the site, without its heading.",
        extension: "md",
        options: LONG_TEXT,
      }),
    },
  });
}
// Listed in the order of their addresses, the home page first.
const pageForms = Object.fromEntries(
  pageFiles
    .sort((a, b) => CONTENT_TYPES.pages.shownAt(a.name).localeCompare(CONTENT_TYPES.pages.shownAt(b.name)))
    .map((page) => [formKey("pages", page.name), pageForm(page)]),
);
const policyPageForms = Object.fromEntries(policyPageIds.map((id) => [formKey("policyPages", id), policyPageForm(id)]));

const industryForms = Object.fromEntries(
  ROSTER_INDUSTRY_NAMES.map((name) => [formKey("clients", industryFileName(name)), industryForm(name)]),
);

/** The words of a link in the menus: its text and, for a link in a header submenu, the line under it. */
function linkWords(page: keyof typeof NAVIGATION_FIELDS, where: string, withLine = false) {
  return fields.object(
    {
      label: fields.text({ label: NAVIGATION_FIELDS.label, description: where, validation: required }),
      ...(withLine
        ? {
            description: fields.text({
              label: NAVIGATION_FIELDS.description,
              description: "A short sentence under the link when the header's menu opens.",
              validation: required,
            }),
          }
        : {}),
    },
    { label: NAVIGATION_FIELDS[page] },
  );
}

const inHeaderMenu = "In the header, in a menu that opens from its section.";
const inHeaderAndFooter = "In the header and in the footer's list of the firm's pages.";

// Typed by name only: the industries' forms are keyed by their files' names, which the navigation lists.
const singletons: Record<string, Singleton<Record<string, ComponentSchema>>> = {
  ...pageForms,
  ...policyPageForms,
  ...industryForms,
  site: singleton({
    label: CONTENT_TYPES.site.kind,
    ...storedAt(root, "site"),
    previewUrl: previewUrl("site", "site"),
    // The guidance once written as comments at the top of content/site.yaml, which the editor's writer drops.
    schema: {
      phone: fields.text({
        label: SITE_FIELDS.phone,
        description:
          "Shown in the footer, on the contact page and in search results. Write it as visitors should read it, " +
          "e.g. +1 (202) 555-0148; the link that dials it is made from it.",
        validation: { isRequired: true, length: { min: 7 } },
      }),
      linkedin: fields.url({
        label: SITE_FIELDS.linkedin,
        description: "The firm's LinkedIn page, starting with https://; linked from the footer of every page.",
        validation: { isRequired: true },
      }),
      flickr: fields.url({
        label: SITE_FIELDS.flickr,
        description: "The firm's Flickr page, starting with https://; linked from the footer of every page.",
        validation: { isRequired: true },
      }),
      timeZone: timeZone({
        label: SITE_FIELDS.timeZone,
        description:
          "The zone the staff area, the email for each request and the leads' spreadsheet show times in: type the " +
          "firm's city or region and choose it, e.g. America/Chicago. Empty: the zone of the server the site runs on.",
      }),
    },
  }),
  // Where each link leads is the site's structure (src/content/navigation.ts): only its words are here.
  navigation: singleton({
    label: CONTENT_TYPES.navigation.kind,
    ...storedAt(root, "navigation"),
    previewUrl: previewUrl("navigation", "navigation"),
    schema: {
      capabilities: linkWords(
        "capabilities",
        "In the header, opening the menu of services; its overview link adds the word overview.",
        true,
      ),
      events: linkWords("events", `${inHeaderMenu} Also in the footer's list of services.`, true),
      experiences: linkWords("experiences", `${inHeaderMenu} Also in the footer's list of services.`, true),
      communications: linkWords("communications", `${inHeaderMenu} Also in the footer's list of services.`, true),
      team: linkWords("team", inHeaderAndFooter),
      impact: linkWords(
        "impact",
        "In the header, opening the menu of the firm's work; also in the footer's list of the firm's pages.",
        true,
      ),
      projectSnapshots: linkWords("projectSnapshots", inHeaderMenu, true),
      clientRoster: linkWords("clientRoster", inHeaderMenu, true),
      approach: linkWords("approach", "In the footer's list of the firm's pages."),
      privacy: linkWords("privacy", "In the footer, beside the copyright line."),
      accessibility: linkWords("accessibility", "In the footer, beside the copyright line."),
      getStarted: linkWords("getStarted", "The button at the right of the header, leading to the contact page."),
      footerHeadings: fields.object(
        {
          services: fields.text({ label: NAVIGATION_FIELDS.services, validation: required }),
          company: fields.text({ label: NAVIGATION_FIELDS.company, validation: required }),
          contact: fields.text({ label: NAVIGATION_FIELDS.contact, validation: required }),
        },
        { label: NAVIGATION_FIELDS.footerHeadings },
      ),
    },
  }),
  testimonials: singleton({
    label: CONTENT_TYPES.testimonials.kind,
    ...storedAt(root, "testimonials"),
    schema: {
      testimonials: fields.array(
        fields.object({
          id: fields.text({
            label: TESTIMONIAL_FIELDS.id,
            description: "A short name the pages quote it by, e.g. childrens-hospital: keep it when editing the quote.",
            validation: required,
          }),
          quote: fields.text({
            label: TESTIMONIAL_FIELDS.quote,
            multiline: true,
            validation: required,
          }),
          author: fields.text({ label: TESTIMONIAL_FIELDS.author, validation: required }),
          title: fields.text({
            label: TESTIMONIAL_FIELDS.title,
            validation: required,
          }),
        }),
        { label: TESTIMONIAL_FIELDS.testimonials, itemLabel: (item) => item.fields.author.value },
      ),
    },
  }),
};

/** A group the file names that is none of the groups: marked in the list of Groups too, where it shows first. */
const notAGroup = (value: string) =>
  `"${value}" is not a group: open it and choose one of ${TEAM_GROUP_NAMES.join(", ")}`;
const groupLabel = (value: string) =>
  (TEAM_GROUP_NAMES as readonly string[]).includes(value) ? value : `${value} (not a group: open it to choose one)`;

/** A case study's photo and its description, required with a photo (the build requires it too). */
const studyPhoto = describedImage(
  {
    label: CASE_STUDY_FIELDS.photo,
    description: "A landscape photo of the work (16:10 works best); it shows in place of the art below.",
    directory: `${root}/${UPLOADS.photo.collection}/${UPLOADS.photo.folder}`,
    publicPath: `./${UPLOADS.photo.folder}/`,
  },
  {
    label: CASE_STUDY_FIELDS.photoAlt,
    description: "What the photo shows, in a sentence, for visitors who cannot see it. Needed with a photo.",
  },
);

const collections = {
  team: collection({
    label: "Team members",
    ...storedAt(root, "team"),
    slugField: "name",
    entryLayout: "form",
    columns: ["name", "role"],
    previewUrl: previewUrl("team"),
    schema: {
      name: fields.slug({
        name: { label: TEAM_FIELDS.name, validation: required },
        slug: { label: "File name and page address", description: "Made from the name; leave it as it is." },
      }),
      role: fields.text({
        label: TEAM_FIELDS.role,
        description: "Job title, e.g. Director of Research",
        validation: required,
      }),
      groups: fields.array(
        choice({
          label: "Group",
          options: options(TEAM_GROUP_NAMES),
          defaultValue: TEAM_GROUP_NAMES[0],
          notAnOption: notAGroup,
        }),
        {
          label: TEAM_FIELDS.groups,
          description: "The team page tabs this person appears under: at least one.",
          itemLabel: (item) => groupLabel(item.value),
          validation: { length: { min: 1 } },
        },
      ),
      order: fields.integer({
        label: TEAM_FIELDS.order,
        description: "1 lists the person first in each of their groups; leave empty to list them by first name.",
        validation: { min: 1 },
      }),
      // A member's portrait is described by their name ("Portrait of Nadia Brooks."): no description to write.
      portrait: fields.image({
        label: TEAM_FIELDS.portrait,
        description: "A photo in portrait format (4:5 works best). Without one the site shows Coming Soon.",
        directory: `${root}/${UPLOADS.portrait.collection}/${UPLOADS.portrait.folder}`,
        publicPath: `./${UPLOADS.portrait.folder}/`,
      }),
      bio: fields.markdoc({
        label: TEAM_FIELDS.bio,
        description: "A paragraph or two; leave an empty line between paragraphs.",
        extension: "md",
        options: PLAIN_TEXT,
      }),
    },
  }),
  caseStudies: collection({
    label: "Case studies",
    ...storedAt(root, "caseStudies"),
    slugField: "title",
    entryLayout: "form",
    columns: ["title", "shortName"],
    previewUrl: previewUrl("caseStudies"),
    // In the order of the files' lines (the note at the top of this file); the photo before its description.
    schema: {
      title: fields.slug({
        name: { label: CASE_STUDY_FIELDS.title, validation: required },
        slug: { label: "File name", description: "Made from the title; leave it as it is." },
      }),
      shortName: fields.text({
        label: CASE_STUDY_FIELDS.shortName,
        description: "For the Project Snapshots list, e.g. UN Women",
        validation: required,
      }),
      page: fields.text({
        label: CASE_STUDY_FIELDS.page,
        description:
          "Gives the study its own page at /impact/<address>, e.g. un-women; leave empty for Project Snapshots only.",
      }),
      client: fields.text({ label: CASE_STUDY_FIELDS.client, validation: required }),
      sector: fields.text({
        label: CASE_STUDY_FIELDS.sector,
        description: "A short category, e.g. Global Health",
        validation: required,
      }),
      headline: fields.text({
        label: CASE_STUDY_FIELDS.headline,
        description: "One sentence on what the work achieved.",
        multiline: true,
        validation: required,
      }),
      description: fields.text({
        label: CASE_STUDY_FIELDS.description,
        multiline: true,
        validation: required,
      }),
      results: fields.array(fields.text({ label: "Result", validation: required }), {
        label: CASE_STUDY_FIELDS.results,
        itemLabel: (item) => item.value,
        validation: { length: { min: 1 } },
      }),
      atAGlance: fields.integer({
        label: CASE_STUDY_FIELDS.atAGlance,
        description:
          `How many of the first results the study's page shows as figures under its title (0 to ${MAX_AT_A_GLANCE}); ` +
          "the first is also the figure on its Our Impact card. Each must start with a number, e.g. 153 ideas submitted: " +
          "put those results first.",
        validation: { min: 0, max: MAX_AT_A_GLANCE },
      }),
      icon: choice({
        label: CASE_STUDY_FIELDS.icon,
        options: options(CASE_STUDY_ICONS),
        defaultValue: "Sparkles",
        notAnOption: (value) => `"${value}" is not one of the icons: choose one of the list`,
      }),
      photo: studyPhoto.image,
      photoAlt: studyPhoto.description,
      image: fields.text({
        label: CASE_STUDY_FIELDS.image,
        description:
          "The id of the study's generated art, e.g. case-un-women. Without a photo or art the site shows Coming Soon.",
      }),
      quote: fields.text({ label: CASE_STUDY_FIELDS.quote, description: "Leave empty for none.", multiline: true }),
      quoteAuthor: fields.text({ label: CASE_STUDY_FIELDS.quoteAuthor, description: "Name, role, organisation." }),
      story: fields.markdoc({
        label: CASE_STUDY_FIELDS.story,
        description: 'Two sections: a heading "Challenge" and its text, then a heading "Solution" and its text.',
        extension: "md",
        options: { ...PLAIN_TEXT, heading: [2] },
      }),
    },
  }),
};

/** Each type's forms (src/content/content-types.ts), by their keys above: a type without its forms fails the typecheck. */
const formsOf = {
  site: ["site"],
  navigation: ["navigation"],
  team: ["team"],
  clients: Object.keys(industryForms),
  caseStudies: ["caseStudies"],
  testimonials: ["testimonials"],
  pages: Object.keys(pageForms),
  policyPages: Object.keys(policyPageForms),
} satisfies Record<ContentTypeName, string[]>;

export default config<typeof collections, typeof singletons>({
  storage: { kind: "local" },
  ui: {
    brand: { name: "Northbridge site" },
    navigation: {
      "Team and work": [...formsOf.team, ...formsOf.caseStudies],
      "Client roster": formsOf.clients,
      Pages: [...formsOf.pages, ...formsOf.policyPages],
      "Contact and quotes": [...formsOf.site, ...formsOf.testimonials],
      "Menus and footer": formsOf.navigation,
    },
  },
  singletons,
  collections,
});
