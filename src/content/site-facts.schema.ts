import { z } from "zod";
import { telHref } from "~/lib/phone";

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
});

export type SiteFactsFile = z.output<typeof siteFactsFileSchema>;

export type SocialLink = { network: "professional" | "photos"; label: string; href: string };

/** What the pages show: the phone once as written and once as the link that dials it, and the social links. */
export type SiteFacts = { phone: { display: string; href: string }; social: SocialLink[] };

export function toSiteFacts(file: SiteFactsFile): SiteFacts {
  return {
    phone: { display: file.phone, href: telHref(file.phone) },
    social: [
      { network: "professional", label: "LinkedIn", href: file.linkedin },
      { network: "photos", label: "Flickr", href: file.flickr },
    ],
  };
}
