import { describe, expect, it } from "vitest";
import { splitIntoColumns, TWO_COLUMN_THRESHOLD } from "~/lib/columns";

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe("splitIntoColumns", () => {
  it("splits only lists longer than 10", () => {
    expect(TWO_COLUMN_THRESHOLD).toBe(10);
    expect(splitIntoColumns(numbers(10))).toEqual([numbers(10)]);
    expect(splitIntoColumns(numbers(11))).toHaveLength(2);
  });

  it("gives the first column the extra item of an odd list", () => {
    expect(splitIntoColumns(numbers(11))).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8, 9, 10, 11],
    ]);
  });

  it("halves an even list", () => {
    const [first, second] = splitIntoColumns(numbers(16));
    expect(first).toEqual(numbers(8));
    expect(second).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it("keeps an exempt list in one column however long", () => {
    expect(splitIntoColumns(numbers(12), { exempt: true })).toEqual([numbers(12)]);
  });

  it("honours a custom threshold", () => {
    expect(splitIntoColumns(numbers(5), { threshold: 4 })).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(splitIntoColumns(numbers(4), { threshold: 4 })).toEqual([numbers(4)]);
  });

  it("returns one empty column for an empty list and never mutates the input", () => {
    expect(splitIntoColumns([])).toEqual([[]]);
    const items = numbers(3);
    const [column] = splitIntoColumns(items);
    expect(column).not.toBe(items);
  });
});
