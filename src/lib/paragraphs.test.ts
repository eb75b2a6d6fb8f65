import { describe, expect, it } from "vitest";
import { paragraphs } from "~/lib/paragraphs";

describe("paragraphs", () => {
  it("splits on blank lines and trims each paragraph", () => {
    expect(paragraphs("  First paragraph.\n\n  Second paragraph.  ")).toEqual([
      "First paragraph.",
      "Second paragraph.",
    ]);
  });

  it("keeps single line breaks inside a paragraph", () => {
    expect(paragraphs("One line\nand the next")).toEqual(["One line\nand the next"]);
  });

  it("treats whitespace-only lines, several blank lines and CRLF as one break", () => {
    expect(paragraphs("A\n   \n\n\nB\r\n\r\nC")).toEqual(["A", "B", "C"]);
  });

  it("drops empty paragraphs", () => {
    expect(paragraphs("")).toEqual([]);
    expect(paragraphs("\n\n  \n\n")).toEqual([]);
    expect(paragraphs("\n\nOnly one\n\n")).toEqual(["Only one"]);
  });
});
