import { describe, expect, it } from "vitest";
import { CONTACT_FIELDS, FIELD_ORDER, type FieldDescription } from "~/contact/contact-fields";
import { EMPTY_FORM, LIMITS, MESSAGES, type ContactFormValues } from "~/contact/contact-rules";
import { checkContact, type ContactCheck } from "~/contact/contact-schema";
import { makeFields, makeFormValues } from "~/test/lead-factory";

const valid = makeFormValues();

function check(changes: Partial<ContactFormValues>, submissionsSoFar = 0): ContactCheck {
  return checkContact({ ...valid, ...changes }, submissionsSoFar);
}

/** The field errors of a check, or an empty object when it passed. */
function errorsOf(changes: Partial<ContactFormValues>) {
  const result = check(changes);
  if (result.ok) return {};
  if (result.reason !== "fields") throw new Error(`expected field errors, got ${result.reason}`);
  return result.errors;
}

describe("SPEC §5 and §8 wording", () => {
  it("uses every message word for word", () => {
    expect(MESSAGES).toMatchObject({
      bot: "Bot detected",
      rateLimit: "Too many submissions. Please wait before trying again.",
      name: "Name is required and must be less than 100 characters.",
      emailRequired: "Email is required",
      email: "Please enter a valid email address (max 254 characters)",
      company: "Company is required and must be less than 100 characters.",
      title: "Title must be less than 100 characters.",
      challenge: "Please describe your challenge (max 2000 characters).",
      message: "Message must be less than 2000 characters.",
      validationFailed: "Please fix the errors in the form",
      sent: "Thank you for your interest! We'll be in touch within 24 hours.",
      sendFailed: "There was an error submitting the form. Please try again or contact us directly.",
    });
    // A field beyond the SPEC's brings its own limit, checked as described below.
    expect(LIMITS).toMatchObject({
      name: 100,
      email: 254,
      company: 100,
      title: 100,
      challenge: 2000,
      message: 2000,
      submissionsPerSession: 3,
    });
  });
});

describe("checkContact: a valid request", () => {
  it("passes with only the required fields, and sends trimmed values", () => {
    const result = check({ name: "  Ada Lovelace ", email: " ada@example.org\t", title: "  Director " });
    expect(result).toEqual({
      ok: true,
      submission: makeFields({ title: "Director" }),
    });
  });

  it("accepts every service interest and timeline option value, or none", () => {
    for (const serviceInterest of ["", "collaboration-events", "immersive-experiences", "catalytic-communications"]) {
      expect(check({ serviceInterest }).ok).toBe(true);
    }
    for (const timeline of ["", "immediate", "month", "quarter", "planning"]) {
      expect(check({ timeline }).ok).toBe(true);
    }
  });

  it("rejects an option value the form does not offer", () => {
    expect(errorsOf({ serviceInterest: "weddings" })).toHaveProperty("serviceInterest");
    expect(errorsOf({ timeline: "yesterday" })).toHaveProperty("timeline");
  });
});

describe("checkContact: the order of SPEC §5", () => {
  it("turns a filled honeypot away first, with the internal note only", () => {
    expect(check({ honeypot: "https://spam.example" })).toEqual({ ok: false, reason: "bot", note: "Bot detected" });
    expect(check({ honeypot: "x", name: "", email: "bad" }, 5)).toEqual({
      ok: false,
      reason: "bot",
      note: "Bot detected",
    });
  });

  it("treats a whitespace-only honeypot as empty", () => {
    expect(check({ honeypot: "   " }).ok).toBe(true);
  });

  it("then blocks a fourth submission in the session, before looking at the fields", () => {
    expect(check({}, 2).ok).toBe(true);
    expect(check({}, 3)).toEqual({ ok: false, reason: "rate-limit", message: MESSAGES.rateLimit });
    expect(check({ name: "", email: "" }, 3)).toEqual({ ok: false, reason: "rate-limit", message: MESSAGES.rateLimit });
    expect(check({ name: "" }, 2)).toMatchObject({ ok: false, reason: "fields" });
  });

  it("then checks every field and reports one message per field, in SPEC order", () => {
    const errors = errorsOf({ ...EMPTY_FORM, message: "x".repeat(2001) });
    expect(errors).toEqual({
      name: MESSAGES.name,
      email: MESSAGES.emailRequired,
      company: MESSAGES.company,
      challenge: MESSAGES.challenge,
      message: MESSAGES.message,
    });
    expect(Object.keys(errors)).toEqual(["name", "email", "company", "challenge", "message"]);
  });
});

describe("checkContact: each field as described (contact-fields.ts)", () => {
  it.each(FIELD_ORDER)("%s: empty, at its limit, past it, and a choice it does not offer", (field) => {
    const described: FieldDescription = CONTACT_FIELDS[field];
    if (described.kind === "select") {
      for (const value of ["", ...described.options.map((option) => option.value)]) {
        expect(errorsOf({ [field]: value })).toEqual({});
      }
      expect(errorsOf({ [field]: "not-an-option" })).toHaveProperty(field);
      return;
    }
    const domain = "@example.org";
    const ofLength = (length: number) =>
      described.kind === "email" ? `${"a".repeat(length - domain.length)}${domain}` : "x".repeat(length);
    const whenEmpty = described.kind === "email" ? described.emptyMessage : described.message;
    expect(errorsOf({ [field]: "" })).toEqual(described.required ? { [field]: whenEmpty } : {});
    expect(errorsOf({ [field]: ofLength(described.max) })).toEqual({});
    expect(errorsOf({ [field]: ofLength(described.max + 1) })).toEqual({ [field]: described.message });
  });
});

describe("checkContact: field rules at their boundaries", () => {
  it.each([
    ["name", 100, MESSAGES.name],
    ["company", 100, MESSAGES.company],
    ["challenge", 2000, MESSAGES.challenge],
  ] as const)("%s is required and at most %i characters", (field, max, message) => {
    expect(errorsOf({ [field]: "" })).toEqual({ [field]: message });
    expect(errorsOf({ [field]: " \t\n " })).toEqual({ [field]: message });
    expect(errorsOf({ [field]: "x" })).toEqual({});
    expect(errorsOf({ [field]: "x".repeat(max) })).toEqual({});
    expect(errorsOf({ [field]: `  ${"x".repeat(max)}  ` })).toEqual({});
    expect(errorsOf({ [field]: "x".repeat(max + 1) })).toEqual({ [field]: message });
  });

  it("message is optional and at most 2000 characters", () => {
    expect(errorsOf({ message: "" })).toEqual({});
    expect(errorsOf({ message: "   " })).toEqual({});
    expect(errorsOf({ message: "x".repeat(2000) })).toEqual({});
    expect(errorsOf({ message: "x".repeat(2001) })).toEqual({ message: MESSAGES.message });
  });

  it("title, service interest and timeline are optional; a title is at most 100 characters", () => {
    expect(errorsOf({ title: "", serviceInterest: "", timeline: "" })).toEqual({});
    expect(errorsOf({ title: "x".repeat(LIMITS.title) })).toEqual({});
    expect(errorsOf({ title: "x".repeat(LIMITS.title + 1) })).toEqual({ title: MESSAGES.title });
  });

  it("email is required, whitespace-only counting as empty", () => {
    expect(errorsOf({ email: "" })).toEqual({ email: MESSAGES.emailRequired });
    expect(errorsOf({ email: "   " })).toEqual({ email: MESSAGES.emailRequired });
  });

  it("email is at most 254 characters", () => {
    const domain = "@example.org";
    expect(errorsOf({ email: `${"a".repeat(254 - domain.length)}${domain}` })).toEqual({});
    expect(errorsOf({ email: `${"a".repeat(255 - domain.length)}${domain}` })).toEqual({ email: MESSAGES.email });
  });

  it.each([
    "plainaddress",
    "ada.example.org",
    "@example.org",
    "ada@",
    "ada@example",
    "ada@.org",
    "ada@.example.org",
    "ada@example.",
    "ada@example.org.",
    "ada@example..org",
    "ada@@example.org",
    "ada@example@org",
    "ada lovelace@example.org",
    "ada@exam ple.org",
    "ada@example,org",
    "ada@example.o rg",
    "<ada@example.org>x@",
  ])("rejects %j with the email message", (email) => {
    expect(errorsOf({ email })).toEqual({ email: MESSAGES.email });
  });

  it.each(["a@b.co", "ada.lovelace+summit@example.co.uk", "o'neil@example.ie", "ADA@EXAMPLE.ORG", " ada@example.org "])(
    "accepts %j",
    (email) => {
      expect(errorsOf({ email })).toEqual({});
    },
  );
});
