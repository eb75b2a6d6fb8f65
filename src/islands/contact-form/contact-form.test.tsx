import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { readContactPage } from "~/content/content-files";
import { contactFormCopy } from "~/content/pages.schema";
import { ContactForm, EMPTY_STATE, type ContactFormState } from "~/islands/contact-form/contact-form";
import { site } from "~/content/site";
import { EMPTY_FORM, FIELD_IDS, MESSAGES, PRIVACY_PATH, SUBMISSIONS_FIELD } from "~/contact/contact-rules";
import { readDraft, saveDraft } from "~/islands/contact-form/draft";
import { nativeAction, POST_ACTION, type NativeAction } from "~/islands/contact-form/native-action";
import { sendDiscoveryCall } from "~/islands/contact-form/send-discovery-call";
import { makeFormValues } from "~/test/lead-factory";

// The send itself (the SDK, the lead service) has its own tests: here it succeeds unless a test says otherwise.
vi.mock("~/islands/contact-form/send-discovery-call", () => ({ sendDiscoveryCall: vi.fn(async () => {}) }));

beforeAll(() => {
  // jsdom lays nothing out, so it has no scrolling; the error summary's links scroll their field into view.
  Element.prototype.scrollIntoView = () => {};
});

// The words as the contact page's file holds them, handed to the island as the page does.
const COPY = contactFormCopy(readContactPage());
const { fields, sent, errorSummary } = COPY;
const MAILTO: NativeAction = {
  kind: "mailto",
  action: `mailto:leads@example.org?subject=${encodeURIComponent(COPY.mailSubject)}`,
  encType: "text/plain",
  address: "leads@example.org",
};

/** What the server answers a native POST with: the visitor's values, the messages of the rules. */
const answered: ContactFormState = {
  values: makeFormValues({
    email: "ada@example",
    company: "",
    serviceInterest: "immersive-experiences",
    challenge: "Partners disagree.",
    message: "Lisbon, <b>June</b>",
  }),
  errors: { email: MESSAGES.email, company: MESSAGES.company },
  notice: "invalid",
  submissions: 1,
};

/** The form's HTML as Astro (or the server) renders it into the island. */
function prerender(props: { nativeAction: NativeAction; initial?: ContactFormState }) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<ContactForm copy={COPY} {...props} />, { identifierPrefix: "r1" });
  document.body.append(container);
  return container;
}

/** The error summary's links, as [text, href], in the order shown. */
function summaryLinks() {
  return within(screen.getByRole("alert"))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

/** The confirmation, in the status region: SPEC §8's thank-you and the page's three next steps; focusable. */
function expectConfirmation() {
  const status = screen.getByRole("status");
  expect(within(status).getByRole("heading", { name: sent.heading })).toBeInTheDocument();
  expect(status).toHaveTextContent(MESSAGES.sent);
  expect(
    within(status)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
  ).toEqual(COPY.nextSteps.steps.map((step, index) => `${index + 1}${step.title}`));
  expect(status).toHaveTextContent(sent.anotherRequest);
  const panel = within(status).getByRole("region", { name: sent.heading });
  expect(panel).toHaveAttribute("tabindex", "-1");
  return panel;
}

let root: Root | undefined;
afterEach(() => {
  vi.clearAllMocks();
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  localStorage.clear();
});

/** Hydrates the island as Astro does: the build's props (never `initial`), the island's id prefix. */
async function hydrate(container: HTMLElement, action: NativeAction = POST_ACTION) {
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <ContactForm copy={COPY} nativeAction={action} />, {
      identifierPrefix: "r1",
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return recoverable;
}

describe("the form's native action (JavaScript off, or before any script ran)", () => {
  it("posts to the contact page itself behind the lead service, carrying the session's count", () => {
    expect(nativeAction(COPY.mailSubject)).toEqual(POST_ACTION);
    const form = prerender({ nativeAction: POST_ACTION }).querySelector("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/contact/send#contact-form");
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
    expect(note).toContain(COPY.noScriptMail);
    expect(note).toContain(MAILTO.address);
  });

  it("names every control as the rules do, so a native post carries exactly the form's fields", () => {
    const form = prerender({ nativeAction: POST_ACTION }).querySelector("form");
    const names = [...(form?.elements ?? [])].map((control) => control.getAttribute("name")).filter(Boolean);
    expect(names.sort()).toEqual([...Object.keys(EMPTY_FORM), SUBMISSIONS_FIELD].sort());
  });
});

describe("the server's answer, rendered by the same component", () => {
  it("shows the values, each field's message under it, and the error summary", () => {
    prerender({ nativeAction: POST_ACTION, initial: answered });
    expect(screen.getByRole("textbox", { name: fields.name.label })).toHaveValue("Ada Lovelace");
    expect(screen.getByRole("combobox", { name: fields.serviceInterest.label })).toHaveValue("immersive-experiences");
    expect(screen.getByRole("textbox", { name: fields.message.label })).toHaveValue("Lisbon, <b>June</b>");
    // GOV.UK's order: the hint, then the error.
    expect(screen.getByRole("textbox", { name: fields.email.label })).toHaveAccessibleDescription(
      `${fields.email.hint} ${MESSAGES.email}`,
    );
    expect(screen.getByRole("textbox", { name: fields.company.label })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("textbox", { name: fields.name.label })).toHaveAttribute("aria-invalid", "false");
    const summary = screen.getByRole("alert");
    expect(within(summary).getByRole("heading", { name: errorSummary.heading })).toBeInTheDocument();
    expect(summaryLinks()).toEqual([
      [MESSAGES.email, `#${FIELD_IDS.email}`],
      [MESSAGES.company, `#${FIELD_IDS.company}`],
    ]);
    expect(screen.getByText(`${answered.values.message.length}/2000 characters`)).toBeInTheDocument();
    expect(document.querySelector(`[name="${SUBMISSIONS_FIELD}"]`)).toHaveValue("1");
  });

  it("thanks the visitor with the lasting confirmation above an empty form", () => {
    prerender({ nativeAction: POST_ACTION, initial: { ...EMPTY_STATE, notice: "sent", submissions: 1 } });
    expectConfirmation();
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
    expect(email).toHaveAccessibleDescription(`${fields.email.hint} ${MESSAGES.email}`);
    expect(summaryLinks()).toHaveLength(2);

    await userEvent.type(email, ".org");
    expect(email).toHaveValue("ada@example.org");
    expect(email).toHaveAttribute("aria-invalid", "false");
    expect(screen.queryByText(MESSAGES.email)).toBeNull();
    // The summary follows: the company's link is left, and the last fix takes the summary away.
    expect(summaryLinks()).toEqual([[MESSAGES.company, `#${FIELD_IDS.company}`]]);
    await userEvent.type(screen.getByRole("textbox", { name: fields.company.label }), "Analytical Engines");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("heading", { name: errorSummary.heading })).toBeNull();
  });

  it("marks the form ready for the page's hold (widgets/early-send-guard.astro)", async () => {
    const container = prerender({ nativeAction: POST_ACTION });
    await hydrate(container);
    expect(container.querySelector("form")).toHaveAttribute("data-ready");
  });
});

describe("the draft kept in this browser", () => {
  it("has one short privacy line above Send, linking the privacy notice, with no example typed in any field", () => {
    prerender({ nativeAction: POST_ACTION });
    const line = screen.getByText(COPY.privacyNote, { exact: false });
    expect(line.textContent).toBe(`${COPY.privacyNote} ${COPY.privacyLink}`);
    expect(within(line).getByRole("link", { name: COPY.privacyLink })).toHaveAttribute("href", PRIVACY_PATH);
    for (const field of screen.getAllByRole("textbox")) expect(field).not.toHaveAttribute("placeholder");
  });

  it("restores a kept draft into the empty fields once the island runs, and keeps what is typed next", async () => {
    saveDraft({ name: "Ada Lovelace", timeline: "quarter", message: "Twelve chars", challenge: "From the draft" });
    const container = prerender({ nativeAction: POST_ACTION });
    const challenge = screen.getByRole("textbox", { name: fields.challenge.label });
    (challenge as HTMLTextAreaElement).value = "Typed before the script";

    expect(await hydrate(container)).toEqual([]);
    expect(screen.getByRole("textbox", { name: fields.name.label })).toHaveValue("Ada Lovelace");
    expect(screen.getByRole("combobox", { name: fields.timeline.label })).toHaveValue("quarter");
    expect(screen.getByRole("textbox", { name: fields.message.label })).toHaveValue("Twelve chars");
    expect(challenge).toHaveValue("Typed before the script");
    expect(await screen.findByText("12/2000 characters")).toBeInTheDocument();

    await userEvent.type(screen.getByRole("textbox", { name: fields.email.label }), "ada@example.org");
    expect(readDraft()).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.org",
      timeline: "quarter",
      challenge: "Typed before the script",
      message: "Twelve chars",
    });
  });

  it("leaves the field the visitor moves into as the island starts to what they type", async () => {
    saveDraft({ email: "kept@example.org", company: "From the draft" });
    const container = prerender({ nativeAction: POST_ACTION });
    const name = screen.getByRole("textbox", { name: fields.name.label });
    const email = screen.getByRole<HTMLInputElement>("textbox", { name: fields.email.label });
    // The island starts in the instant the visitor leaves Name for Email: a focus change makes React hydrate at once,
    // between the blur and the focus, when no field is active. Then focus lands in Email and they type.
    name.focus();
    name.blur();
    expect(await hydrate(container)).toEqual([]);
    email.focus();
    await userEvent.keyboard("ada@example.org");
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));

    expect(email).toHaveValue("ada@example.org");
    expect(screen.getByRole("textbox", { name: fields.company.label })).toHaveValue("From the draft");
  });

  it("never replaces what the server's answer shows", async () => {
    saveDraft({ name: "Someone else" });
    const container = prerender({ nativeAction: POST_ACTION, initial: answered });
    expect(await hydrate(container)).toEqual([]);
    expect(screen.getByRole("textbox", { name: fields.name.label })).toHaveValue("Ada Lovelace");
  });

  it("is cleared by the thank-you of a sent request", async () => {
    saveDraft({ name: "Ada Lovelace" });
    const container = prerender({
      nativeAction: POST_ACTION,
      initial: { ...EMPTY_STATE, notice: "sent", submissions: 1 },
    });
    await hydrate(container);
    expect(readDraft()).toBeNull();
    expect(screen.getByRole("textbox", { name: fields.name.label })).toHaveValue("");
  });

  it("a failed send's notice offers the firm's address as a mailto: link carrying the typed details", async () => {
    const failed: ContactFormState = { ...answered, errors: {}, notice: "failed" };
    const container = prerender({ nativeAction: POST_ACTION, initial: failed });
    expect(await hydrate(container)).toEqual([]);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(MESSAGES.sendFailed);
    const href = within(alert).getByRole("link", { name: site.email }).getAttribute("href") ?? "";
    expect(href.startsWith(`mailto:${site.email}?`)).toBe(true);
    const body = new URLSearchParams(href.slice(href.indexOf("?") + 1)).get("body") ?? "";
    for (const value of [answered.values.name, answered.values.challenge, answered.values.message]) {
      expect(body).toContain(value);
    }
  });
});

describe("the confirmation and the error summary", () => {
  const submit = () => userEvent.click(screen.getByRole("button", { name: COPY.submit }));

  it("an empty Send shows the summary, focused, with a link to each required field in field order", async () => {
    const container = prerender({ nativeAction: POST_ACTION });
    await hydrate(container);
    await submit();

    const summary = await screen.findByRole("alert");
    expect(screen.getByRole("region", { name: errorSummary.heading })).toHaveFocus();
    expect(within(summary).getByRole("heading", { name: errorSummary.heading })).toBeInTheDocument();
    expect(summaryLinks()).toEqual([
      [MESSAGES.name, `#${FIELD_IDS.name}`],
      [MESSAGES.emailRequired, `#${FIELD_IDS.email}`],
      [MESSAGES.company, `#${FIELD_IDS.company}`],
      [MESSAGES.challenge, `#${FIELD_IDS.challenge}`],
    ]);
    // Each field keeps its own message, wired to it.
    expect(screen.getByRole("textbox", { name: fields.name.label })).toHaveAccessibleDescription(MESSAGES.name);
    expect(screen.getByRole("textbox", { name: fields.challenge.label })).toHaveAttribute("aria-invalid", "true");
    expect(sendDiscoveryCall).not.toHaveBeenCalled();
  });

  it("a summary link moves focus to its control: inputs, selects and textareas", async () => {
    const tampered: ContactFormState = {
      ...answered,
      errors: {
        name: MESSAGES.name,
        serviceInterest: "Choose one of the services listed.",
        timeline: "Choose one of the timelines listed.",
        challenge: MESSAGES.challenge,
        message: MESSAGES.message,
      },
    };
    const container = prerender({ nativeAction: POST_ACTION, initial: tampered });
    expect(await hydrate(container)).toEqual([]);
    const controls = [
      screen.getByRole("textbox", { name: fields.name.label }),
      screen.getByRole("combobox", { name: fields.serviceInterest.label }),
      screen.getByRole("combobox", { name: fields.timeline.label }),
      screen.getByRole("textbox", { name: fields.challenge.label }),
      screen.getByRole("textbox", { name: fields.message.label }),
    ];
    const links = within(screen.getByRole("alert")).getAllByRole("link");
    expect(links).toHaveLength(controls.length);
    for (const [index, link] of links.entries()) {
      await userEvent.click(link);
      expect(controls[index]).toHaveFocus();
    }
    // The address stays the page's own: the links move focus, not the location.
    expect(window.location.hash).toBe("");
  });

  it("a send fills the status region already on the page with the confirmation, focused, above an empty form", async () => {
    const container = prerender({ nativeAction: POST_ACTION });
    await hydrate(container);
    const status = screen.getByRole("status");
    expect(status).toBeEmptyDOMElement();

    await userEvent.type(screen.getByRole("textbox", { name: fields.name.label }), "Ada Lovelace");
    await userEvent.type(screen.getByRole("textbox", { name: fields.email.label }), "ada@example.org");
    await userEvent.type(screen.getByRole("textbox", { name: fields.company.label }), "Analytical Engines");
    await userEvent.type(screen.getByRole("textbox", { name: fields.challenge.label }), "Partners disagree.");
    await submit();

    expect(await within(status).findByRole("heading", { name: sent.heading })).toBeInTheDocument();
    expect(screen.getByRole("status")).toBe(status);
    expect(expectConfirmation()).toHaveFocus();
    expect(sendDiscoveryCall).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("textbox", { name: fields.name.label })).toHaveValue("");
    expect(screen.getByRole("button", { name: COPY.submit })).toBeEnabled();

    // It stays until the next submit, which replaces it with that submit's own answer.
    await submit();
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(status).toBeEmptyDOMElement();
  });
});
