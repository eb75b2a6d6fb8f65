import { describe, expect, it } from "vitest";
import { splitLeadingFigure } from "~/lib/leading-figure";

describe("splitLeadingFigure", () => {
  it("takes the number a result starts with, keeping separators, plus signs and percentages", () => {
    expect(splitLeadingFigure("153 ideas submitted")).toEqual({ figure: "153", text: "ideas submitted" });
    expect(splitLeadingFigure("12,000+ votes cast")).toEqual({ figure: "12,000+", text: "votes cast" });
    expect(splitLeadingFigure("40% fewer meetings")).toEqual({ figure: "40%", text: "fewer meetings" });
    expect(splitLeadingFigure("8 ERP systems consolidated down to 1 global platform")).toEqual({
      figure: "8",
      text: "ERP systems consolidated down to 1 global platform",
    });
  });

  it('turns "More than 100" and "Over 80" into 100+ and 80+', () => {
    expect(splitLeadingFigure("More than 100 stakeholders engaged")).toEqual({
      figure: "100+",
      text: "stakeholders engaged",
    });
    expect(splitLeadingFigure("Over 80 route adjustments")).toEqual({ figure: "80+", text: "route adjustments" });
  });

  it("leaves a result that starts with words whole", () => {
    expect(splitLeadingFigure("A shared operational plan adopted")).toEqual({
      text: "A shared operational plan adopted",
    });
  });

  it("writes a percentage as a figure", () => {
    expect(splitLeadingFigure("More than 40 percent of participants")).toEqual({
      figure: "40%+",
      text: "of participants",
    });
    expect(splitLeadingFigure("94 percent of grantees")).toEqual({ figure: "94%", text: "of grantees" });
  });
});
