// @vitest-environment node
import Fastify, { type FastifyInstance, type preHandlerAsyncHookHandler } from "fastify";
import { formBody } from "../form-body";
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONTACT_SEND_PATH, FORM_TOKEN_FIELD, FORM_TOKEN_PATH } from "~/contact/contact-rules";
import { readContactPage } from "~/content/content-files";
import { contentCopy } from "~/test/content-copy";
import type { ContactSubmission } from "~/contact/contact-fields";
import { makeFields } from "~/test/lead-factory";
import { runLeadsCommand } from "./cli";
import { smtpTransport } from "./config";
import { MIN_FILL_MS } from "./form-token";
import { backTo, leadInboxRoutes, type LeadInbox } from "./inbox";
import { leadService } from "./lead-service";
import { startSmtpTestServer, type TestSmtpServer } from "../../tests/support/smtp-test-server";
import { openLeadStore } from "./store";
import { NOTE_MAX_LENGTH, type LeadEvent, type LeadStatus } from "~/staff/leads";

/*
 * The staff's inbox on the real lead service: SQLite on disk, a real SMTP server on loopback, and its routes
 * registered as the staff area will register them, in a scope of their own after the lead service.
 */

const FIRM = "leads@northbridge.example";
const STAFF = "grace@northbridge.example";

const fields = makeFields({ title: "Director", serviceInterest: "immersive-experiences", timeline: "month" });

let dataDir: string;
let smtp: TestSmtpServer;
let app: FastifyInstance;
/** The service's clock: real time moved on by `advance`, or a fixed moment. */
let offset: number;
let fixed: Date | null;
const now = () => fixed ?? new Date(Date.now() + offset);
const advance = (ms: number) => {
  if (fixed) fixed = new Date(fixed.getTime() + ms);
  else offset += ms;
};

const allow: preHandlerAsyncHookHandler = async () => {};

/** The staff's accounts: whom a lead can be assigned to. */
const COLLEAGUES = [STAFF, "alan@northbridge.example"];

async function start({
  preHandler = allow,
  retryMs = 100,
  giveUpMs,
  timeZone = "UTC",
}: {
  preHandler?: preHandlerAsyncHookHandler;
  retryMs?: number;
  giveUpMs?: number;
  timeZone?: string;
} = {}): Promise<LeadInbox> {
  app = Fastify();
  await app.register(formBody);
  await app.register(leadService, {
    dataDir,
    messageIdDomain: "northbridge.example",
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    mail: { transport: smtpTransport(smtp.url), to: FIRM, from: FIRM },
    retryMs,
    ...(giveUpMs === undefined ? {} : { giveUpMs }),
    // Far off: a lead sent within the tests' few seconds was sent because the inbox woke the worker.
    pollMs: 60 * 60_000,
    timeZone: () => timeZone,
    now,
  });
  await app.register(async (staff) => {
    await staff.register(leadInboxRoutes, {
      preHandler,
      who: (request) => String(request.headers["x-staff"] ?? STAFF),
      colleagues: () => COLLEAGUES,
    });
  });
  await app.ready();
  return inbox();
}

function inbox(): LeadInbox {
  if (!app.leadInbox) throw new Error("no inbox");
  return app.leadInbox;
}

/** Stores leads before the server starts (whose worker then sends the pending ones). */
function seed(...leads: ({ name: string; spamReason?: string } & Partial<ContactSubmission>)[]) {
  const store = openLeadStore(dataDir, { messageIdDomain: "northbridge.example" });
  const ids = leads.map(
    ({ spamReason, ...changes }) =>
      store.add({ fields: { ...fields, ...changes }, via: "script", receivedAt: now(), spamReason: spamReason ?? null })
        .lead.id,
  );
  store.close();
  return ids;
}

const post = (url: string, values: Record<string, string> = {}, who = STAFF) =>
  app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", "x-staff": who },
    payload: new URLSearchParams(values).toString(),
  });

const events = (id: number): LeadEvent[] => inbox().get(id)?.events ?? [];
const kinds = (id: number) => events(id).map((event) => event.kind);
const status = (id: number): LeadStatus | undefined => inbox().get(id)?.lead.status;

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** RFC 4180 read back: quoted fields, doubled quotes, CRLF records; each record by its header's names. */
function csvRecords(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? "";
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (!quoted && char === ",") {
      row.push(field);
      field = "";
    } else if (!quoted && char === "\r" && text[i + 1] === "\n") {
      rows.push([...row, field]);
      row = [];
      field = "";
      i += 1;
    } else field += char;
  }
  const [header = [], ...records] = rows;
  return records.map((record) => Object.fromEntries(header.map((name, i) => [name, record[i] ?? ""])));
}

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "lead-inbox-"));
  smtp = await startSmtpTestServer();
  offset = 0;
  fixed = null;
});

afterEach(async () => {
  await app?.close();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a lead's history", () => {
  it("holds its receipt, each failed attempt with the error, and the send with the mail server's answer", async () => {
    await smtp.down();
    await start({ retryMs: 100 });
    const opened = await app.inject({ method: "GET", url: FORM_TOKEN_PATH });
    const token = opened.json<{ formToken: string }>().formToken;
    advance(MIN_FILL_MS);
    const send = (name: string, formToken: string | null) =>
      app.inject({
        method: "POST",
        url: CONTACT_SEND_PATH,
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        payload: new URLSearchParams({
          ...fields,
          name,
          ...(formToken ? { [FORM_TOKEN_FIELD]: formToken } : {}),
        }).toString(),
      });
    expect((await send("Ada Lovelace", token)).statusCode).toBe(200);
    expect((await send("A Bot", null)).statusCode).toBe(200);
    const [lead, spam] = inbox()
      .list({ view: "inbox" })
      .leads.concat(inbox().list({ view: "spam" }).leads);
    if (!lead || !spam) throw new Error("not stored");

    await until(() => kinds(lead.id).includes("send-failed"));
    await smtp.up();
    await until(() => status(lead.id) === "sent");

    const history = events(lead.id);
    expect(history[0]).toMatchObject({ kind: "received", detail: "script", who: null, at: lead.receivedAt });
    const failures = history.filter((event) => event.kind === "send-failed");
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) expect(failure.detail).toMatch(/ECONNREFUSED/);
    expect(history.at(-1)).toMatchObject({ kind: "sent", detail: expect.stringMatching(/^250 /) as unknown });
    expect(kinds(lead.id)).toEqual(["received", ...failures.map(() => "send-failed"), "sent"]);
    // One event per attempt, in time order.
    expect(history.length - 1).toBe(inbox().get(lead.id)?.lead.attempts);
    const times = history.map((event) => event.at);
    expect(times).toEqual([...times].sort());

    expect(spam.spamReason).toBeTruthy();
    expect(events(spam.id)).toEqual([
      expect.objectContaining({ kind: "received", detail: "script" }),
      expect.objectContaining({ kind: "kept-as-spam", detail: spam.spamReason }),
    ]);
  });
});

describe("the list", () => {
  it("pages each view newest first by the time received, 50 a page, and counts each", async () => {
    const day = new Date("2026-11-26T10:00:00.000Z");
    fixed = day;
    const { store } = await start();
    const at = (minutes: number) => new Date(day.getTime() + minutes * 60_000);
    // Stored out of the order received, as the old outbox's import does.
    const order = Array.from({ length: 52 }, (_, i) => (i * 17) % 52);
    for (const minute of order) {
      store.add({ fields: { ...fields, name: `Lead ${minute}` }, via: "script", receivedAt: at(minute) });
    }
    for (const minute of [10, 30, 50]) {
      store.add({
        fields: { ...fields, name: `Spam ${minute}` },
        via: "form",
        receivedAt: at(minute),
        spamReason: "honeypot",
      });
    }
    const byName = (name: string) => store.all().find((lead) => lead.fields.name === name)?.id ?? 0;
    inbox().markHandled(byName("Lead 51"), true, STAFF);
    inbox().markHandled(byName("Lead 0"), true, STAFF);

    expect(inbox().counts()).toEqual({ inbox: 52, new: 50, mine: 0, spam: 3 });
    const first = inbox().list({ view: "inbox" });
    const second = inbox().list({ view: "inbox", page: 2 });
    expect(first).toMatchObject({ view: "inbox", page: 1, pageSize: 50, total: 52, pageCount: 2 });
    expect(first.leads).toHaveLength(50);
    expect(second.leads.map((lead) => lead.fields.name)).toEqual(["Lead 1", "Lead 0"]);
    expect(first.leads.slice(0, 2).map((lead) => lead.fields.name)).toEqual(["Lead 51", "Lead 50"]);
    const received = [...first.leads, ...second.leads].map((lead) => lead.receivedAt);
    expect(received).toEqual([...received].sort().reverse());
    expect(inbox().list({ view: "inbox", page: 3 }).leads).toEqual([]);

    const fresh = inbox().list({ view: "new" });
    expect(fresh).toMatchObject({ total: 50, pageCount: 1 });
    expect(fresh.leads[0]?.fields.name).toBe("Lead 50");
    expect(fresh.leads.at(-1)?.fields.name).toBe("Lead 1");
    expect(
      inbox()
        .list({ view: "spam" })
        .leads.map((lead) => lead.fields.name),
    ).toEqual(["Spam 50", "Spam 30", "Spam 10"]);
    expect(inbox().list({ view: "spam", pageSize: 2, page: 2 })).toMatchObject({ total: 3, pageCount: 2 });
  });
});

describe("the forms", () => {
  it("mark a lead handled with who and when, and new again, each once", async () => {
    fixed = new Date("2026-11-26T10:00:00.000Z");
    const [id = 0] = seed({ name: "Ada Lovelace" });
    await start();
    advance(60_000);

    const handled = await post(`/staff/leads/${id}/handled`, { handled: "1" }, "grace@northbridge.example");
    expect(handled.statusCode).toBe(303);
    expect(handled.headers.location).toBe(`/staff/leads/${id}`);
    expect(handled.headers["cache-control"]).toBe("no-store");
    expect(inbox().get(id)?.lead).toMatchObject({
      handledAt: "2026-11-26T10:01:00.000Z",
      handledBy: "grace@northbridge.example",
    });
    expect(inbox().counts().new).toBe(0);
    // A second press (another tab) changes nothing.
    await post(`/staff/leads/${id}/handled`, { handled: "1" }, "alan@northbridge.example");
    expect(inbox().get(id)?.lead.handledBy).toBe("grace@northbridge.example");

    advance(60_000);
    const undone = await post(`/staff/leads/${id}/handled`, { handled: "0", back: "/staff/leads?view=new&page=2" });
    expect(undone.headers.location).toBe("/staff/leads?view=new&page=2");
    expect(inbox().get(id)?.lead).toMatchObject({ handledAt: null, handledBy: null });
    expect(events(id).slice(1)).toEqual([
      expect.objectContaining({ kind: "handled", at: "2026-11-26T10:01:00.000Z", who: "grace@northbridge.example" }),
      expect.objectContaining({ kind: "not-handled", at: "2026-11-26T10:02:00.000Z", who: STAFF }),
    ]);

    const wrong = await post(`/staff/leads/${id}/handled`, { handled: "yes" });
    expect(wrong.statusCode).toBe(400);
    expect(kinds(id)).toHaveLength(3);
  });

  it("send a lead marked not spam to the mail server at once", async () => {
    const [id = 0] = seed({ name: "Wrongly Judged", spamReason: "too-fast" });
    await start();
    const response = await post(`/staff/leads/${id}/not-spam`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/staff/leads/${id}`);
    // The worker polls hourly here: only the inbox's wake sends it this soon.
    const [mail] = await smtp.waitForMails(1, 3_000);
    expect(mail?.subject).toBe("Discovery call: Wrongly Judged, Analytical Engines");
    await until(() => status(id) === "sent");
    expect(inbox().get(id)?.lead.spamReason).toBeNull();
    expect(events(id)).toEqual([
      expect.objectContaining({ kind: "received" }),
      expect.objectContaining({ kind: "kept-as-spam", detail: "too-fast" }),
      expect.objectContaining({ kind: "not-spam", detail: "too-fast", who: STAFF }),
      expect.objectContaining({ kind: "sent" }),
    ]);
    expect(inbox().counts()).toMatchObject({ spam: 0, inbox: 1 });
  });

  it("retry a failed lead once the mail server is back, and a pending one before its next try", async () => {
    await smtp.down();
    const [failed = 0] = seed({ name: "Gave Up" });
    // A tiny give-up time: the second failed attempt fails the lead for good.
    await start({ retryMs: 50, giveUpMs: 1 });
    await until(() => status(failed) === "failed");
    expect(kinds(failed)).toEqual(["received", "send-failed", "gave-up"]);
    await smtp.up();

    const response = await post(`/staff/leads/${failed}/retry`, { back: "/staff/leads" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/staff/leads");
    await smtp.waitForMails(1, 3_000);
    await until(() => status(failed) === "sent");
    expect(kinds(failed).slice(3)).toEqual(["retry-requested", "sent"]);
    expect(events(failed)[3]?.who).toBe(STAFF);
  });

  it("retry a pending lead at once rather than at its next try", async () => {
    await smtp.down();
    const [id = 0] = seed({ name: "Still Waiting" });
    await start({ retryMs: 60 * 60_000 });
    await until(() => kinds(id).includes("send-failed"));
    await smtp.up();
    expect((await post(`/staff/leads/${id}/retry`)).statusCode).toBe(303);
    const [mail] = await smtp.waitForMails(1, 3_000);
    expect(mail?.subject).toBe("Discovery call: Still Waiting, Analytical Engines");
    await until(() => status(id) === "sent");
    // Sent: nothing more to retry.
    expect((await post(`/staff/leads/${id}/retry`)).statusCode).toBe(303);
    expect(kinds(id)).toEqual(["received", "send-failed", "retry-requested", "sent"]);
  });

  it("answer 404 for a lead that does not exist, and change nothing", async () => {
    const [id = 0] = seed({ name: "Kept Apart", spamReason: "honeypot" });
    await start();
    for (const path_ of [
      "999/handled",
      "999/not-spam",
      "999/retry",
      "999/note",
      "999/assign",
      "abc/retry",
      "0/retry",
      `0${id}/not-spam`,
    ]) {
      const response = await post(`/staff/leads/${path_}`, { handled: "1", note: "x", to: STAFF });
      expect(response.statusCode, path_).toBe(404);
    }
    expect(inbox().get(id)?.lead).toMatchObject({ status: "spam", handledAt: null });
    expect(kinds(id)).toEqual(["received", "kept-as-spam"]);
  });

  it("run the staff area's preHandler first, each of them: refused, nothing changes", async () => {
    await smtp.down();
    const [plain = 0, spam = 0] = seed({ name: "New Lead" }, { name: "Kept Apart", spamReason: "honeypot" });
    const seen: string[] = [];
    await start({
      retryMs: 60 * 60_000,
      preHandler: async (request, reply) => {
        seen.push(request.url);
        return reply.code(403).send("refused");
      },
    });
    await until(() => kinds(plain).includes("send-failed"));
    await smtp.up();
    const before = [inbox().get(plain), inbox().get(spam)];

    const urls = [
      `/staff/leads/${plain}/handled`,
      `/staff/leads/${spam}/not-spam`,
      `/staff/leads/${plain}/retry`,
      `/staff/leads/${plain}/note`,
      `/staff/leads/${plain}/assign`,
    ];
    for (const url of urls) {
      expect((await post(url, { handled: "1", note: "x", to: STAFF })).statusCode).toBe(403);
    }
    expect(seen).toEqual(urls);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([inbox().get(plain), inbox().get(spam)]).toEqual(before);
    expect(smtp.mails).toHaveLength(0);
  });

  it("add an internal note as written, with who and when, and refuse an empty or overlong one", async () => {
    fixed = new Date("2026-11-26T10:00:00.000Z");
    const [id = 0] = seed({ name: "Ada Lovelace" });
    await start();
    const note = 'Called her back.\r\n\r\nShe wants <b>two</b> dates & a "rough" budget.  ';
    const added = await post(`/staff/leads/${id}/note`, { note }, "alan@northbridge.example");
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe(`/staff/leads/${id}`);
    expect(events(id).at(-1)).toMatchObject({
      kind: "note",
      detail: 'Called her back.\n\nShe wants <b>two</b> dates & a "rough" budget.',
      who: "alan@northbridge.example",
      at: "2026-11-26T10:00:00.000Z",
    });
    const wrongs: Record<string, string>[] = [{}, { note: "  \n " }, { note: "x".repeat(NOTE_MAX_LENGTH + 1) }];
    for (const wrong of wrongs) {
      const refused = await post(`/staff/leads/${id}/note`, wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toMatch(/^The note is (empty|longer than 4000 characters)/);
    }
    expect(kinds(id)).toEqual(["received", "note"]);
  });

  it("assign a lead to a staff member with an account, or to nobody, each change in the history", async () => {
    const [id = 0] = seed({ name: "Ada Lovelace" });
    await start();
    expect((await post(`/staff/leads/${id}/assign`, { to: STAFF })).statusCode).toBe(303);
    expect(inbox().get(id)?.lead.assignedTo).toBe(STAFF);
    expect(inbox().counts(STAFF).mine).toBe(1);
    expect(
      inbox()
        .list({ view: "mine", me: STAFF })
        .leads.map((lead) => lead.id),
    ).toEqual([id]);
    expect(inbox().list({ view: "mine", me: "alan@northbridge.example" }).leads).toEqual([]);

    for (const to of ["stranger@evil.example", "GRACE@northbridge.example"]) {
      const refused = await post(`/staff/leads/${id}/assign`, { to });
      expect(refused.statusCode, to).toBe(400);
      expect(refused.body).toBe(`${to} has no staff account here.`);
    }
    expect((await post(`/staff/leads/${id}/assign`, {})).statusCode).toBe(400);

    await post(`/staff/leads/${id}/assign`, { to: "alan@northbridge.example" });
    await post(`/staff/leads/${id}/assign`, { to: "" }, "alan@northbridge.example");
    expect(inbox().get(id)?.lead.assignedTo).toBeNull();
    expect(events(id).slice(1)).toEqual([
      expect.objectContaining({ kind: "assigned", detail: STAFF, who: STAFF }),
      expect.objectContaining({ kind: "assigned", detail: "alan@northbridge.example", who: STAFF }),
      expect.objectContaining({
        kind: "unassigned",
        detail: "alan@northbridge.example",
        who: "alan@northbridge.example",
      }),
    ]);
  });

  it("go back only to a page of the inbox on this site", () => {
    const lead = "/staff/leads/7";
    expect(backTo("/staff/leads?view=spam&page=3", lead)).toBe("/staff/leads?view=spam&page=3");
    expect(backTo("/staff/leads/8", lead)).toBe("/staff/leads/8");
    for (const back of [
      undefined,
      "",
      "//evil.example/staff/leads",
      "https://evil.example/staff/leads",
      "/\\evil.example/staff/leads",
      "/staff/leads/../../admin",
      "/staff/leadsx",
      "/staff/leads\r\nSet-Cookie: x",
      "/staff/editor",
    ]) {
      expect(backTo(back, lead), String(back)).toBe(lead);
    }
  });
});

describe("the CSV export", () => {
  it("holds the rows of the view, oldest first, as npm run leads exports them plus who handled each", async () => {
    fixed = new Date("2026-11-26T10:00:00.000Z");
    const [quoted = 0, formula = 0, spam = 0] = seed(
      { name: 'Ada "The Countess" Lovelace' },
      { name: '=HYPERLINK("https://evil.example","Click")' },
      { name: "A Bot", spamReason: "honeypot" },
    );
    await start();
    inbox().markHandled(formula, true, STAFF);

    const response = await app.inject({ method: "GET", url: "/staff/leads.csv" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="leads-2026-11-26.csv"');
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body.startsWith("\uFEFF")).toBe(true);
    const records = csvRecords(response.body.slice(1));
    expect(records.map((record) => record["Lead"])).toEqual([String(quoted), String(formula)]);
    const labels = readContactPage().form.fields;
    expect(records[0]).toMatchObject({
      [labels.name.label]: 'Ada "The Countess" Lovelace',
      "Handled (UTC)": "",
      "Handled by": "",
    });
    expect(records[1]).toMatchObject({
      [labels.name.label]: '\'=HYPERLINK("https://evil.example","Click")',
      [labels.serviceInterest.label]: "Immersive Experiences",
      "Handled (UTC)": "2026-11-26 10:00",
      "Handled by": STAFF,
    });

    // The terminal's export is the same file, in the zone its content names (the server's would be the machine's).
    const content = contentCopy();
    appendFileSync(path.join(content, "site.yaml"), "timeZone: UTC\n");
    let cli = "";
    runLeadsCommand(["export", "--csv"], {
      env: { DATA_DIR: dataDir, CONTENT_DIR: content },
      out: (text) => (cli += text),
    });
    const cliRecords = csvRecords(cli.slice(1));
    for (const record of records) expect(cliRecords.find((row) => row["Lead"] === record["Lead"])).toEqual(record);

    const spamCsv = await app.inject({ method: "GET", url: "/staff/leads.csv?view=spam" });
    expect(csvRecords(spamCsv.body.slice(1)).map((record) => [record["Lead"], record["Why it is spam"]])).toEqual([
      [String(spam), "honeypot"],
    ]);
    expect((await app.inject({ method: "GET", url: "/staff/leads.csv?view=everything" })).statusCode).toBe(400);
  });
});

describe("the CSV export of a search", () => {
  it("takes the list's search, filters and view, and shows times on the firm's clock under the zone's name", async () => {
    fixed = new Date("2026-11-28T03:30:00.000Z");
    const [coast = 0, museum = 0] = seed(
      { name: "Priya Raman", challenge: "A shared plan for coastal resilience.", timeline: "quarter" },
      { name: "Zoe Martin", challenge: "An exhibition on coastal history.", timeline: "month" },
      { name: "Sam Okafor", challenge: "Our board disagrees.", timeline: "quarter" },
    );
    await start({ timeZone: "America/Chicago" });
    inbox().markHandled(coast, true, STAFF);
    inbox().assign(museum, STAFF, STAFF);

    const csvOf = async (query: string) => {
      const response = await app.inject({ method: "GET", url: `/staff/leads.csv?${query}` });
      expect(response.statusCode, query).toBe(200);
      return csvRecords(response.body.slice(1));
    };
    const name = readContactPage().form.fields.name.label;
    const names = (records: Record<string, string>[]) => records.map((record) => record[name]);
    expect(names(await csvOf("q=coastal"))).toEqual(["Priya Raman", "Zoe Martin"]);
    expect(names(await csvOf("q=coastal&timeline=quarter"))).toEqual(["Priya Raman"]);
    expect(names(await csvOf("view=new&q=coastal"))).toEqual(["Zoe Martin"]);
    expect(names(await csvOf("view=mine"))).toEqual(["Zoe Martin"]);
    expect(names(await csvOf("q=%22coastal%20*"))).toEqual(["Priya Raman", "Zoe Martin"]);
    // 03:30 UTC on the 28th is the evening of the 27th in Chicago.
    expect(names(await csvOf("from=2026-11-27&to=2026-11-27"))).toHaveLength(3);
    expect(names(await csvOf("from=2026-11-28"))).toEqual([]);

    const [priya] = await csvOf("q=priya");
    expect(priya).toMatchObject({
      "Received (America/Chicago)": "2026-11-27 21:30",
      "Handled (America/Chicago)": "2026-11-27 21:30",
      "Assigned to": "",
    });
    expect(Object.keys(priya ?? {}).filter((column) => column.includes("UTC"))).toEqual([]);
    expect((await csvOf("q=zoe"))[0]?.["Assigned to"]).toBe(STAFF);
    const response = await app.inject({ method: "GET", url: "/staff/leads.csv" });
    expect(response.headers["content-disposition"]).toBe('attachment; filename="leads-2026-11-27.csv"');

    // The terminal's export reads the zone from the content the server reads (CONTENT_DIR).
    const content = contentCopy();
    appendFileSync(path.join(content, "site.yaml"), "timeZone: America/Chicago\n");
    let cli = "";
    runLeadsCommand(["export", "--csv"], {
      env: { DATA_DIR: dataDir, CONTENT_DIR: content },
      out: (text) => (cli += text),
    });
    expect(csvRecords(cli.slice(1)).find((record) => record[name] === "Priya Raman")).toMatchObject({
      "Received (America/Chicago)": "2026-11-27 21:30",
    });
  });
});

describe("the inbox on the server", () => {
  it("reaches every plugin registered after the lead service, and the routes refuse to start without it", async () => {
    app = Fastify();
    await app.register(formBody);
    await app.register(leadService, { dataDir, messageIdDomain: "northbridge.example" });
    let seen: LeadInbox | undefined;
    await app.register(async (later) => {
      seen = later.leadInbox;
    });
    await app.ready();
    expect(seen).toBeDefined();
    expect(seen).toBe(app.leadInbox);
    // No mail server: stored, not emailed, and the pages can say so.
    expect(seen?.emails).toBe(false);

    const alone = Fastify();
    await alone.register(formBody);
    await expect(
      alone.register(leadInboxRoutes, { preHandler: allow, who: () => STAFF, colleagues: () => [] }),
    ).rejects.toThrow(/register leadService/);
    await alone.close();
  });
});
