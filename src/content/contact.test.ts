import { describe, expect, it } from "vitest";
import { contactContent } from "~/content/contact";
import { contactContentSchema } from "~/content/contact.schema";
import { parseContent } from "~/lib/content";

describe("contact page content", () => {
  it("passes its schema", () => {
    expect(() => parseContent("contact.ts", contactContentSchema, contactContent)).not.toThrow();
  });

  it("rejects a broken entry, naming the module, the entry and the field", () => {
    const broken = {
      ...contactContent,
      nextSteps: {
        ...contactContent.nextSteps,
        steps: [...contactContent.nextSteps.steps.slice(0, 2), { title: " ", body: "x" }],
      },
    };
    expect(() => parseContent("contact.ts", contactContentSchema, broken)).toThrow(
      /Invalid content in contact\.ts:\n {2}- contact\.ts: entry "nextSteps" field "steps\.2\.title"/,
    );
  });

  it("promises what SPEC §2 and §9 promise: 24 hours, a 30-minute call, complimentary consultations", () => {
    const [first, second, third] = contactContent.nextSteps.steps;
    expect(first?.title).toMatch(/respond within 24 hours/);
    expect(second?.title).toMatch(/30-minute discovery call/);
    expect(third?.title).toMatch(/propose an approach if/);
    expect(contactContent.getInTouch.responseTime).toMatch(/within 24 hours/);
    expect(contactContent.immediate.body).toMatch(/Initial consultations are complimentary/);
  });
});
