/**
 * React Router pre-renders each redirect as a bare meta-refresh stub that is not valid
 * HTML (no lang, no charset, `content="0;url=…"`). Servers answer these paths with a 301
 * first; the stub is only what a plain static host serves. The build replaces each stub
 * with a valid, accessible, noindex page that forwards at once.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { documentTitle } from "~/lib/document-title";

export type Redirect = { from: string; to: string };

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => htmlEscapes[char] ?? char);

export function redirectStubHtml({ to }: Redirect): string {
  const target = escapeHtml(to);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(documentTitle("Page moved"))}</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${target}">
</head>
<body>
<main>
<h1>This page has moved</h1>
<p><a href="${target}">Continue to ${target}</a></p>
</main>
</body>
</html>
`;
}

/** Overwrites the framework's stub for each redirect in the client build folder. */
export async function writeRedirectStubs(clientDir: string, redirects: readonly Redirect[]): Promise<void> {
  await Promise.all(
    redirects.map((redirect) =>
      writeFile(path.join(clientDir, redirect.from, "index.html"), redirectStubHtml(redirect)),
    ),
  );
}
