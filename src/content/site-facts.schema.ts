import { z } from "zod";
import { telHref } from "~/lib/phone";
import { isTimeZone, serverTimeZone } from "~/lib/time-zone";

const pageAddress = (network: string) =>
  z
    .url({
      protocol: /^https$/,
      error: (issue) =>
        issue.input == null
          ? `is missing; add the address of the firm's ${network} page, starting with https://`
          : `must be the full address of the firm's ${network} page, starting with https://`,
    })
    .trim();

/** content/site.yaml: the facts about the firm that its staff keep current. */
export const siteFactsFileSchema = z.object({
  phone: z
    .string({ error: "is missing; write the firm's phone number as visitors should read it, e.g. +1 (202) 555-0148" })
    .trim()
    .refine(
      (value) => telHref(value).replace(/\D/g, "").length >= 7,
      "must be a phone number with its digits, e.g. +1 (202) 555-0148",
    ),
  linkedin: pageAddress("LinkedIn"),
  flickr: pageAddress("Flickr"),
  /** The zone the staff area, the lead email and the CSV show times in; none (or empty) means the server's. */
  timeZone: z
    .string({ error: "must be a time zone's name, such as America/Chicago or Europe/London" })
    .trim()
    .refine((value) => value === "" || isTimeZone(value), {
      error: (issue) =>
        `"${String(issue.input)}" is not a time zone's name: write one such as America/Chicago or Europe/London (a region, a slash and its main city, as the editor's list gives them), or leave it empty for the server's zone`,
    })
    .optional(),
});

export type SiteFactsFile = z.output<typeof siteFactsFileSchema>;

export type SocialLink = { network: "professional" | "photos"; label: string; href: string };

/**
 * What the pages show: the phone once as written and once as the link that dials it, and the social links; and the
 * zone the staff area shows times in (the server's when the file names none).
 */
export type SiteFacts = { phone: { display: string; href: string }; social: SocialLink[]; timeZone: string };

export function toSiteFacts(file: SiteFactsFile): SiteFacts {
  return {
    phone: { display: file.phone, href: telHref(file.phone) },
    social: [
      { network: "professional", label: "LinkedIn", href: file.linkedin },
      { network: "photos", label: "Flickr", href: file.flickr },
    ],
    timeZone: file.timeZone || serverTimeZone(),
  };
}
