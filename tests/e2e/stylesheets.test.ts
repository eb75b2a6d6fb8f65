import { compile } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";
import { htmlFiles } from "~/lib/build-output";
import { buildDir, expect, test } from "./fixtures";

/**
 * The site's stylesheet finds the utilities of every file under src/ (decision 0024), and each widget brings its own
 * rules; a class the scan missed would paint unstyled. Tailwind itself says which rules each page's classes need;
 * every one of them must be in the stylesheets the page carries, inline or linked. Read from the build, no browser
 * needed.
 */

const clientDir = path.resolve(buildDir, "client");
const srcDir = path.resolve("src");
/** Class names of the rules in a stylesheet: `.md\:grid-cols-2` → `md:grid-cols-2`. */
const classNamesIn = (css: string) =>
  new Set([...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name = ""]) => name.replace(/\\(.)/g, "$1")));

test("every page's stylesheet has the utilities its classes need", async () => {
  const tailwind = await compile(readFileSync(path.join(srcDir, "app.css"), "utf8"), {
    base: srcDir,
    onDependency: () => {},
  });
  const missing: string[] = [];
  let checked = 0;
  for (const file of htmlFiles(clientDir)) {
    const root = parse(readFileSync(path.join(clientDir, file), "utf8"));
    const classes = [
      ...new Set(
        root.querySelectorAll("[class]").flatMap((element) => element.getAttribute("class")?.split(/\s+/) ?? []),
      ),
    ];
    if (classes.length === 0) continue;
    checked += 1;
    const carried = classNamesIn(
      [
        ...root.querySelectorAll("style").map((style) => style.textContent),
        ...root
          .querySelectorAll('link[rel="stylesheet"]')
          .map((link) => readFileSync(path.join(clientDir, link.getAttribute("href") ?? ""), "utf8")),
      ].join("\n"),
    );
    const needed = [...classNamesIn(tailwind.build(classes))].filter((name) => classes.includes(name));
    const lacking = needed.filter((name) => !carried.has(name));
    if (lacking.length > 0)
      missing.push(
        `${file} uses ${lacking.join(", ")}, which its stylesheets lack: is the file that uses them in src/?`,
      );
  }
  expect(checked, "pages with classes").toBeGreaterThan(10);
  expect(missing).toEqual([]);
});

/**
 * The site's stylesheet finds its utilities itself (decision 0024): a class that only a new section uses reaches
 * every page's CSS with no edit to a stylesheet. Tailwind's compiler and scanner, set up from src/app.css as its Vite
 * plugin sets them up, read a section written for the test.
 */
test("the site's stylesheet takes the utilities of a section added under src/ with no edit to a stylesheet", async () => {
  const stylesheet = path.join(srcDir, "app.css");
  const section = path.join(srcDir, "components", "sections", `added-for-a-test-${process.pid}.tsx`);
  // A value no file of the site uses, so only the new section can bring its rule.
  const utility = `tracking-[0.0${process.pid}em]`;
  writeFileSync(section, `export const Added = () => <p className="${utility}">Added</p>;\n`);
  try {
    const compiler = await compile(readFileSync(stylesheet, "utf8"), { base: srcDir, onDependency: () => {} });
    if (compiler.root === "none") throw new Error("app.css scans no folder: source(none)");
    const root = compiler.root ?? { base: process.cwd(), pattern: "**/*" };
    const scanner = new Scanner({ sources: [{ ...root, negated: false }, ...compiler.sources] });
    const css = compiler.build(scanner.scan());
    expect(css).toContain(`.${utility.replace(/[[\].]/g, "\\$&")}`);
  } finally {
    rmSync(section, { force: true });
  }
});
