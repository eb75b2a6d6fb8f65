import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { writePageStylesheets } from "./page-stylesheets";

const SITE_CSS = [
  ":focus-visible{outline-width:3px}",
  "[hidden]:where(:not([hidden=until-found])){display:none!important}",
  ".used{color:red}",
  ".unused{color:blue}",
  ".\\[\\&_svg\\]\\:size-4 svg{width:1rem}",
  ".aria-invalid\\:border-red[aria-invalid=true]{border-color:red}",
  ".error-text{color:crimson}",
  "dialog{margin:0}",
  "@media (width>=64rem){.lg\\:used{color:green}.lg\\:unused{color:pink}}",
].join("\n");

function page(body: string, head = "") {
  return `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/site.abc.css">${head}</head><body>${body}<!-- kept --></body></html>`;
}

function clientDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "page-stylesheets-"));
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, "about"));
  writeFileSync(path.join(dir, "assets", "site.abc.css"), SITE_CSS);
  return dir;
}

test("a page links a stylesheet of the rules its classes, elements and scripts can use, and nothing else changes", async () => {
  const dir = clientDir();
  const home = page(
    `<p class="used lg:used" hidden>Hi</p><a class="[&amp;_svg]:size-4 aria-invalid:border-red">x<svg></svg></a>` +
      `<astro-island component-url="/assets/form.js" renderer-url="/assets/client.js"></astro-island>`,
  );
  writeFileSync(path.join(dir, "index.html"), home);
  writeFileSync(path.join(dir, "assets", "form.js"), `import "./errors.js";`);
  writeFileSync(path.join(dir, "assets", "errors.js"), `const c = "error-text";`);
  const loads = (url: string) =>
    url === "/assets/form.js" ? ["assets/form.js", "assets/errors.js"] : url === "/assets/client.js" ? [] : [];

  const result = await writePageStylesheets(dir, loads);

  const href = result?.pages["index.html"] ?? "";
  expect(href).toMatch(/^\/assets\/page\.[\w-]{8}\.css$/);
  const css = readFileSync(path.join(dir, href), "utf8");
  for (const kept of [":focus-visible", "[hidden]", ".used", "size-4", "aria-invalid", ".error-text", ".lg\\:used"])
    expect(css).toContain(kept);
  for (const dropped of [".unused", ".lg\\:unused", "dialog"]) expect(css).not.toContain(dropped);
  // Every byte but the stylesheet's name is Astro's, comments and entities included.
  expect(readFileSync(path.join(dir, "index.html"), "utf8")).toBe(home.replace("/assets/site.abc.css", href));
  // The site's stylesheet stays whole for the pages rendered on request.
  expect(readFileSync(path.join(dir, "assets", "site.abc.css"), "utf8")).toBe(SITE_CSS);
});

test("pages with the same rules share one file; a page without the site's stylesheet is left alone", async () => {
  const dir = clientDir();
  writeFileSync(path.join(dir, "index.html"), page(`<p class="used">One</p>`));
  writeFileSync(path.join(dir, "about", "index.html"), page(`<p class="used">Two</p>`));
  const plain = `<!DOCTYPE html><html><body><p class="used">Redirecting</p></body></html>`;
  writeFileSync(path.join(dir, "moved.html"), plain);

  const result = await writePageStylesheets(dir, () => []);

  expect(result?.pages["index.html"]).toBe(result?.pages["about/index.html"]);
  expect(Object.keys(result?.written ?? {})).toHaveLength(1);
  expect(result?.pages["moved.html"]).toBeUndefined();
  expect(readFileSync(path.join(dir, "moved.html"), "utf8")).toBe(plain);
});
