import { getEntry, render } from "astro:content";
import {
  CONTACT_PAGE,
  type ContactPage,
  type PageFile,
  type PolicyPageCopy,
  type PolicyPageId,
} from "~/content/pages.schema";

/**
 * A page's head and opening, and its bands if it has them: its file content/pages/<name>.yaml, by the file's name
 * (the pages collection). A page route names its file; no list of pages to keep.
 */
export async function getPage(name: string): Promise<PageFile> {
  const entry = await getEntry("pages", name);
  if (!entry) throw new Error(`content/pages/${name}.yaml is missing: restore it from git, or write it for this page`);
  return entry.data;
}

/** A page built from bands: its opening (art and buttons, or the home page's slideshow), bands and closing. */
export type BandedPage = PageFile & Required<Pick<PageFile, "sections" | "closing">>;

/** A page's whole file, for a page built from the bands it lists; the content check has named any part missing. */
export async function getBandedPage(name: string): Promise<BandedPage> {
  const page = await getPage(name);
  const { hero, slideshow, sections, closing } = page;
  if (!(hero || slideshow) || !sections || !closing) {
    throw new Error(`content/pages/${name}.yaml needs its opening, sections and closing`);
  }
  return { ...page, sections, closing };
}

/**
 * The contact page's file: its head and opening, its form's words and its side cards (the content check requires
 * them).
 */
export async function getContactPage(): Promise<ContactPage> {
  const page = await getPage(CONTACT_PAGE);
  const { form, sideCards } = page;
  if (!form || !sideCards) throw new Error(`content/pages/${CONTACT_PAGE}.yaml needs its form and side cards`);
  return { ...page, form, sideCards };
}

/** A part of a policy page, as its list of contents links to it. */
export type PolicySection = { id: string; heading: string };

/** The id of the closing part of a policy page, over the firm's address (its heading is the file's contactHeading). */
export const POLICY_CONTACT_ID = "policy-contact";

export type PolicyPage = PolicyPageCopy & {
  /** The text below the details, as HTML: Astro renders the Markdown at build (its headings get ids). */
  html: string;
  /** The page's sections in order, for its contents: each ## heading of the text, then the closing part. */
  sections: PolicySection[];
};

/** A policy page (content/pages/<page>.md, the policyPages collection): its details, its text as HTML, its sections. */
export async function getPolicyPage(id: PolicyPageId): Promise<PolicyPage> {
  const entry = await getEntry("policyPages", id);
  // The build's content check has already stopped a build without the file, or with an empty text.
  const html = entry?.rendered?.html;
  if (!entry || !html) throw new Error(`content/pages/${id}.md is missing or has no text; restore it from git`);
  const { headings } = await render(entry);
  return {
    ...entry.data,
    html,
    sections: [
      ...headings
        .filter((heading) => heading.depth === 2)
        .map((heading) => ({ id: heading.slug, heading: heading.text })),
      { id: POLICY_CONTACT_ID, heading: entry.data.contactHeading },
    ],
  };
}
