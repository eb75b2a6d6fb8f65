import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, RouteShorthandOptions } from "fastify";
import {
  closeSync,
  constants,
  existsSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { CONTENT_TYPES, contentTypeNames, fieldWords, isOfPlace } from "~/content/content-types";
import { contentFileProblems, moduleProblems } from "~/content/validate";
import type { Problem } from "~/lib/content-problems";
import {
  FILE_SAVE,
  filePage,
  type ContentProblemsView,
  type FilesView,
  type FileToFixView,
  type ProblemFileView,
} from "~/staff/files";
import { requireFormBody } from "../form-body";
import { entryOf } from "../releases/entries";

/*
 * A content file fixed in the browser (docs/staff.md): the files the editor cannot read and every problem a publish
 * would refuse, listed by the same content check the publish runs (src/content/validate.ts), and one file's text
 * saved as a draft, as the editor saves, and checked again. Only the files of the types of content
 * (src/content/content-types.ts), inside content/, are read or written here.
 */

/** The largest file this saves: the content's files are a few kilobytes of text. */
export const FILE_SIZE_LIMIT = 256 * 1024;
/** A web form's text is sent percent-encoded: up to three bytes a character, and the form's few other fields. */
const SAVE_BODY_LIMIT = 3 * FILE_SIZE_LIMIT + 4096;
/** A file or folder name as the editor writes one; never "." or "..", nor a hidden file. */
const NAME = /^[a-z0-9][a-z0-9._-]*$/i;

/**
 * The file of content/ that `shown` names as the content check shows it (content/team/amara-okafor.md), when it is
 * one this may read and write: a file of a type of content, inside `contentDir` by its real path, not a link, on
 * disk. Else why not, in a sentence.
 */
export function contentFileAt(
  contentDir: string,
  shown: string,
): { full: string; shown: string } | { refused: string } {
  const refused = { refused: "That is not a file of the site's content." };
  const prefix = `${path.basename(contentDir)}/`;
  if (shown.length > 300 || !shown.startsWith(prefix)) return refused;
  const names = shown.slice(prefix.length).split("/");
  if (names.length > 2 || !names.every((name) => NAME.test(name))) return refused;
  const known = contentTypeNames.some((type) => {
    const { place } = CONTENT_TYPES[type];
    if (!("folder" in place)) return names.length === 1 && names[0] === place.file;
    return names.length === 2 && names[0] === place.folder && isOfPlace(place, names[1] ?? "");
  });
  if (!known) return refused;
  const full = path.join(contentDir, ...names);
  let stats;
  try {
    stats = lstatSync(full);
  } catch {
    return { refused: "That file is not there: it may have been renamed or removed since." };
  }
  if (!stats.isFile())
    return { refused: "That is a link or a folder, not a file: someone at the server must replace it." };
  const root = realpathSync(contentDir);
  const real = realpathSync(full);
  if (path.relative(root, real) !== names.join(path.sep)) {
    return {
      refused: "That file is reached through a link: someone at the server must replace the link with a folder.",
    };
  }
  return { full, shown };
}

/** A stamp of the content's files (names, sizes, times): the check runs again only once it changes. */
function stampOf(contentDir: string): string {
  if (!existsSync(contentDir)) return "";
  return readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const stats = entry.isFile() ? statSync(full) : undefined;
      return `${full}:${stats?.size ?? "-"}:${stats?.mtimeMs ?? "-"}`;
    })
    .sort()
    .join("\n");
}

/** The content check over the drafts, grouped by file in its order, each file named as the editor names it. */
function checkContent(contentDir: string): ContentProblemsView {
  const byFile = new Map<string, Problem[]>();
  for (const problem of contentFileProblems(contentDir)) {
    byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  }
  const files = [...byFile].map(([shown, problems]): ProblemFileView => {
    const entry = entryOf(shown.replace(/^[^/]+\//, ""), contentDir);
    return {
      path: shown,
      ...(entry ? { kind: entry.kind, name: entry.name, editor: entry.editor } : { name: shown }),
      editable: !("refused" in contentFileAt(contentDir, shown)),
      problems: problems.map(({ file, field, line, lineText, message }) => ({
        ...(line === undefined ? {} : { line }),
        ...(lineText === undefined ? {} : { lineText }),
        ...(field ? { field: fieldWords(file, field) } : {}),
        message,
      })),
    };
  });
  return { files, others: moduleProblems() };
}

/** What the staff pages read: the check, run again only when a file of the content has changed. */
export function filesView(contentDir: string): FilesView {
  let last: { stamp: string; view: ContentProblemsView } | undefined;
  const problems = (): ContentProblemsView => {
    const stamp = stampOf(contentDir);
    if (last?.stamp !== stamp) last = { stamp, view: checkContent(contentDir) };
    return last.view;
  };
  return {
    problems,
    open(shown): FileToFixView | { refused: string } {
      const found = contentFileAt(contentDir, shown);
      if ("refused" in found) return found;
      const listed = problems().files.find((file) => file.path === shown);
      const entry = entryOf(shown.replace(/^[^/]+\//, ""), contentDir);
      return {
        ...(listed ?? {
          path: shown,
          ...(entry ? { kind: entry.kind, name: entry.name, editor: entry.editor } : { name: shown }),
          editable: true,
          problems: [],
        }),
        text: readFileSync(found.full, "utf8"),
        language: shown.endsWith(".md") ? "markdown" : "yaml",
      };
    },
  };
}

/**
 * Writes a file's new text (its lines as the content's files end them), through no link, and checks the content
 * again: the file's problems now, none once it is right. Refused, and nothing written, for a file this may not write
 * or a text too large to be one.
 */
export function saveContentFile(
  files: FilesView,
  contentDir: string,
  shown: string,
  text: string,
): FileToFixView | { refused: string } {
  const found = contentFileAt(contentDir, shown);
  if ("refused" in found) return found;
  const normal = text.replace(/\r\n?/g, "\n");
  if (Buffer.byteLength(normal) > FILE_SIZE_LIMIT) {
    return { refused: `That text is larger than ${FILE_SIZE_LIMIT / 1024} KB: no file of the content is.` };
  }
  // O_NOFOLLOW: a link put in the file's place since it was checked is refused, not written through.
  const handle = openSync(found.full, constants.O_WRONLY | constants.O_TRUNC | constants.O_NOFOLLOW);
  try {
    writeFileSync(handle, normal);
  } finally {
    closeSync(handle);
  }
  return files.open(shown);
}

export type FixFilesOptions = {
  contentDir: string;
  files: FilesView;
  /** The staff area's check of the form's token (server/staff/staff-auth.ts). */
  preHandler: NonNullable<RouteShorthandOptions["preHandler"]>;
  /** Who saved, for the log. */
  who: (request: FastifyRequest) => string;
};

/** The form of a file's page: its text saved as a draft, then back to the page, which says what the check found. */
export const fixFilesRoutes: FastifyPluginAsync<FixFilesOptions> = async (
  app: FastifyInstance,
  { contentDir, files, preHandler, who },
) => {
  requireFormBody(app, "The form that saves a content file");
  app.post(FILE_SAVE, { preHandler, bodyLimit: SAVE_BODY_LIMIT }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const shown = typeof body.path === "string" ? body.path : "";
    const text = typeof body.text === "string" ? body.text : undefined;
    const saved =
      text === undefined ? { refused: "The form sent no text." } : saveContentFile(files, contentDir, shown, text);
    if ("refused" in saved) {
      request.log.warn(`a save of ${JSON.stringify(shown)} refused: ${saved.refused}`);
      return reply.code(400).type("text/plain; charset=utf-8").send(`Not saved. ${saved.refused}`);
    }
    request.log.info(`${who(request)} saved ${shown}: ${saved.problems.length} problems left in it`);
    return reply.redirect(`${filePage(shown)}&saved=1`, 303);
  });
};
