import type { FastifyInstance } from "fastify";
import { readdirSync } from "node:fs";
import path from "node:path";
import { staffPathKind } from "./staff-auth";

/*
 * What the editor's API (Keystatic's, at /api/keystatic/, behind the staff sign-in) may do to the server's files.
 * Keystatic checks the paths it is given, but not what is at them: a link placed in content/ would carry its reads
 * and writes to wherever the link points. And it reads a save whole into memory before it looks at it.
 */

/** An editor's save is a page's text, or an entry with a photo of a few megabytes sent as text: far less than this. */
export const EDITOR_SAVE_LIMIT = 16 * 1024 * 1024;

/** The first symbolic link under `dir` (not `dir` itself, which may be one by design), or null. */
export function firstLinkIn(dir: string): string | null {
  const link = readdirSync(dir, { recursive: true, withFileTypes: true }).find((entry) => entry.isSymbolicLink());
  return link ? path.join(link.parentPath, link.name) : null;
}

const plainText = (text: string) => ({ "content-type": "text/plain; charset=utf-8", body: text });

/** Refuses the editor's API any request while content/ holds a link, and any save too large or of unknown size. */
export function guardEditorApi(app: FastifyInstance, { contentDir }: { contentDir: string }) {
  app.addHook("onRequest", async (request, reply) => {
    if (!staffPathKind(request.url)?.editorApi) return;
    const refuse = (status: number, text: string) => {
      const { "content-type": type, body } = plainText(text);
      request.log.warn(`the editor's ${request.method} ${request.url} refused: ${text}`);
      return reply.code(status).type(type).send(body);
    };
    if (request.method !== "GET" && request.method !== "HEAD") {
      // The editor's saves always say their size; one that does not could be of any size.
      const length = request.headers["content-length"];
      if (length === undefined) return refuse(411, "A save must say its size (Content-Length).");
      if (Number(length) > EDITOR_SAVE_LIMIT) {
        return refuse(
          413,
          `This save is larger than ${EDITOR_SAVE_LIMIT / 1024 / 1024} MB: a photo that large cannot be saved. Use a smaller photo.`,
        );
      }
    }
    const link = firstLinkIn(contentDir);
    if (link) {
      return refuse(
        409,
        `The editor cannot work on the site's files while ${path.relative(process.cwd(), link)} is a link to somewhere else: someone with access to the server must replace it with a file.`,
      );
    }
  });
}
