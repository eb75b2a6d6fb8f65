/**
 * The sub-headings under which a long text the firm edits (the privacy notice) tells what happens to a request in
 * each way the site can take it (`leadsOnServer`, src/content/site.ts). A build keeps the text under the one that
 * applies to it, without its sub-heading, and drops the other: each visitor reads one account, the firm edits both
 * side by side.
 */
export const LEAD_MODE_HEADINGS = {
  server: "When our own server takes requests",
  emailjs: "When EmailJS sends requests",
} as const;

const VARIANTS: readonly string[] = Object.values(LEAD_MODE_HEADINGS);

/** Whether a heading's words are one of the two sub-headings. */
export const isLeadModeHeading = (text: string) => VARIANTS.includes(text.trim());
