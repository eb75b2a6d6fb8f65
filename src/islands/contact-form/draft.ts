import { FIELD_ORDER, type ContactField } from "~/contact/contact-fields";
import { DRAFT, EMPTY_FORM, type ContactFormValues } from "~/contact/contact-rules";

/*
 * What the visitor types, kept in this browser's localStorage (this device only; it is never sent anywhere) so a
 * reload, a crash, a closed tab or a visit elsewhere loses nothing. Cleared by a successful send, or after
 * DRAFT.maxAgeDays. The honeypot is never kept. Storage can be off or full: then there is simply no draft.
 */

export type Draft = Partial<Record<ContactField, string>>;

type Stored = { savedAt: number; values: Draft };

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The kept draft, if any: only known fields with text, never older than DRAFT.maxAgeDays. */
export function readDraft(now = Date.now()): Draft | null {
  try {
    const stored = JSON.parse(storage()?.getItem(DRAFT.storageKey) ?? "null") as Partial<Stored> | null;
    if (typeof stored?.savedAt !== "number" || typeof stored.values !== "object" || stored.values === null) return null;
    if (now - stored.savedAt > DRAFT.maxAgeDays * 24 * 60 * 60 * 1000) {
      clearDraft();
      return null;
    }
    const draft: Draft = {};
    for (const field of FIELD_ORDER) {
      const value = (stored.values as Record<string, unknown>)[field];
      if (typeof value === "string" && value !== "") draft[field] = value;
    }
    return Object.keys(draft).length ? draft : null;
  } catch {
    return null;
  }
}

/** Keeps what the form holds now; an empty form keeps nothing. */
export function saveDraft(values: Partial<ContactFormValues>, now = Date.now()): void {
  const draft: Draft = {};
  for (const field of FIELD_ORDER) {
    const value = values[field];
    if (typeof value === "string" && value !== "") draft[field] = value;
  }
  try {
    if (Object.keys(draft).length === 0) storage()?.removeItem(DRAFT.storageKey);
    else storage()?.setItem(DRAFT.storageKey, JSON.stringify({ savedAt: now, values: draft } satisfies Stored));
  } catch {
    // Storage full or refused: the form still works, the draft is just not kept.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT.storageKey);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/**
 * The draft's values for the fields the page left empty: what the visitor or the server put there wins. The field
 * the visitor is in (`typingIn`) is left alone even when empty: what they type next would land after the draft's.
 */
export function restorable(draft: Draft, current: Partial<ContactFormValues>, typingIn?: string): Draft {
  const restore: Draft = {};
  for (const field of FIELD_ORDER) {
    const value = draft[field];
    if (value !== undefined && field !== typingIn && (current[field] ?? EMPTY_FORM[field]) === "") {
      restore[field] = value;
    }
  }
  return restore;
}
