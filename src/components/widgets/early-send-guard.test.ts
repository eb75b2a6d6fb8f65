import { describe, expect, it } from "vitest";
import { markReady } from "~/islands/contact-form/mark-ready";
import { pageWith, scriptOf } from "~/test/widget-script";

const script = await scriptOf("src/components/widgets/early-send-guard.astro");

/** The contact page's guard and the island's markReady, run together as on the page. */
function page() {
  const window = pageWith("");
  window.eval(script);
  return window;
}

/** A form as Astro renders an island's, and the submits that reach past the page's hold. */
function islandForm() {
  const { document, SubmitEvent } = page();
  const island = document.createElement("astro-island");
  const form = document.createElement("form");
  form.append(Object.assign(document.createElement("button"), { type: "submit" }));
  island.append(form);
  document.body.append(island);
  const handled: Event[] = [];
  // The island's own handler; a submit it did not prevent would be a navigation, which jsdom cannot do.
  form.addEventListener("submit", (event) => {
    if (!event.defaultPrevented) handled.push(event);
    event.preventDefault();
  });
  return { form, handled, SubmitEvent };
}

describe("a Send pressed before the island is ready", () => {
  it("is held on the page: not handled, not sent natively, the form marked as waiting", () => {
    const { form, handled, SubmitEvent } = islandForm();
    const submit = new SubmitEvent("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(handled).toHaveLength(0);
    expect(form.hasAttribute("data-submit-held")).toBe(true);
  });

  it("is completed once, when the island says it is ready", () => {
    const { form, handled } = islandForm();
    form.requestSubmit();
    form.requestSubmit();
    expect(handled).toHaveLength(0);
    markReady(form);
    expect(handled).toHaveLength(1);
    expect(form.hasAttribute("data-submit-held")).toBe(false);
  });
});

describe("once the island is ready", () => {
  it("lets every submit through to the island, and replays nothing when nothing was held", () => {
    const { form, handled } = islandForm();
    markReady(form);
    expect(handled).toHaveLength(0);
    form.requestSubmit();
    form.requestSubmit();
    expect(handled).toHaveLength(2);
  });
});

it("leaves a form outside any island alone", () => {
  const { document, SubmitEvent } = page();
  const form = document.createElement("form");
  document.body.append(form);
  const submit = new SubmitEvent("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(false);
  expect(form.hasAttribute("data-submit-held")).toBe(false);
});
