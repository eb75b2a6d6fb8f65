import { afterEach, describe, expect, it, vi } from "vitest";
import { DRAFT, EMPTY_FORM } from "~/contact/contact-rules";
import { clearDraft, readDraft, restorable, saveDraft } from "~/islands/contact-form/draft";

const DAY = 24 * 60 * 60 * 1000;

afterEach(() => localStorage.clear());

describe("the contact form's draft", () => {
  it("keeps every typed field, never the honeypot, and reads it back", () => {
    saveDraft({
      ...EMPTY_FORM,
      name: "Ada Lovelace",
      timeline: "month",
      challenge: "Partners disagree.",
      honeypot: "spam",
    });
    expect(readDraft()).toEqual({ name: "Ada Lovelace", timeline: "month", challenge: "Partners disagree." });
    expect(localStorage.getItem(DRAFT.storageKey)).not.toContain("spam");
  });

  it("keeps nothing for an empty form, and clears", () => {
    saveDraft({ ...EMPTY_FORM, name: "Ada" });
    saveDraft(EMPTY_FORM);
    expect(localStorage.getItem(DRAFT.storageKey)).toBeNull();
    saveDraft({ ...EMPTY_FORM, name: "Ada" });
    clearDraft();
    expect(readDraft()).toBeNull();
  });

  it(`forgets a draft older than ${DRAFT.maxAgeDays} days`, () => {
    const savedAt = Date.now();
    saveDraft({ ...EMPTY_FORM, name: "Ada" }, savedAt);
    expect(readDraft(savedAt + DRAFT.maxAgeDays * DAY)).toEqual({ name: "Ada" });
    expect(readDraft(savedAt + DRAFT.maxAgeDays * DAY + 1)).toBeNull();
    expect(localStorage.getItem(DRAFT.storageKey)).toBeNull();
  });

  it.each([
    ["not JSON", "{oops"],
    ["no date", JSON.stringify({ values: { name: "Ada" } })],
    ["values not an object", JSON.stringify({ savedAt: Date.now(), values: "Ada" })],
  ])("reads a damaged draft (%s) as none", (_case, stored) => {
    localStorage.setItem(DRAFT.storageKey, stored);
    expect(readDraft()).toBeNull();
  });

  it("reads only known fields holding text", () => {
    const values = { name: "Ada", email: 42, admin: "yes", company: "" };
    localStorage.setItem(DRAFT.storageKey, JSON.stringify({ savedAt: Date.now(), values }));
    expect(readDraft()).toEqual({ name: "Ada" });
  });

  it("works without storage: nothing kept, nothing thrown", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => saveDraft({ ...EMPTY_FORM, name: "Ada" })).not.toThrow();
    expect(readDraft()).toBeNull();
  });

  it("leaves the field the visitor is typing in alone, even when it is still empty", () => {
    const draft = { name: "Ada", email: "ada@example.org" };
    expect(restorable(draft, EMPTY_FORM, "email")).toEqual({ name: "Ada" });
  });

  it("restores only into fields the page left empty", () => {
    const draft = { name: "Ada", email: "ada@example.org", challenge: "From the draft" };
    expect(restorable(draft, { ...EMPTY_FORM, challenge: "Typed before the script" })).toEqual({
      name: "Ada",
      email: "ada@example.org",
    });
  });
});
