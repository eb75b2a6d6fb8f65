import { describe, expect, it } from "vitest";
import Overview from "~/pages/staff/index.astro";
import { renderAstro } from "~/test/astro";
import { makeInbox, makeStaffArea } from "~/test/staff-area";
import { pageWith } from "~/test/widget-script";
import type { DeliveryHealth } from "./leads";

/** The overview as a signed-in staff member gets it, with the lead service saying `health`. */
async function overview(health: DeliveryHealth) {
  const staffArea = makeStaffArea({
    inbox: makeInbox({
      emails: health.emails,
      counts: () => ({ inbox: 3, new: 2, mine: 0, spam: 0 }),
      health: () => health,
    }),
  });
  const html = await renderAstro(Overview, { locals: { staffArea } });
  return pageWith(html).document;
}

const regionNamed = (document: Document, name: string) =>
  [...document.querySelectorAll("section")].find(
    (section) => document.getElementById(section.getAttribute("aria-labelledby") ?? "")?.textContent?.trim() === name,
  );

describe("the overview's delivery warning", () => {
  it("says since when, how many leads and where, and the last error as text", async () => {
    const document = await overview({
      emails: true,
      destinations: ["webhook (crm.example.org)"],
      trouble: {
        leads: 2,
        since: "2026-11-27T09:30:00.000Z",
        where: [
          { name: "email", leads: 1 },
          { name: "webhook (crm.example.org)", leads: 2 },
        ],
        lastError: {
          at: "2026-11-27T10:42:00.000Z",
          words: "webhook (crm.example.org): the receiver answered 503 (<b>down</b>)",
        },
      },
    });
    const warning = regionNamed(document, "Leads are not reaching the firm");
    const text = warning?.textContent?.replace(/\s+/g, " ") ?? "";
    expect(text).toContain(
      "2 leads waiting since 27 Nov 2026, 09:30 UTC: 1 not emailed, 2 not sent to webhook (crm.example.org).",
    );
    expect(text).toContain(
      "Last error, 27 Nov 2026, 10:42 UTC: webhook (crm.example.org): the receiver answered 503 (<b>down</b>)",
    );
    expect(warning?.querySelector("b")).toBeNull();
    expect(regionNamed(document, "Leads are not emailed")).toBeUndefined();
  });

  it("is not there while every lead arrives in time", async () => {
    const document = await overview({ emails: true, destinations: [], trouble: null });
    expect(regionNamed(document, "Leads are not reaching the firm")).toBeUndefined();
    expect(regionNamed(document, "Leads are not emailed")).toBeUndefined();
  });

  it("says plainly that leads are not emailed without a mail server, and where they do go", async () => {
    const document = await overview({ emails: false, destinations: ["Slack (hooks.slack.com)"], trouble: null });
    const notice = regionNamed(document, "Leads are not emailed")?.textContent?.replace(/\s+/g, " ") ?? "";
    expect(notice).toContain(
      "No mail server is set (SMTP_URL), so leads are kept here and sent to Slack (hooks.slack.com), but not emailed to the firm.",
    );
  });
});
