import { describe, expect, it } from "vitest";
import { readContactPage } from "~/content/content-files";
import LeadPage from "~/pages/staff/leads/[id].astro";
import { renderAstro } from "~/test/astro";
import { makeLead, type LeadChanges } from "~/test/lead-factory";
import { makeInbox, makeStaffArea, STAFF_EMAIL } from "~/test/staff-area";
import { pageWith } from "~/test/widget-script";
import { NOT_EMAILED_WORDS, STATUS_WORDS, type Lead, type LeadEvent } from "./leads";
import type { StaffAreaLocals } from "./staff-pages";

/** A lead already emailed to the firm, sent with `email`. */
const lead = (email: string, changes: LeadChanges = {}): Lead =>
  makeLead({
    id: 7,
    fields: {
      name: "Priya Raman",
      email,
      company: "Harbour Trust",
      challenge: "One shared plan for coastal resilience.",
    },
    status: "sent",
    attempts: 1,
    sentAt: "2026-11-27T10:15:02.000Z",
    smtpResponse: "250 OK",
    ...changes,
  });

/** The lead page as a signed-in staff member gets it, for a lead sent with `email`, with its history `events`. */
async function leadPage(
  email: string,
  changes: LeadChanges = {},
  { events = [], ...area }: { events?: LeadEvent[] } & Partial<StaffAreaLocals> = {},
) {
  const staffArea = makeStaffArea({
    inbox: makeInbox({
      get: (id) => (id === 7 ? { lead: lead(email, changes), events, deliveries: [] } : undefined),
    }),
    ...area,
  });
  // The served version's content, as `npm start` hands it to the pages it renders (its contact page's labels).
  const siteContent = { contactPage: readContactPage() } as App.Locals["siteContent"];
  const html = await renderAstro(LeadPage, { locals: { staffArea, siteContent }, params: { id: "7" } });
  return pageWith(html).document;
}

const replyLinkOf = (document: Document) =>
  [...document.querySelectorAll("a")].find((link) => link.textContent?.trim() === "Reply by email");

describe("the lead page's Reply by email", () => {
  it("writes to the visitor's plain address", async () => {
    const document = await leadPage("priya.raman@harbourtrust.example");
    expect(replyLinkOf(document)?.getAttribute("href")).toBe("mailto:priya.raman@harbourtrust.example");
  });

  it.each(["victim@corp.example?bcc=spy%40evil.example&subject=Invoice&body=Pay%20now", "a,b@evil.example"])(
    "is no link for %s, which is shown as text",
    async (email) => {
      const document = await leadPage(email);
      expect(replyLinkOf(document)).toBeUndefined();
      expect([...document.querySelectorAll("a")].some((link) => link.href.startsWith("mailto:"))).toBe(false);
      expect(document.body.textContent).toContain(email);
      expect(document.body.textContent).toContain("No reply link");
    },
  );

  it("keeps the ? and & of a plain address inside the address", async () => {
    const document = await leadPage("victim?bcc=spy%40evil.example@corp.example");
    const href = replyLinkOf(document)?.getAttribute("href") ?? "";
    expect(new URL(href).search).toBe("");
  });
});

describe("a waiting lead's status", () => {
  const waiting = (emails: boolean) =>
    makeStaffArea({
      inbox: makeInbox({
        emails,
        get: () => ({
          lead: lead("priya@example.org", { status: "pending", sentAt: null }),
          events: [],
          deliveries: [],
        }),
      }),
    });

  it("says its email is waiting while a mail server is set, and that it is not emailed while none is", async () => {
    const siteContent = { contactPage: readContactPage() } as App.Locals["siteContent"];
    const words = [];
    for (const emails of [true, false]) {
      const html = await renderAstro(LeadPage, {
        locals: { staffArea: waiting(emails), siteContent },
        params: { id: "7" },
      });
      words.push(pageWith(html).document.body.textContent ?? "");
    }
    expect(words[0]).toContain(STATUS_WORDS.pending);
    expect(words[1]).not.toContain(STATUS_WORDS.pending);
    expect(words[1]).toContain(NOT_EMAILED_WORDS);
  });
});

describe("a lead the mail server refused", () => {
  it("shows the server's words, as text", async () => {
    const words = "550 5.1.1 <leads@northbridge.example>: Recipient address rejected <script>alert(1)</script>";
    const document = await leadPage("priya.raman@harbourtrust.example", { status: "failed", lastError: words });
    const note = document.querySelector("[role=note]");
    expect(note?.textContent).toContain(words);
    expect(note?.querySelector("script")).toBeNull();
  });
});

describe("a lead's notes and assignment", () => {
  const PRIYA = "priya.raman@harbourtrust.example";
  const ALAN = "alan@northbridge.example";
  const event = (id: number, changes: Partial<LeadEvent>): LeadEvent => ({
    id,
    leadId: 7,
    at: "2026-11-28T16:05:00.000Z",
    kind: "received",
    detail: null,
    who: null,
    ...changes,
  });
  const history = (document: Document) =>
    [...document.querySelectorAll("#history-heading + ol li")].map((item) =>
      [...item.children]
        .map((part) => part.textContent)
        .join(" ")
        .replace(/\s+/g, " ")
        .trim(),
    );

  it("shows each note in the history as written, with who and when on the firm's clock", async () => {
    const note = "Called back: <b>two</b> dates & a budget.\n<script>alert(1)</script>";
    const document = await leadPage(
      PRIYA,
      { assignedTo: STAFF_EMAIL },
      {
        timeZone: "America/Chicago",
        colleagues: () => [STAFF_EMAIL, ALAN],
        events: [
          event(1, { kind: "received", detail: "script" }),
          event(2, { kind: "assigned", detail: STAFF_EMAIL, who: ALAN }),
          event(3, { kind: "note", detail: note, who: STAFF_EMAIL }),
          event(4, { kind: "unassigned", detail: ALAN, who: ALAN }),
        ],
      },
    );
    expect(history(document)).toEqual([
      "Received · 28 Nov 2026, 10:05 (America/Chicago) Through the website's form",
      `Assigned · 28 Nov 2026, 10:05 (America/Chicago) · ${ALAN} To ${STAFF_EMAIL} (you)`,
      `Note · 28 Nov 2026, 10:05 (America/Chicago) · ${STAFF_EMAIL} ${note.replace(/\s+/g, " ")}`,
      `Unassigned · 28 Nov 2026, 10:05 (America/Chicago) · ${ALAN} Was ${ALAN}`,
    ]);
    const list = document.querySelector("#history-heading + ol");
    expect(list?.querySelector("script, b")).toBeNull();
    expect(document.body.textContent).toContain("received 27 Nov 2026, 04:15 (America/Chicago)");
  });

  it("offers every account to assign it to, the current one chosen, and a note form that posts with its token", async () => {
    const document = await leadPage(PRIYA, { assignedTo: ALAN }, { colleagues: () => [STAFF_EMAIL, ALAN] });
    const assign = document.querySelector<HTMLFormElement>("form[action='/staff/leads/7/assign']");
    expect(assign?.getAttribute("method")).toBe("post");
    expect(assign?.querySelector<HTMLInputElement>("[name=_csrf]")?.value).toBe("token");
    const options = [...(assign?.querySelectorAll("option") ?? [])].map((option) => [
      option.value,
      option.textContent.trim(),
      option.selected,
    ]);
    expect(options).toEqual([
      ["", "Nobody", false],
      [STAFF_EMAIL, `${STAFF_EMAIL} (you)`, false],
      [ALAN, ALAN, true],
    ]);
    const note = document.querySelector<HTMLFormElement>("form[action='/staff/leads/7/note']");
    expect(note?.getAttribute("method")).toBe("post");
    expect(note?.querySelector<HTMLInputElement>("[name=_csrf]")?.value).toBe("token");
    const text = note?.querySelector("textarea[name=note]");
    expect(text?.hasAttribute("required")).toBe(true);
    expect(document.querySelector(`label[for="${text?.id}"]`)?.textContent).toBe("Internal note");
    expect(note?.textContent).toContain("never emailed to the visitor or anyone else");
  });

  it("keeps a lead assigned to someone whose account was removed, and says so", async () => {
    const document = await leadPage(PRIYA, { assignedTo: "gone@northbridge.example" });
    const chosen = document.querySelector<HTMLOptionElement>("select[name=to] option:checked");
    expect(chosen?.value).toBe("gone@northbridge.example");
    expect(chosen?.textContent).toBe("gone@northbridge.example (no longer has an account)");
  });
});
