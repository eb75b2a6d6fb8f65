import { describe, expect, it } from "vitest";
import { readContactPage } from "~/content/content-files";
import LeadPage from "~/pages/staff/leads/[id].astro";
import { renderAstro } from "~/test/astro";
import { makeLead, type LeadChanges } from "~/test/lead-factory";
import { pageWith } from "~/test/widget-script";
import type { Lead } from "./leads";
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

/** The lead page as a signed-in staff member gets it, for a lead sent with `email`. */
async function leadPage(email: string, changes: LeadChanges = {}) {
  const staffArea: StaffAreaLocals = {
    status: 200,
    staff: { id: 1, email: "morgan.ellis@northbridge.example" },
    csrfToken: "token",
    linkProblem: () => null,
    inbox: {
      emails: true,
      list: () => ({ leads: [], view: "inbox", page: 1, pageSize: 50, total: 0, pageCount: 1 }),
      counts: () => ({ inbox: 1, new: 1, spam: 0 }),
      get: (id) => (id === 7 ? { lead: lead(email, changes), events: [], deliveries: [] } : undefined),
      health: () => ({ emails: true, destinations: [], trouble: null }),
    },
  };
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

describe("a lead the mail server refused", () => {
  it("shows the server's words, as text", async () => {
    const words = "550 5.1.1 <leads@northbridge.example>: Recipient address rejected <script>alert(1)</script>";
    const document = await leadPage("priya.raman@harbourtrust.example", { status: "failed", lastError: words });
    const note = document.querySelector("[role=note]");
    expect(note?.textContent).toContain(words);
    expect(note?.querySelector("script")).toBeNull();
  });
});
