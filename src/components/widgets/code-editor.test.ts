import { diagnosticCount, forEachDiagnostic } from "@codemirror/lint";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enhanceTextarea, goToLine } from "./code-editor";

// jsdom lays nothing out, and its ranges cannot say where they are: CodeMirror measures text through them.
Range.prototype.getClientRects ??= () => document.createElement("i").getClientRects();
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
// jsdom says its vendor is Apple's: CodeMirror then reads a selection in a shadow root as it must in Safari, through
// a command jsdom does not have.
document.execCommand ??= () => false;

/** A file's form as its page renders it without script: a labelled textarea holding the file. */
function form(text: string) {
  document.body.innerHTML = `<form><label id="t-label" for="t">The file's text</label>
    <p id="t-hint">Hint</p><textarea id="t" name="text" aria-describedby="t-hint"></textarea></form>`;
  const textarea = document.querySelector("textarea");
  if (!textarea) throw new Error("no textarea");
  textarea.value = text;
  return textarea;
}

const FILE = "name: Amara Okafor\nrole: Founder: CEO\ngroups:\n  - Leadership\n";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the file's text in CodeMirror", () => {
  it("takes the textarea's place with what it holds, named by its label, the problem lines marked", () => {
    const textarea = form(FILE);
    const view = enhanceTextarea(textarea, {
      language: "yaml",
      problems: [{ line: 2, message: "cannot be read" }],
    });
    expect(textarea.hidden).toBe(true);
    expect(textarea.nextElementSibling?.shadowRoot?.contains(view.dom)).toBe(true);
    expect(view.state.doc.toString()).toBe(FILE);
    expect(view.contentDOM.getAttribute("aria-label")).toBe("The file's text");

    const marked = [...view.contentDOM.querySelectorAll("[data-problem-line]")].map((line) => line.textContent);
    expect(marked).toEqual(["role: Founder: CEO"]);
    const found: { from: number; to: number; message: string }[] = [];
    forEachDiagnostic(view.state, (diagnostic, from, to) => found.push({ from, to, message: diagnostic.message }));
    expect(found).toEqual([
      { from: view.state.doc.line(2).from, to: view.state.doc.line(2).to, message: "cannot be read" },
    ]);
    // The cursor starts on the first line with a problem.
    expect(view.state.selection.main.head).toBe(view.state.doc.line(2).from);
  });

  it("writes every edit back into the textarea, which the form posts", () => {
    const textarea = form(FILE);
    const view = enhanceTextarea(textarea, { language: "yaml", problems: [] });
    const line = view.state.doc.line(2);
    view.dispatch({ changes: { from: line.from, to: line.to, insert: 'role: "Founder: CEO"' } });
    expect(textarea.value).toBe(FILE.replace("role: Founder: CEO", 'role: "Founder: CEO"'));
    expect(new FormData(textarea.form ?? undefined).get("text")).toBe(textarea.value);
  });

  it("replaces a selection typed over itself, as the browser would, through the editor's input handlers", () => {
    const textarea = form(FILE);
    const view = enhanceTextarea(textarea, { language: "yaml", problems: [{ line: 2, message: "cannot be read" }] });
    const line = view.state.doc.line(2);
    view.dispatch({ selection: { anchor: line.from + "role: ".length, head: line.to } });
    const type = (data: string) => {
      const event = new InputEvent("beforeinput", { inputType: "insertText", data, bubbles: true, cancelable: true });
      view.contentDOM.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // A quote typed over the selection wraps it (the editor's closing of brackets); then a letter replaces it.
    expect(type('"')).toBe(true);
    expect(view.state.doc.line(2).text).toBe('role: "Founder: CEO"');
    view.dispatch({ selection: { anchor: line.from, head: line.from + 4 } });
    expect(type("R")).toBe(true);
    expect(textarea.value).toBe(FILE.replace("role: Founder: CEO", 'R: "Founder: CEO"'));
    // With nothing selected, the browser types and the editor reads what it typed.
    expect(type("x")).toBe(false);
  });

  it("keeps out a problem's line the file no longer has, and moves to a line asked for", () => {
    const textarea = form(FILE);
    const view = enhanceTextarea(textarea, { language: "markdown", problems: [{ line: 40, message: "gone" }] });
    expect(diagnosticCount(view.state)).toBe(0);
    expect(view.state.selection.main.head).toBe(0);
    goToLine(view, 3);
    expect(view.state.selection.main.head).toBe(view.state.doc.line(3).from);
    expect(view.hasFocus).toBe(true);
  });

  it("saves on Ctrl+S (Cmd+S on a Mac)", () => {
    const textarea = form(FILE);
    const view = enhanceTextarea(textarea, { language: "yaml", problems: [] });
    const submit = vi.fn((event: Event) => event.preventDefault());
    textarea.form?.addEventListener("submit", submit);
    view.contentDOM.dispatchEvent(new KeyboardEvent("keydown", { key: "s", ctrlKey: true, bubbles: true }));
    expect(submit).toHaveBeenCalledOnce();
  });
});
