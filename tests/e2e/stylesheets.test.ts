import { compile } from "@tailwindcss/node";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";
import { htmlFiles } from "~/lib/build-output";
import { buildDir, expect, test } from "./fixtures";

/**
 * Each page carries the utilities of its family's sections only (src/styles/, decision 0013), so a section missing
 * from its family's `@source` list would paint unstyled. Tailwind itself says which rules each page's classes need;
 * every one of them must be in the stylesheet the page inlines. Read from the build, no browser needed.
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
    const inlined = classNamesIn(
      root
        .querySelectorAll("style")
        .map((style) => style.textContent)
        .join("\n"),
    );
    const needed = [...classNamesIn(tailwind.build(classes))].filter((name) => classes.includes(name));
    const lacking = needed.filter((name) => !inlined.has(name));
    if (lacking.length > 0)
      missing.push(
        `${file} uses ${lacking.join(", ")}, which its stylesheet lacks: add the component that uses them to the @source list of the page's family in src/styles/`,
      );
  }
  expect(checked, "pages with classes").toBeGreaterThan(10);
  expect(missing).toEqual([]);
});
