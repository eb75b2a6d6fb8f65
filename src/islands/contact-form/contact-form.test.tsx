import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { contactContent } from "~/content/contact";
import { ContactForm, EMPTY_STATE, type ContactFormState } from "~/islands/contact-form/contact-form";
import { EMPTY_FORM, MESSAGES, SUBMISSIONS_FIELD } from "~/islands/contact-form/contact-rules";
import { nativeAction, POST_ACTION, type NativeAction } from "~/islands/contact-form/native-action";

const { fields } = contactContent.form;
const MAILTO: NativeAction = {
  kind: "mailto",
  action: "mailto:leads@example.org?subject=Discovery%20call%20request",
  encType: "text/plain",
  address: "leads@example.org",
};

/** What the server answers a native POST with: the visitor's values, the messages of the rules. */
const answered: ContactFormState = {
  values: {
    ...EMPTY_FORM,
    name: "Ada Lovelace",
    email: "ada@example",
    company: "",
    serviceInterest: "immersive-experiences",
    challenge: "Partners disagree.",
    message: "Lisbon, <b>June</b>",
  },
  errors: { email: MESSAGES.email, company: MESSAGES.company },
  notice: "invalid",
  submissions: 1,
};

/** The form's HTML as Astro (or the server) renders it into the island. */
function prerender(props: { nativeAction: NativeAction; initial?: ContactFormState }) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<ContactForm {...props} />, { identifierPrefix: "r1" });
  document.body.append(container);
  return container;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** Hydrates the island as Astro does: the build's props (never `initial`), the island's id prefix. */
async function hydrate(container: HTMLElement, action: NativeAction = POST_ACTION) {
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <ContactForm nativeAction={action} />, {
      identifierPrefix: "r1",
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return recoverable;
}

describe("the form's native action (JavaScript off, or before any script ran)", () => {
  it("posts to the contact page itself behind the stand-in, carrying the session's count", () => {
    expect(nativeAction()).toEqual(POST_ACTION);
    const form = prerender({ nativeAction: POST_ACTION }).querySelector("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/contact#contact-form");
    expect(form).not.toHaveAttribute("enctype");
    expect(form?.querySelector(`input[type="hidden"][name="${SUBMISSIONS_FIELD}"]`)).toHaveValue("0");
  });

  it("opens the visitor's mail program with everything typed on a static host, and says so", () => {
    const container = prerender({ nativeAction: MAILTO });
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("action", MAILTO.action);
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("enctype", "text/plain");
    expect(form?.querySelector(`[name="${SUBMISSIONS_FIELD}"]`)).toBeNull();
    const note = container.querySelector("noscript")?.textContent ?? "";
    expect(note).toContain(contactContent.form.noScriptMail);
    expect(note).toContain(MAILTO.address);
  });

  it("names every control as the rules do, so a native post carries exactly the form's fields", () => {
    const form = prerender({ nativeAction: POST_ACTION }).querySelector("form");
    const names = [...(form?.elements ?? [])].map((control) => control.getAttribute("name")).filter(Boolean);
    expect(names.sort()).toEqual([...Object.keys(EMPTY_FORM), SUBMISSIONS_FIELD].sort());
  });
});

describe("the server's answer, rendered by the same component", () => {
  it("shows the values, each field's message under it, and the notice", () => {
    prerender({ nativeAction: POST_ACTION, initial: answered });
    expect(screen.getByRole("textbox", { name: fields.name.label })).toHaveValue("Ada Lovelace");
    expect(screen.getByRole("combobox", { name: fields.serviceInterest.label })).toHaveValue("immersive-experiences");
    expect(screen.getByRole("textbox", { name: fields.message.label })).toHaveValue("Lisbon, <b>June</b>");
    expect(screen.getByRole("textbox", { name: fields.email.label })).toHaveAccessibleDescription(MESSAGES.email);
    expect(screen.getByRole("textbox", { name: fields.company.label })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("textbox", { name: fields.name.label })).toHaveAttribute("aria-invalid", "false");
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.validationFailed);
    expect(screen.getByText(`${answered.values.message.length}/2000 characters`)).toBeInTheDocument();
    expect(document.querySelector(`[name="${SUBMISSIONS_FIELD}"]`)).toHaveValue("1");
  });

  it("thanks the visitor with an empty form", () => {
    prerender({ nativeAction: POST_ACTION, initial: { ...EMPTY_STATE, notice: "sent", submissions: 1 } });
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.sent);
    expect(screen.getByRole("textbox", { name: fields.name.label })).toHaveValue("");
  });
});

describe("the island starting on the page", () => {
  it("hydrates the built form without a mismatch and keeps what was typed and chosen before", async () => {
    const container = prerender({ nativeAction: POST_ACTION });
    const name = screen.getByRole<HTMLInputElement>("textbox", { name: fields.name.label });
    const message = screen.getByRole<HTMLTextAreaElement>("textbox", { name: fields.message.label });
    const timeline = screen.getByRole<HTMLSelectElement>("combobox", { name: fields.timeline.label });
    name.value = "Typed before the script";
    message.value = "Twelve chars";
    timeline.value = "quarter";

    expect(await hydrate(container)).toEqual([]);
    expect(name).toHaveValue("Typed before the script");
    expect(timeline).toHaveValue("quarter");
    // The count follows the text typed before the island ran.
    expect(await screen.findByText("12/2000 characters")).toBeInTheDocument();
  });

  it("hydrates the server's answer without a mismatch, and editing a field clears its message", async () => {
    const container = prerender({ nativeAction: POST_ACTION, initial: answered });
    expect(await hydrate(container)).toEqual([]);
    const email = screen.getByRole("textbox", { name: fields.email.label });
    expect(email).toHaveValue("ada@example");
    expect(email).toHaveAccessibleDescription(MESSAGES.email);
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.validationFailed);

    await userEvent.type(email, ".org");
    expect(email).toHaveValue("ada@example.org");
    expect(email).toHaveAttribute("aria-invalid", "false");
    expect(screen.queryByText(MESSAGES.email)).toBeNull();
    expect(screen.getByText(MESSAGES.company)).toBeInTheDocument();
  });

  it("marks the form ready for the page's hold (hold-early-submit.ts)", async () => {
    const container = prerender({ nativeAction: POST_ACTION });
    await hydrate(container);
    expect(container.querySelector("form")).toHaveAttribute("data-ready");
  });
});
