import { afterEach, describe, expect, it, vi } from "vitest";
import { fallBackToInvokerCommands } from "./invoker-commands";

let undo = () => {};
afterEach(() => {
  undo();
  document.body.innerHTML = "";
  delete (HTMLButtonElement.prototype as { command?: string }).command;
});

function phoneMenu() {
  document.body.innerHTML = `
    <button commandfor="menu" command="show-modal">Open menu</button>
    <dialog id="menu"><button commandfor="menu" command="close"><span>Close menu</span></button></dialog>`;
  const dialog = document.querySelector("dialog") as HTMLDialogElement;
  // jsdom has no modal dialogs: record the calls and set `open` as a browser does.
  dialog.showModal = vi.fn(() => dialog.setAttribute("open", ""));
  dialog.close = vi.fn(() => dialog.removeAttribute("open"));
  const [open, close] = [...document.querySelectorAll("button")] as [HTMLButtonElement, HTMLButtonElement];
  return { dialog, open, close };
}

describe("the phone menu in a browser without invoker commands", () => {
  it("opens from its button and closes from the close button, a tap on its label included", () => {
    const { dialog, open, close } = phoneMenu();
    undo = fallBackToInvokerCommands();
    open.click();
    expect(dialog.showModal).toHaveBeenCalledOnce();
    expect(dialog.open).toBe(true);
    (close.querySelector("span") as HTMLElement).click();
    expect(dialog.close).toHaveBeenCalledOnce();
    expect(dialog.open).toBe(false);
  });

  it("ignores clicks elsewhere and commands for what is not a dialog", () => {
    const { dialog } = phoneMenu();
    document.body.insertAdjacentHTML(
      "beforeend",
      `<p>text</p><button commandfor="nothing" command="show-modal">x</button>`,
    );
    undo = fallBackToInvokerCommands();
    (document.querySelector("p") as HTMLElement).click();
    (document.querySelector('[commandfor="nothing"]') as HTMLElement).click();
    expect(dialog.showModal).not.toHaveBeenCalled();
  });
});

it("leaves a browser with invoker commands to the platform", () => {
  Object.defineProperty(HTMLButtonElement.prototype, "command", { value: "", configurable: true });
  const { dialog, open } = phoneMenu();
  undo = fallBackToInvokerCommands();
  open.click();
  expect(dialog.showModal).not.toHaveBeenCalled();
});
