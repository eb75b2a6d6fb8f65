import { fields } from "@keystatic/core";
import { CONTACT_FIELDS, FIELD_ORDER } from "~/contact/contact-fields";
import { CONTACT_PAGE_FIELDS as WORDS, PAGE_FIELDS } from "~/content/field-labels";
import { required } from "~/editor/field-rules";

/**
 * The editor's form for the words of the contact page's form and side cards (content/pages/contact.yaml), in the
 * order the file writes them, labelled with the words the content check uses (field-labels.ts). Which fields the
 * form has, their rules, limits and messages are the spec's and stay in code (src/contact/contact-fields.ts).
 */

const line = (label: string, description?: string) =>
  fields.text({ label, ...(description ? { description } : {}), validation: required });
const paragraph = (label: string, description?: string) =>
  fields.text({ label, ...(description ? { description } : {}), multiline: true, validation: required });

/** A field that takes a line of text: its label, and the hint under it where one helps. */
const typedField = (label: string) =>
  fields.object(
    {
      label: line(WORDS.label),
      hint: fields.text({
        label: WORDS.hint,
        description:
          "Optional. Under the label: why we ask, or what to write. No example goes in the field itself: it would read as typed.",
      }),
    },
    { label },
  );

/** A field chosen from a list (the choices are the spec's): its label, its first entry, and the help beside it. */
const choiceField = (label: string) =>
  fields.object(
    {
      label: line(WORDS.label),
      placeholder: line(WORDS.placeholder, "The list's first entry, before anything is chosen, e.g. Choose a service."),
      help: paragraph(
        WORDS.help,
        "What the field is for: opens from the (i) beside the label, and shows under the label on phones.",
      ),
    },
    { label },
  );

/** A field for a longer text: its label, and the hint under it. */
const longField = (label: string) =>
  fields.object(
    { label: line(WORDS.label), hint: paragraph(WORDS.hint, "Under the label: what to write here.") },
    { label },
  );

const WORDS_OF_KIND = { text: typedField, email: typedField, select: choiceField, textarea: longField };

/** Each field's words (contact-fields.ts), by its kind, under the field's name. */
const fieldWords = Object.fromEntries(
  FIELD_ORDER.map((field) => [field, WORDS_OF_KIND[CONTACT_FIELDS[field].kind](WORDS[field])]),
);

const form = fields.object(
  {
    heading: line(PAGE_FIELDS.heading, "Over the form."),
    intro: paragraph(PAGE_FIELDS.intro, "Under the form's heading."),
    requiredNote: line(WORDS.requiredNote, "Above the fields, after a red asterisk."),
    fields: fields.object(
      {
        ...fieldWords,
        honeypot: fields.object(
          { label: line(WORDS.label, "Never shown to visitors, nor read by screen readers: only bots fill it in.") },
          { label: WORDS.honeypot },
        ),
      },
      {
        label: WORDS.fields,
        description:
          "Each field's words. Which fields there are, their order, their choices and their messages are fixed.",
      },
    ),
    submit: line(WORDS.submit),
    submitting: line(WORDS.submitting, "The button's words while a request is on its way, e.g. Submitting..."),
    failureHint: paragraph(
      WORDS.failureHint,
      "Under the message that a send failed; the firm's email address follows, opening an email with all that was typed.",
    ),
    unreadableHint: paragraph(
      WORDS.unreadableHint,
      "When the site could not read what was sent at all; the firm's email address follows.",
    ),
    noScriptMail: paragraph(
      WORDS.noScriptMail,
      "Where the site sends through EmailJS, to visitors without JavaScript; the address that receives requests follows.",
    ),
    mailSubject: line(WORDS.mailSubject, "Of the email a visitor's mail program opens with what they typed."),
    privacyNote: line(
      WORDS.privacyNote,
      "One short line above the Send button; the privacy notice tells the rest (the draft, the cookie, how long we keep it).",
    ),
    privacyLink: line(WORDS.privacyLink, "The link to the privacy notice, at the end of the privacy line."),
    sent: fields.object(
      {
        heading: line(PAGE_FIELDS.heading, "Over the thank-you, above the emptied form."),
        anotherRequest: paragraph(WORDS.anotherRequest, "Under the next steps, which the confirmation repeats."),
      },
      { label: WORDS.sent },
    ),
    errorSummary: fields.object(
      { heading: line(PAGE_FIELDS.heading, "Over the list of the fields to correct.") },
      { label: WORDS.errorSummary },
    ),
  },
  {
    label: WORDS.form,
    description:
      "The words of the discovery-call form. Its error messages are set by the site and are not edited here.",
  },
);

const sideCards = fields.object(
  {
    label: line(WORDS.label, "Not shown: screen readers name the cards' part of the page by it."),
    getInTouch: fields.object(
      {
        heading: line(PAGE_FIELDS.heading),
        emailLabel: line(WORDS.emailLabel, "Over the firm's email address."),
        phoneLabel: line(WORDS.phoneLabel, "Over the phone number (Contact details → Phone)."),
        phoneNote: paragraph(WORDS.phoneNote, "Under the phone number: when to call."),
        responseTime: line(WORDS.responseTime),
      },
      { label: WORDS.getInTouch },
    ),
    nextSteps: fields.object(
      {
        heading: line(PAGE_FIELDS.heading),
        steps: fields.array(fields.object({ title: line(WORDS.title), body: paragraph(WORDS.body) }), {
          label: WORDS.steps,
          description:
            "Three steps: the reply, the call, the proposal. The confirmation after a send repeats their titles.",
          itemLabel: (step) => step.fields.title.value,
          validation: { length: { min: 3, max: 3 } },
        }),
      },
      { label: WORDS.nextSteps },
    ),
    immediate: fields.object(
      {
        heading: line(PAGE_FIELDS.heading),
        body: paragraph(WORDS.body),
        action: line(WORDS.action, "The button that dials the firm's phone."),
      },
      { label: WORDS.immediate },
    ),
  },
  { label: WORDS.sideCards, description: "Beside the form, below it on phones." },
);

/** The contact page's parts after its head and opening. */
export const contactPageFields = { form, sideCards };
