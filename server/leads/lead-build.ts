import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { ContactForm } from "~/islands/contact-form/contact-form";
import { POST_ACTION } from "~/islands/contact-form/native-action";
import { writeFixtureBuild } from "../fixture-build";
import { writeLeadMode } from "./build-mode";

/** For the tests: a build folder that takes leads on the server, with a contact page as Astro lays it out. */
export async function writeLeadBuild(): Promise<string> {
  const form = renderToString(createElement(ContactForm, { nativeAction: POST_ACTION }), { identifierPrefix: "r1" });
  const contact = `<!doctype html><html lang="en"><head><title>Contact</title></head><body><main><h1>Book a Discovery Call</h1><astro-island uid="x" prefix="r1" ssr client="idle">${form}</astro-island></main></body></html>`;
  const buildDir = writeFixtureBuild({
    siteMap: { pages: ["/contact"], notFound: [{ pattern: "/*", page: "/404" }] },
    files: { "contact/index.html": contact, "404.html": "<h1>Oops! Page not found</h1>" },
  });
  await writeLeadMode(buildDir, "");
  return buildDir;
}
