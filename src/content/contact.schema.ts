import { z } from "zod";

const text = z.string().trim().min(1);

const fieldCopy = z.object({ label: text, hint: text.optional(), placeholder: text.optional() });

export const contactContentSchema = z.object({
  form: z.object({
    heading: text,
    intro: text,
    requiredNote: text,
    fields: z.object({
      name: fieldCopy,
      email: fieldCopy,
      company: fieldCopy,
      title: fieldCopy,
      serviceInterest: fieldCopy.extend({ placeholder: text, help: text }),
      timeline: fieldCopy.extend({ placeholder: text, help: text }),
      challenge: fieldCopy,
      message: fieldCopy,
      honeypot: fieldCopy,
    }),
    submit: text,
    submitting: text,
    /** Shown under the failure toast's required text, before the email address. */
    failureHint: text,
    unreadableHint: text,
    /** Shown when JavaScript is off on a host without the form's POST route (mailto:), before the address. */
    noScriptMail: text,
    /** The subject of that email. */
    mailSubject: text,
    /** After the privacy line, when the site takes leads itself: the cookie the form sets as it opens. */
    formTokenNote: text,
    /** The privacy line's link to /privacy. */
    privacyLink: text,
    /** The confirmation that stays above the form after a send, around SPEC §8's thank-you and the next steps. */
    sent: z.object({ heading: text, anotherRequest: text }),
    /** Above the form after a failed check: the heading over the links to each field in error. */
    errorSummary: z.object({ heading: text }),
  }),
  /** The accessible name of the side cards' landmark. */
  sideCardsLabel: text,
  getInTouch: z.object({ heading: text, emailLabel: text, phoneLabel: text, phoneNote: text, responseTime: text }),
  nextSteps: z.object({
    heading: text,
    steps: z.array(z.object({ title: text, body: text })).length(3),
  }),
  immediate: z.object({ heading: text, body: text, action: text }),
});

export type ContactContent = z.infer<typeof contactContentSchema>;
