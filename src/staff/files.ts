/*
 * The content files with problems, as the staff area lists them and opens one to fix in the browser
 * (server/staff/fix-files.ts; docs/staff.md): what the editor cannot read, and everything a publish would refuse.
 */

/** The staff pages of the files with problems, and the form that saves one. */
export const FILES_PAGE = "/staff/files";
export const FILE_PAGE = "/staff/files/edit";
export const FILE_SAVE = "/staff/files/save";

/** A file as the staff read it: "Team member · Amara Okafor"; "Testimonials"; its path when it holds no entry. */
export const fileTitle = ({ kind, name }: Pick<ProblemFileView, "kind" | "name">) =>
  kind && kind !== name ? `${kind} · ${name}` : name;

/** The page a file opens on to be fixed. */
export const filePage = (path: string) => `${FILE_PAGE}?${new URLSearchParams({ path })}`;

/** One problem in a file: the line it is on, when known; the field in the editor's words; what to do. */
export type FileProblemView = {
  line?: number;
  /** That line's own words, when the problem is the line itself (it cannot be read). */
  lineText?: string;
  /** The field as the editor labels it, with its key: "Groups (groups)". */
  field?: string;
  message: string;
};

/** A content file with problems, named as the editor names the entry it holds. */
export type ProblemFileView = {
  /** As the content check names it: content/team/amara-okafor.md. */
  path: string;
  /** "Team member", "Page"; none for a file that holds no entry. */
  kind?: string;
  /** The entry's own name (the member's, the page's title), else its file's in words. */
  name: string;
  /** The entry's form in the editor. */
  editor?: string;
  /** Whether it opens here to be fixed: a file of a type of content, on disk, inside content/. */
  editable: boolean;
  problems: FileProblemView[];
};

/** The content check over the drafts, as a publish runs it. */
export type ContentProblemsView = {
  files: ProblemFileView[];
  /** Problems in the copy a developer keeps in the code (src/content/*.ts): for a developer, not fixed here. */
  others: string[];
};

/** A file opened to be fixed: its text, how to colour it, and its problems (none once it is right). */
export type FileToFixView = ProblemFileView & { text: string; language: "yaml" | "markdown" };

/** What the staff pages of the files read (server/staff/fix-files.ts). */
export type FilesView = {
  problems(): ContentProblemsView;
  /** A file by its path as the check names it, or why it does not open here (a sentence). */
  open(path: string): FileToFixView | { refused: string };
};
