import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { codeVersion, contentVersion } from "./build-versions";

function site(): string {
  const root = mkdtempSync(path.join(tmpdir(), "versions-"));
  mkdirSync(path.join(root, "src"));
  writeFileSync(path.join(root, "src", "page.ts"), "export const title = 'Home';\n");
  writeFileSync(path.join(root, "package.json"), "{}\n");
  return root;
}

describe("codeVersion", () => {
  it("changes with the code and with the folder the editor saves into, not with content", () => {
    const root = site();
    const first = codeVersion(root, "content");
    mkdirSync(path.join(root, "content"));
    writeFileSync(path.join(root, "content", "site.yaml"), "phone: 1\n");
    expect(codeVersion(root, "content")).toBe(first);
    expect(codeVersion(root, ".staff-test/content")).not.toBe(first);
    writeFileSync(path.join(root, "src", "page.ts"), "export const title = 'Welcome';\n");
    expect(codeVersion(root, "content")).not.toBe(first);
  });
});

describe("contentVersion", () => {
  it("is the same for the same files and bytes, different for any change", () => {
    const root = site();
    const content = path.join(root, "content");
    mkdirSync(content);
    writeFileSync(path.join(content, "site.yaml"), "phone: 1\n");
    const first = contentVersion(content);
    expect(contentVersion(content)).toBe(first);
    writeFileSync(path.join(content, "site.yaml"), "phone: 2\n");
    expect(contentVersion(content)).not.toBe(first);
  });
});
