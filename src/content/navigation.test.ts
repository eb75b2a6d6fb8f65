import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CONTENT_DIR, loadNavigation } from "~/content/content-files";
import { formatProblem } from "~/lib/content-problems";

let copies: string[] = [];
function withNavigationFile(edit: (text: string) => string): string {
  const root = path.join(mkdtempSync(path.join(tmpdir(), "content-")), "content");
  cpSync(CONTENT_DIR, root, { recursive: true });
  copies.push(path.dirname(root));
  const file = path.join(root, "navigation.yaml");
  writeFileSync(file, edit(readFileSync(file, "utf8")));
  return root;
}
afterEach(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  copies = [];
});

describe("content/navigation.yaml", () => {
  it("gives a reworded link its new words at the path the site keeps for it, in the header and the footer", () => {
    const root = withNavigationFile((text) => text.replace("label: Our Team", "label: Our People"));
    const navigation = loadNavigation(root).navigation;
    expect(navigation?.mainNav.find((item) => item.href === "/team")?.name).toBe("Our People");
    expect(navigation?.footerNav.company.find((link) => link.href === "/team")?.name).toBe("Our People");
  });

  it("names the link whose words are missing, in plain words", () => {
    const root = withNavigationFile((text) =>
      text.replace("  description: Case studies, one engagement at a time.\n", ""),
    );
    expect(loadNavigation(root).problems.map(formatProblem)).toEqual([
      "content/navigation.yaml: Project Snapshots, Line under the link (description): is missing; add the line under the link in the menu, a short sentence",
    ]);
  });

  it("finds nothing wrong with the shipped file", () => {
    expect(loadNavigation().problems).toEqual([]);
  });
});
