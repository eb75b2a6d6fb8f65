import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { TOAST_STYLE_HASHES } from "~/islands/contact-form/toast-style";

const hash = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

it("allows the <style> sonner adds to the page, empty as it is inserted and with its text, and nothing else", async () => {
  const before = document.head.querySelectorAll("style").length;
  await import("sonner");
  const added = [...document.head.querySelectorAll("style")].slice(before);
  expect(TOAST_STYLE_HASHES).toEqual([hash(""), ...added.map((style) => hash(style.textContent))]);
});
