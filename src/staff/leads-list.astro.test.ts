import { describe, expect, it } from "vitest";
import LeadsList from "~/pages/staff/leads/index.astro";
import { renderAstro } from "~/test/astro";
import { makeLead } from "~/test/lead-factory";
import { makeInbox, makeStaffArea, STAFF_EMAIL } from "~/test/staff-area";
import { pageWith } from "~/test/widget-script";
import { NO_FILTERS, type Lead, type LeadListOptions } from "./leads";

/** The leads list at `query` as a signed-in staff member gets it; the inbox holds `leads` and `total` in all. */
async function listAt(
  query: string,
  { leads = [], total = leads.length, timeZone = "UTC" }: { leads?: Lead[]; total?: number; timeZone?: string } = {},
) {
  const asked: LeadListOptions[] = [];
  const staffArea = makeStaffArea({
    timeZone,
    inbox: makeInbox({
      list: (options) => {
        asked.push(options);
        const pageSize = 50;
        const pageCount = Math.max(1, Math.ceil(total / pageSize));
        return {
          leads,
          view: options.view,
          filters: options.filters ?? NO_FILTERS,
          page: options.page ?? 1,
          pageSize,
          total,
          pageCount,
        };
      },
      counts: (me) => ({ inbox: 120, new: 80, mine: me === STAFF_EMAIL ? 3 : 0, spam: 2 }),
    }),
  });
  const request = new Request(`http://127.0.0.1/staff/leads${query}`);
  const html = await renderAstro(LeadsList, { locals: { staffArea }, request });
  return { document: pageWith(html).document, asked };
}

const paramsOf = (href: string | null | undefined) => Object.fromEntries(new URL(href ?? "", "http://x").searchParams);

describe("the leads list's search and filters", () => {
  const query =
    "?view=new&q=coastal+plan&service=collaboration-events&timeline=quarter&status=pending&from=2026-11-01&to=2026-11-30&sort=oldest&page=2";

  it("asks the inbox for the view, the page and every filter the address holds, as the signed-in staff member", async () => {
    const { asked } = await listAt(query, { total: 120 });
    expect(asked).toEqual([
      {
        view: "new",
        page: 2,
        me: STAFF_EMAIL,
        filters: {
          search: "coastal plan",
          service: "collaboration-events",
          timeline: "quarter",
          status: "pending",
          from: "2026-11-01",
          to: "2026-11-30",
          sort: "oldest",
        },
      },
    ]);
  });

  it("is a GET form that shows what was asked, and every link keeps it: views, pages and the CSV", async () => {
    const { document } = await listAt(query, { total: 120 });
    const form = document.querySelector<HTMLFormElement>("form[role=search]");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe("/staff/leads");
    const value = (name: string) => form?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`)?.value;
    expect([value("view"), value("q"), value("service"), value("timeline"), value("status")]).toEqual([
      "new",
      "coastal plan",
      "collaboration-events",
      "quarter",
      "pending",
    ]);
    expect([value("from"), value("to"), value("sort")]).toEqual(["2026-11-01", "2026-11-30", "oldest"]);
    // Each control has its label.
    for (const control of form?.querySelectorAll("input:not([type=hidden]), select") ?? []) {
      expect(document.querySelector(`label[for="${control.id}"]`)?.textContent?.trim(), control.id).toBeTruthy();
    }
    expect(form?.querySelector("details")?.open).toBe(true);

    const filters = {
      q: "coastal plan",
      service: "collaboration-events",
      timeline: "quarter",
      status: "pending",
      from: "2026-11-01",
      to: "2026-11-30",
      sort: "oldest",
    };
    const link = (name: string) =>
      [...document.querySelectorAll("a")].find((anchor) => anchor.textContent?.trim().startsWith(name));
    expect(paramsOf(link("Mine")?.getAttribute("href"))).toEqual({ view: "mine", ...filters });
    expect(link("Mine")?.textContent?.replace(/\s+/g, " ").trim()).toBe("Mine 3");
    // Oldest first, the next page holds newer leads.
    expect(paramsOf(link("Older")?.getAttribute("href"))).toEqual({ view: "new", ...filters });
    expect(paramsOf(link("Newer")?.getAttribute("href"))).toEqual({ view: "new", ...filters, page: "3" });
    const csv = link("Export these leads as CSV")?.getAttribute("href") ?? "";
    expect(csv.startsWith("/staff/leads.csv?")).toBe(true);
    expect(paramsOf(csv)).toEqual({ view: "new", ...filters });
    expect(document.querySelector("[role=status]")?.textContent).toContain("120 leads match in new.");
    expect(paramsOf(link("Clear the search and filters")?.getAttribute("href"))).toEqual({
      view: "new",
      sort: "oldest",
    });
  });

  it("reads a value that is none of the choices as any, and shows the filters closed", async () => {
    const { document, asked } = await listAt("?view=everything&service=bogus&status=lost&from=2026-02-30&page=-1");
    expect(asked[0]).toEqual({ view: "inbox", page: 1, me: STAFF_EMAIL, filters: NO_FILTERS });
    expect(document.querySelector<HTMLSelectElement>("[name=service]")?.value).toBe("");
    expect(document.querySelector("details")?.open).toBe(false);
    expect(document.querySelector("[role=status]")).toBeNull();
  });
});

describe("the leads list's rows", () => {
  it("show when each lead came in on the firm's clock, who it is assigned to, and what was typed as text", async () => {
    const leads = [
      makeLead({
        id: 2,
        receivedAt: "2026-11-28T03:00:00.000Z",
        assignedTo: STAFF_EMAIL,
        fields: { name: "Zoë <b>Martín</b>", challenge: "<script>alert(1)</script> an exhibition" },
      }),
      makeLead({ id: 1, receivedAt: "2026-11-25T15:00:00.000Z", assignedTo: "alan@northbridge.example" }),
    ];
    const { document } = await listAt("?view=inbox", { leads, timeZone: "America/Chicago" });
    const rows = [...document.querySelectorAll("ol[aria-label='All leads'] li")].map((row) =>
      row.textContent?.replace(/\s+/g, " ").trim(),
    );
    expect(rows[0]).toContain("Zoë <b>Martín</b>");
    expect(rows[0]).toContain("received 27 Nov 2026, 21:00 (America/Chicago) · assigned to you");
    expect(rows[0]).toContain("<script>alert(1)</script> an exhibition");
    expect(rows[1]).toContain("received 25 Nov 2026, 09:00 (America/Chicago) · assigned to alan@northbridge.example");
    expect(document.querySelector("ol script, ol b")).toBeNull();
    expect(document.body.textContent).toContain("Days are the firm's, in America/Chicago.");
  });

  it("says when nothing matches, and what Mine holds", async () => {
    const searched = await listAt("?q=nothing");
    expect(searched.document.body.textContent).toContain("No lead matches. Try fewer words or filters.");
    const mine = await listAt("?view=mine");
    expect(mine.document.body.textContent).toContain("Nothing of yours to handle: no new lead is assigned to you.");
    expect(mine.document.querySelector("nav[aria-label=Views] [aria-current=page]")?.textContent).toContain("Mine");
  });
});
