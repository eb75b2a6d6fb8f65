import { describe, expect, it } from "vitest";
import { readSiteFacts } from "~/content/content-files";

const siteFacts = readSiteFacts();
import { telHref } from "~/lib/phone";

describe("telHref", () => {
  it("keeps the digits and a leading plus of the number as written", () => {
    expect(telHref("+1 (202) 555-0148")).toBe("tel:+12025550148");
    expect(telHref("020 7946 0958")).toBe("tel:02079460958");
    expect(telHref("+44 20.7946.0958 ")).toBe("tel:+442079460958");
  });

  it("gives the site's phone link from its displayed number", () => {
    expect(siteFacts.phone.href).toBe(telHref(siteFacts.phone.display));
  });
});
