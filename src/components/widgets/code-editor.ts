import { markdown } from "@codemirror/lang-markdown";
import { yaml, yamlFrontmatter } from "@codemirror/lang-yaml";
import { lintGutter, setDiagnostics, type Diagnostic } from "@codemirror/lint";
import { StateField, type Extension } from "@codemirror/state";
import { Decoration, EditorView, keymap, type DecorationSet } from "@codemirror/view";
import { basicSetup } from "codemirror";

/*
 * A content file's text in CodeMirror, over the plain <textarea> of its form (file-editor.astro): YAML or Markdown
 * with its details coloured, the lines with problems marked, and every edit written back into the textarea, so the
 * form posts what is on screen, as it does without this.
 */

export type LineProblem = { line: number; message: string };
export type CodeEditorOptions = { language: "yaml" | "markdown"; problems: readonly LineProblem[] };

// The attribute lets a test find the marked lines as it finds the rest: by what the page says, not its classes.
const marked = Decoration.line({ class: "cm-problem-line", attributes: { "data-problem-line": "" } });

/** The lines with problems, kept on their text as it is edited around them. */
function markedLines(lines: readonly number[]): Extension {
  return StateField.define<DecorationSet>({
    create: (state) =>
      Decoration.set(
        [...new Set(lines)]
          .filter((line) => line >= 1 && line <= state.doc.lines)
          .sort((a, b) => a - b)
          .map((line) => marked.range(state.doc.line(line).from)),
      ),
    update: (marks, transaction) => marks.map(transaction.changes),
    provide: (field) => EditorView.decorations.from(field),
  });
}

const theme = EditorView.theme({
  "&": { fontSize: "0.875rem", backgroundColor: "#fff" },
  "&.cm-focused": { outline: "3px solid rgb(13 148 136 / 0.5)", outlineOffset: "0" },
  ".cm-content": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", padding: "0.75rem 0" },
  ".cm-gutters": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" },
  // As tall as the file, lines wrapped: the page scrolls, and no box inside it does (awkward on a phone).
  ".cm-scroller": { minHeight: "18rem" },
  ".cm-problem-line": { backgroundColor: "rgb(190 18 60 / 0.08)" },
});

/**
 * Typing over a selection: Chrome, left to replace it itself, keeps the look of what it replaced (the marked line's
 * colour) as a style attribute, which the page's policy blocks and reports. The editor replaces it instead, through
 * its input handlers (a quote typed over a selection wraps it), as it would once it had read Chrome's change.
 */
const typeOverSelection = EditorView.domEventHandlers({
  beforeinput(event, view) {
    const { main } = view.state.selection;
    const text = event.data;
    if (event.inputType !== "insertText" || !text || main.empty || view.composing) return false;
    event.preventDefault();
    const insert = () => view.state.update(view.state.replaceSelection(text), { userEvent: "input.type" });
    const handled = view.state
      .facet(EditorView.inputHandler)
      .some((handler) => handler(view, main.from, main.to, text, insert));
    if (!handled) view.dispatch(insert());
    return true;
  },
});

/** A line's start, the nearest there is. */
const startOf = (view: EditorView, line: number) =>
  view.state.doc.line(Math.min(Math.max(line, 1), view.state.doc.lines)).from;

/** Moves to a line, as a problem's "Line 3" link asks, scrolling the page there too, and puts the keyboard there. */
export function goToLine(view: EditorView, line: number) {
  const from = startOf(view, line);
  view.dispatch({ selection: { anchor: from }, effects: EditorView.scrollIntoView(from, { y: "center" }) });
  view.focus();
}

/**
 * Puts CodeMirror in the textarea's place, starting from what it holds now (typed before the script came, too), the
 * cursor on the first line with a problem. Mod-S saves (submits the form). Returns the editor.
 *
 * It lives in a shadow root: there CodeMirror's styles go into a constructed stylesheet, which the page's policy
 * (style-src by hashes, astro.config.ts) allows, where in the document they would be a <style> it blocks.
 */
export function enhanceTextarea(textarea: HTMLTextAreaElement, { language, problems }: CodeEditorOptions): EditorView {
  const host = document.createElement("div");
  const root = host.attachShadow({ mode: "open" });
  const view = new EditorView({
    doc: textarea.value,
    root,
    parent: root,
    extensions: [
      basicSetup,
      language === "markdown" ? yamlFrontmatter({ content: markdown() }) : yaml(),
      EditorView.lineWrapping,
      lintGutter(),
      typeOverSelection,
      markedLines(problems.map((problem) => problem.line)),
      theme,
      keymap.of([
        {
          key: "Mod-s",
          run: () => {
            textarea.form?.requestSubmit();
            return true;
          },
        },
      ]),
      // A label outside the shadow root cannot name what is inside it: the editor carries its words.
      EditorView.contentAttributes.of({ "aria-label": textarea.labels[0]?.textContent?.trim() ?? "" }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) textarea.value = update.state.doc.toString();
      }),
    ],
  });
  textarea.after(host);
  textarea.hidden = true;

  const { doc } = view.state;
  const onLines = problems.filter(({ line }) => line >= 1 && line <= doc.lines);
  const diagnostics: Diagnostic[] = onLines.map(({ line, message }) => {
    const { from, to } = doc.line(line);
    return { from, to, severity: "error", message };
  });
  view.dispatch(setDiagnostics(view.state, diagnostics));
  const first = Math.min(...onLines.map(({ line }) => line));
  if (Number.isFinite(first)) view.dispatch({ selection: { anchor: startOf(view, first) } });
  return view;
}
