import { collection, config, fields, singleton, type ComponentSchema, type Singleton } from "@keystatic/core";
import { CASE_STUDY_ICONS } from "~/content/case-studies";
import { FEDERAL, industryFileName, ROSTER_INDUSTRY_NAMES, type RosterIndustryName } from "~/content/clients";
import { pageFileName, pageIds, policyPageIds, type PageId, type PolicyPageId } from "~/content/pages.schema";
import { notFoundPath } from "~/content/routing";
import { TEAM_GROUP_NAMES } from "~/content/team";

/**
 * The site editor behind `npm run edit` (README "Edit the site"): forms over the same files in content/ that the
 * build reads and checks (src/content.config.ts). Local storage: it reads and writes the working copy, offline;
 * the owner commits what it saved. PUBLIC_CONTENT_DIR lets the editor's browser test work on a copy.
 */
const root: string = import.meta.env.PUBLIC_CONTENT_DIR ?? "content";

const options = (names: readonly string[]) => names.map((name) => ({ label: name, value: name }));
/** A field the owner must fill: not empty, as the content schemas require (src/lib/content-problems.ts). */
const required = { isRequired: true, length: { min: 1 } } as const;

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
    path: `${root}/clients/${industryFileName(name)}`,
    format: "yaml",
    previewUrl: "/client-roster",
    schema:
      name === FEDERAL
        ? {
            departments: fields.array(
              fields.object({
                name: fields.text({ label: "Department", validation: required }),
                agencies: fields.array(fields.text({ label: "Agency", validation: required }), {
                  label: "Agencies",
                  itemLabel: (item) => item.value,
                  validation: { length: { min: 1 } },
                }),
              }),
              { label: "Departments", itemLabel: (item) => item.fields.name.value },
            ),
          }
        : {
            clients: clientList("Clients", "Leave empty to show “Coming soon...”."),
            singleColumn: fields.checkbox({ label: "Keep the list in one column", defaultValue: false }),
          },
  });
}
/** Each page's name in the editor's list. */
const PAGE_LABELS: Record<PageId, string> = {
  home: "Home",
  capabilities: "Our Capabilities",
  events: "Events",
  experiences: "Experiences",
  communications: "Communications",
  approach: "Our Approach",
  team: "Our Team",
  teamMember: "Team member pages",
  impact: "Our Impact",
  caseStudy: "Case study pages",
  projectSnapshots: "Project Snapshots",
  clientRoster: "Client Roster",
  fortune500: "Commercial Companies",
  government: "Government",
  ngosPhilanthropies: "NGOs & Philanthropies",
  contact: "Contact",
  imageTest: "Image test (diagnostics)",
  notFound: "Page not found",
};

/** The page a form's preview opens: a page's file is named as its address; the shared copy opens where it shows. */
function previewOf(id: PageId): string {
  const shown: Partial<Record<PageId, string>> = {
    home: "/",
    teamMember: "/team",
    caseStudy: "/impact",
    notFound: notFoundPath,
  };
  return shown[id] ?? `/${pageFileName(id)}`;
}

/** A page's head and opening: what search results and the top of the page say. */
const pageFields = {
  title: fields.text({
    label: "Name in browser tabs",
    description: 'Shown as "Name | Northbridge Collaborative"; leave empty on the home page.',
  }),
  description: fields.text({
    label: "Description",
    description: "What search results and link previews show: 50 to 170 characters.",
    multiline: true,
    validation: { isRequired: true, length: { min: 50, max: 170 } },
  }),
  eyebrow: fields.text({ label: "Label above the heading", description: "Optional." }),
  heading: fields.text({ label: "Heading", validation: required }),
  intro: fields.text({
    label: "Intro",
    description: "The paragraph under the heading.",
    multiline: true,
    validation: required,
  }),
};

function pageForm(id: PageId) {
  return singleton({
    label: PAGE_LABELS[id],
    path: `${root}/pages/${pageFileName(id)}`,
    format: "yaml",
    previewUrl: previewOf(id),
    schema: pageFields,
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
    path: `${root}/pages/${id}`,
    format: { contentField: "text" },
    entryLayout: "content",
    previewUrl: `/${id}`,
    schema: {
      ...pageFields,
      title: fields.text({ label: "Name in browser tabs", validation: required }),
      reviewed: fields.date({
        label: "Last reviewed",
        description: "The day someone last checked that the page is still true; it shows under the heading.",
        validation: { isRequired: true },
      }),
      contactHeading: fields.text({
        label: "Closing heading",
        description:
          "Over the firm's email address and phone number at the end of the page, e.g. Questions and requests.",
        validation: required,
      }),
      contactText: fields.text({
        label: "Closing text",
        description:
          "What to write to the firm about, and when it answers. The address and phone number follow by themselves.",
        multiline: true,
        validation: required,
      }),
      text: fields.markdoc({
        label: "Text",
        description:
          "The page's sections: a heading for each (Heading 2; Heading 3 for a part of one), paragraphs, lists and links.",
        extension: "md",
        options: LONG_TEXT,
      }),
    },
  });
}
const pageForms = Object.fromEntries(pageIds.map((id) => [`page-${pageFileName(id)}`, pageForm(id)]));
const policyPageForms = Object.fromEntries(policyPageIds.map((id) => [`page-${id}`, policyPageForm(id)]));

const industryForms = Object.fromEntries(
  ROSTER_INDUSTRY_NAMES.map((name) => [industryFileName(name), industryForm(name)]),
);

// Typed by name only: the industries' forms are keyed by their files' names, which the navigation lists.
const singletons: Record<string, Singleton<Record<string, ComponentSchema>>> = {
  ...pageForms,
  ...policyPageForms,
  ...industryForms,
  site: singleton({
    label: "Contact details",
    path: `${root}/site`,
    format: "yaml",
    previewUrl: "/contact",
    schema: {
      phone: fields.text({
        label: "Phone",
        description: "As visitors should read it, e.g. +1 (202) 555-0148; the link that dials it is made from it.",
        validation: { isRequired: true, length: { min: 7 } },
      }),
      linkedin: fields.url({ label: "LinkedIn page", validation: { isRequired: true } }),
      flickr: fields.url({ label: "Flickr page", validation: { isRequired: true } }),
    },
  }),
  testimonials: singleton({
    label: "Testimonials",
    path: `${root}/testimonials`,
    format: "yaml",
    schema: {
      testimonials: fields.array(
        fields.object({
          id: fields.text({
            label: "Id",
            description: "A short name the pages quote it by, e.g. childrens-hospital: keep it when editing the quote.",
            validation: required,
          }),
          quote: fields.text({
            label: "Quote",
            multiline: true,
            validation: required,
          }),
          author: fields.text({ label: "Author", validation: required }),
          title: fields.text({
            label: "Role and organisation",
            validation: required,
          }),
        }),
        { label: "Testimonials", itemLabel: (item) => item.fields.author.value },
      ),
    },
  }),
};

const collections = {
  team: collection({
    label: "Team members",
    path: `${root}/team/*`,
    slugField: "name",
    format: { contentField: "bio" },
    entryLayout: "form",
    columns: ["name", "role"],
    previewUrl: "/team/member/{slug}",
    schema: {
      name: fields.slug({
        name: { label: "Full name", validation: required },
        slug: { label: "File name and page address", description: "Made from the name; leave it as it is." },
      }),
      role: fields.text({
        label: "Role",
        description: "Job title, e.g. Director of Research",
        validation: required,
      }),
      groups: fields.array(
        fields.select({ label: "Group", options: options(TEAM_GROUP_NAMES), defaultValue: TEAM_GROUP_NAMES[0] }),
        {
          label: "Groups",
          description: "The team page tabs this person appears under: at least one.",
          itemLabel: (item) => item.value,
          validation: { length: { min: 1 } },
        },
      ),
      order: fields.integer({
        label: "Position in their groups",
        description: "1 lists the person first in each of their groups; leave empty to list them by first name.",
        validation: { min: 1 },
      }),
      portrait: fields.image({
        label: "Portrait",
        description: "A photo in portrait format (4:5 works best). Without one the site shows Coming Soon.",
        directory: `${root}/team/portraits`,
        publicPath: "./portraits/",
      }),
      bio: fields.markdoc({
        label: "Bio",
        description: "A paragraph or two; leave an empty line between paragraphs.",
        extension: "md",
        options: PLAIN_TEXT,
      }),
    },
  }),
  caseStudies: collection({
    label: "Case studies",
    path: `${root}/case-studies/*`,
    slugField: "title",
    format: { contentField: "story" },
    entryLayout: "form",
    columns: ["title", "shortName"],
    previewUrl: "/impact/{slug}",
    schema: {
      title: fields.slug({
        name: { label: "Title", validation: required },
        slug: { label: "File name", description: "Made from the title; leave it as it is." },
      }),
      shortName: fields.text({
        label: "Short name",
        description: "For the Project Snapshots list, e.g. UN Women",
        validation: required,
      }),
      page: fields.text({
        label: "Page address",
        description:
          "Gives the study its own page at /impact/<address>, e.g. un-women; leave empty for Project Snapshots only.",
      }),
      client: fields.text({ label: "Client", validation: required }),
      sector: fields.text({
        label: "Sector",
        description: "A short category, e.g. Global Health",
        validation: required,
      }),
      headline: fields.text({
        label: "Headline",
        description: "One sentence on what the work achieved.",
        multiline: true,
        validation: required,
      }),
      description: fields.text({
        label: "Description",
        multiline: true,
        validation: required,
      }),
      results: fields.array(fields.text({ label: "Result", validation: required }), {
        label: "Results",
        itemLabel: (item) => item.value,
        validation: { length: { min: 1 } },
      }),
      quote: fields.text({ label: "Quote", description: "Leave empty for none.", multiline: true }),
      quoteAuthor: fields.text({ label: "Quote author", description: "Name, role, organisation." }),
      icon: fields.select({ label: "Icon", options: options(CASE_STUDY_ICONS), defaultValue: "Sparkles" }),
      photo: fields.image({
        label: "Photo",
        description: "A landscape photo of the work (16:10 works best); it shows in place of the art below.",
        directory: `${root}/case-studies/photos`,
        publicPath: "./photos/",
      }),
      photoAlt: fields.text({
        label: "Photo description",
        description: "What the photo shows, in a sentence, for visitors who cannot see it. Needed with a photo.",
      }),
      image: fields.text({
        label: "Art",
        description:
          "The id of the study's generated art, e.g. case-un-women. Without a photo or art the site shows Coming Soon.",
      }),
      story: fields.markdoc({
        label: "Challenge and solution",
        description: 'Two sections: a heading "Challenge" and its text, then a heading "Solution" and its text.',
        extension: "md",
        options: { ...PLAIN_TEXT, heading: [2] },
      }),
    },
  }),
};

export default config<typeof collections, typeof singletons>({
  storage: { kind: "local" },
  ui: {
    brand: { name: "Northbridge site" },
    navigation: {
      "Team and work": ["team", "caseStudies"],
      "Client roster": Object.keys(industryForms),
      Pages: [...Object.keys(pageForms), ...Object.keys(policyPageForms)],
      "Contact and quotes": ["site", "testimonials"],
    },
  },
  singletons,
  collections,
});
