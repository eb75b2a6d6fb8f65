import { describe, expect, it, vi } from "vitest";
import { pageWith, scriptOf } from "~/test/widget-script";

const script = await scriptOf("src/components/widgets/invoker-commands.astro");

/** The phone menu in a page of its own; `withCommands` is a browser that has invoker commands. */
function phoneMenu({ withCommands = false, extra = "" } = {}) {
  const window = pageWith(`
    <button commandfor="menu" command="show-modal">Open menu</button>
    <dialog id="menu"><button commandfor="menu" command="close"><span>Close menu</span></button></dialog>${extra}`);
  if (withCommands) Object.defineProperty(window.HTMLButtonElement.prototype, "command", { value: "" });
  const { document } = window;
  const dialog = document.querySelector("dialog") as HTMLDialogElement;
  // jsdom has no modal dialogs: record the calls and set `open` as a browser does.
  dialog.showModal = vi.fn(() => dialog.setAttribute("open", ""));
  dialog.close = vi.fn(() => dialog.removeAttribute("open"));
  const [open, close] = [...document.querySelectorAll("button")] as [HTMLButtonElement, HTMLButtonElement];
  window.eval(script);
  return { document, dialog, open, close };
}

describe("the phone menu in a browser without invoker commands", () => {
  it("opens from its button and closes from the close button, a tap on its label included", () => {
    const { dialog, open, close } = phoneMenu();
    open.click();
    expect(dialog.showModal).toHaveBeenCalledOnce();
    expect(dialog.open).toBe(true);
    (close.querySelector("span") as HTMLElement).click();
    expect(dialog.close).toHaveBeenCalledOnce();
    expect(dialog.open).toBe(false);
  });

  it("ignores clicks elsewhere and commands for what is not a dialog", () => {
    const { document, dialog } = phoneMenu({
      extra: `<p>text</p><button commandfor="nothing" command="show-modal">x</button>`,
    });
    (document.querySelector("p") as HTMLElement).click();
    (document.querySelector('[commandfor="nothing"]') as HTMLElement).click();
    expect(dialog.showModal).not.toHaveBeenCalled();
  });
});

it("leaves a browser with invoker commands to the platform", () => {
  const { dialog, open } = phoneMenu({ withCommands: true });
  open.click();
  expect(dialog.showModal).not.toHaveBeenCalled();
});
