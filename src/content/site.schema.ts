import { z } from "zod";

const url = z.url({ protocol: /^https?$/ });

export const siteSchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  tagline: z.string().min(1),
  blurb: z.string().min(1),
  email: z.email(),
  baseUrl: url.refine((value) => !value.endsWith("/"), "must not end with a slash"),
  imageBaseUrl: z
    .string()
    .refine((value) => value.startsWith("/") || /^https?:\/\//.test(value), "must be a path or an http(s) URL")
    .refine((value) => !value.endsWith("/"), "must not end with a slash"),
  foundedYear: z.number().int(),
  copyrightYear: z.number().int(),
  reach: z.object({ countries: z.number().int(), continents: z.number().int() }),
  emailjs: z.object({
    serviceId: z.string().min(1),
    templateId: z.string().min(1),
    /** Empty means "no account": the SDK talks to the site's own lead service (`npm start`). */
    publicKey: z.string(),
    recipient: z.email(),
    /** The EmailJS API the SDK sends to; the Content-Security-Policy allows connecting to it and nothing else. */
    apiOrigin: z.url(),
  }),
});

export type Site = z.infer<typeof siteSchema>;
