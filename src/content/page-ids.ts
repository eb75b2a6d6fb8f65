// Without zod: the editor's interface (keystatic.config.ts) lists the policy pages, and must not pull the schemas'
// validation code into the browser beside the contact form's.

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

/** The file the contact page reads (content/pages/contact.yaml). */
export const CONTACT_PAGE = "contact";
