import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { readContactPage } from "~/content/content-files";
import { contactFormCopy } from "~/content/pages.schema";
import { ContactForm } from "~/islands/contact-form/contact-form";
import { POST_ACTION } from "~/islands/contact-form/native-action";
import { writeFixtureBuild } from "./fixture-build";
import { writeLeadMode } from "~/lib/lead-mode";

/** For the tests: a build folder that takes leads on the server, with a contact page as Astro lays it out. */
export async function writeLeadBuild(): Promise<string> {
  const form = renderToString(
    createElement(ContactForm, { copy: contactFormCopy(readContactPage()), nativeAction: POST_ACTION }),
    { identifierPrefix: "r1" },
  );
  const contact = `<!doctype html><html lang="en"><head><title>Contact</title></head><body><main><h1>Book a Discovery Call</h1><astro-island uid="x" prefix="r1" ssr client="idle">${form}</astro-island></main></body></html>`;
  const buildDir = writeFixtureBuild({
    siteMap: { pages: ["/contact"], notFound: [{ pattern: "/*", page: "/404" }] },
    files: { "contact/index.html": contact, "404.html": "<h1>Oops! Page not found</h1>" },
  });
  // Astro's handler of the pages on demand, as the contract server/on-demand.ts uses: the form's answer with its
  // status and notice (the pages themselves are tested in the browser, against the real build).
  mkdirSync(path.join(buildDir, "server"));
  writeFileSync(
    path.join(buildDir, "server", "entry.mjs"),
    `export function handler(req, res, next, locals) {
  const answer = locals && locals.contactAnswer;
  if (!answer) return next();
  res.writeHead(answer.status, { "content-type": "text/html; charset=utf-8" });
  res.end("<!doctype html><title>Contact</title><p data-notice>" + String(answer.state.notice) + "</p>");
}
`,
  );
  await writeLeadMode(buildDir, "");
  return buildDir;
}
