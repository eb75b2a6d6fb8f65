import type { Site } from "~/content/site.schema";

export type { Site } from "~/content/site.schema";

/**
 * Build-time configuration. Vite inlines `VITE_*` variables into the bundle;
 * outside Vite (the build's content check, scripts, Playwright) the same
 * variables come from `process.env`, else the documented defaults apply. See `.env.example`.
 */
const env: Partial<Record<string, string>> = import.meta.env ?? process.env;

function setting(name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

const email = setting("VITE_CONTACT_EMAIL", "hello@northbridge-collaborative.example");

/** Checked at build by `validateContent` (src/content/validate.ts), with the build's environment. */
export const site: Site = {
  name: "Northbridge Collaborative",
  shortName: "Northbridge",
  tagline: "Collaboration events, immersive experiences and communications that move people to act.",
  blurb:
    "We design the convenings, experiences and stories that help leaders solve complex challenges together, pairing expert facilitation with AI tools that make every voice count.",
  email,
  baseUrl: setting("VITE_SITE_URL", "https://www.northbridge-collaborative.example"),
  imageBaseUrl: setting("VITE_IMAGE_BASE_URL", "/images"),
  foundedYear: 2007,
  copyrightYear: 2025,
  reach: { countries: 40, continents: 6 },
  emailjs: {
    serviceId: setting("VITE_EMAILJS_SERVICE_ID", "service_northbridge"),
    templateId: setting("VITE_EMAILJS_TEMPLATE_ID", "template_discovery_call"),
    publicKey: setting("VITE_EMAILJS_PUBLIC_KEY", ""),
    recipient: setting("VITE_CONTACT_RECIPIENT", email),
    apiOrigin: "https://api.emailjs.com",
  },
};

/**
 * How this build takes a discovery-call request: without an EmailJS public key the site takes it itself (`npm start`'s
 * lead service); with one, the visitor's browser sends it through EmailJS. Fixed when the site is built.
 */
export function leadsOnServer(publicKey: string = site.emailjs.publicKey): boolean {
  return publicKey.trim() === "";
}
