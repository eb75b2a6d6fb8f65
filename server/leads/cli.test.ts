// @vitest-environment node
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readContactPage } from "~/content/content-files";
import { STATUS_WORDS } from "~/staff/leads";
import { contentCopy } from "~/test/content-copy";
import { makeFields } from "~/test/lead-factory";
import { runLeadsCommand } from "./cli";
import { csvField, toCsv } from "./csv";
import { openLeadStore, type LeadStore } from "./store";

const fields = makeFields({
  serviceInterest: "catalytic-communications",
  timeline: "quarter",
  challenge: 'Partners disagree, and "quickly" matters.\nA second line.',
});

let dataDir: string;
let store: LeadStore;

/** The command, with the environment's CONTENT_DIR when `content` is given. */
function runIn(content: string | null, ...argv: string[]) {
  let out = "";
  let err = "";
  const code = runLeadsCommand(argv, {
    env: { DATA_DIR: dataDir, ...(content ? { CONTENT_DIR: content } : {}) },
    out: (text) => (out += text),
    err: (text) => (err += text),
  });
  return { code, out, err };
}

const run = (...argv: string[]) => runIn(null, ...argv);

/** RFC 4180 read back: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ",") {
      row.push(field);
      field = "";
    } else if (!quoted && char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 1;
    } else {
      field += char;
    }
  }
  return rows;
}

/** The store's files as bytes: the database and its write-ahead log. */
const onDisk = () =>
  Buffer.concat(
    ["leads.db", "leads.db-wal"]
      .map((file) => path.join(dataDir, file))
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file)),
  );

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "leads-cli-"));
  store = openLeadStore(dataDir, { messageIdDomain: "northbridge.example" });
});

afterEach(() => {
  store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run leads", () => {
  it("lists the newest leads with the counts by status", () => {
    store.add({ fields, via: "script", receivedAt: new Date("2026-11-20T09:30:00Z") });
    store.add({
      fields: { ...fields, name: "Grace Hopper" },
      via: "form",
      receivedAt: new Date("2026-11-21T10:00:00Z"),
    });
    store.add({ fields: { ...fields, name: "Bot" }, via: "script", receivedAt: new Date(), spamReason: "no-token" });
    const { code, out } = run("list");
    expect(code).toBe(0);
    const lines = out.trim().split("\n");
    expect(lines[0]).toBe(`3 leads in ${path.join(dataDir, "leads.db")}: 2 pending, 0 sent, 0 failed, 1 spam`);
    expect(lines.slice(2).map((line) => line.split(/\s{2,}/).slice(0, 4))).toEqual([
      ["#3", expect.any(String), "spam", "Bot"],
      ["#2", "2026-11-21 10:00", "pending", "Grace Hopper"],
      ["#1", "2026-11-20 09:30", "pending", "Ada Lovelace"],
    ]);
    expect(run("list", "--status", "spam").out.trim().split("\n").slice(2)).toHaveLength(1);
  });

  it("shows one lead whole, options by their labels", () => {
    const { lead } = store.add({ fields, via: "form", receivedAt: new Date("2026-11-20T09:30:00Z") });
    const { code, out } = run("show", String(lead.id));
    expect(code).toBe(0);
    expect(out).toContain("Lead #1");
    expect(out).toContain("Service Interest: Catalytic Communications");
    expect(out).toContain("Timeline: Within 3 months");
    expect(out).toContain("  A second line.");
    expect(out).toContain(`Message-ID: ${lead.messageId}`);
    expect(run("show", "99")).toMatchObject({ code: 1, err: "There is no lead #99.\n" });
  });

  it("queues a failed lead again, and one kept as spam, but never one already sent", () => {
    const failed = store.add({ fields, via: "script", receivedAt: new Date() }).lead;
    store.markFailed(failed.id, "535 authentication failed");
    const spam = store.add({ fields, via: "script", receivedAt: new Date(), spamReason: "too-fast" }).lead;
    const sent = store.add({ fields: { ...fields, name: "Sent" }, via: "script", receivedAt: new Date() }).lead;
    store.markSent(sent.id, new Date(), "250 OK");

    expect(run("retry", String(failed.id)).code).toBe(0);
    expect(run("retry", String(spam.id)).out).toContain(`Lead #${spam.id} is queued, but SMTP_URL is not set`);
    expect(store.get(failed.id)).toMatchObject({ status: "pending", firstAttemptAt: null });
    expect(store.get(spam.id)).toMatchObject({ status: "pending", spamReason: null });
    expect(run("retry", String(sent.id))).toMatchObject({ code: 1 });
    expect(store.get(sent.id)?.status).toBe("sent");
  });

  it("exports every lead as RFC 4180 CSV, oldest first, a formula in any field opening as text", () => {
    store.add({ fields, via: "script", receivedAt: new Date("2026-11-20T09:30:00Z") });
    store.add({
      fields: { ...fields, name: "@SUM(1+1)", company: '=HYPERLINK("x")', title: "+1 555", message: "-2+3" },
      via: "form",
      receivedAt: new Date("2026-11-21T09:30:00Z"),
    });
    // The firm's zone, from the content the server reads.
    const content = contentCopy();
    appendFileSync(path.join(content, "site.yaml"), "timeZone: America/Chicago\n");
    const { code, out } = runIn(content, "export", "--csv");
    expect(code).toBe(0);
    expect(out.startsWith("\uFEFF")).toBe(true);
    expect(out.endsWith("\r\n")).toBe(true);
    const [header = [], ...rows] = parseCsv(out.slice(1));
    const records = rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
    expect(records.map((record) => record["Lead"])).toEqual(["1", "2"]);
    // Each field under its label on the form, the status in the staff pages' words, times to the minute.
    const labels = readContactPage().form.fields;
    expect(records[0]).toMatchObject({
      "Received (America/Chicago)": "2026-11-20 03:30",
      Status: STATUS_WORDS.pending,
      [labels.name.label]: "Ada Lovelace",
      [labels.email.label]: "ada@example.org",
      [labels.company.label]: "Analytical Engines",
      [labels.title.label]: "",
      [labels.serviceInterest.label]: "Catalytic Communications",
      [labels.timeline.label]: "Within 3 months",
      [labels.challenge.label]: fields.challenge,
      "Came in through": "the website's form",
    });
    expect(records[1]).toMatchObject({
      [labels.name.label]: "'@SUM(1+1)",
      [labels.company.label]: `'=HYPERLINK("x")`,
      [labels.title.label]: "'+1 555",
      [labels.message.label]: "'-2+3",
    });
  });

  it("deletes a lead for good when its sender asks, overwriting its text on disk", () => {
    const kept = store.add({ fields, via: "script", receivedAt: new Date() }).lead;
    const asked = store.add({
      fields: { ...fields, name: "Please Forget Me" },
      via: "script",
      receivedAt: new Date(),
    }).lead;
    const { code, out } = run("delete", String(asked.id));
    expect(code).toBe(0);
    expect(out).toContain(`Lead #${asked.id} is deleted`);
    expect(store.all().map((lead) => lead.id)).toEqual([kept.id]);
    expect(run("delete", String(asked.id))).toMatchObject({ code: 1, err: `There is no lead #${asked.id}.\n` });
    // secure_delete: the name is gone from the files themselves, not only from the table.
    expect(onDisk().includes("Please Forget Me")).toBe(false);
    expect(onDisk().includes(kept.fields.name)).toBe(true);
  });

  it("refuses a wrong command or option in plain words", () => {
    expect(run("export").err).toContain("export writes CSV");
    expect(run("list", "--status", "lost").err).toContain("--status must be one of pending, sent, failed, spam");
    expect(run("show").err).toContain("show needs a lead's number");
    expect(run("purge", "1")).toMatchObject({ code: 2 });
  });

  it("runs as `npm run leads` (tsx), beside a server that has the store open", () => {
    store.add({ fields, via: "script", receivedAt: new Date() });
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/leads/cli.ts", "list"], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("1 leads in");
    expect(result.status).toBe(0);
  });
});

describe("CSV fields", () => {
  it.each([
    ["=1+1", `"'=1+1"`],
    ["+1", `"'+1"`],
    ["-1", `"'-1"`],
    ["@A1", `"'@A1"`],
    ["\tx", `"'\tx"`],
    ["\rx", `"'\rx"`],
    ['say "hi"', `"say ""hi"""`],
    ["a,b\nc", `"a,b\nc"`],
    [null, `""`],
  ])("%j → %s", (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it("joins records with CRLF after a byte-order mark", () => {
    expect(toCsv(["a"], [["1"], ["2"]])).toBe('\uFEFF"a"\r\n"1"\r\n"2"\r\n');
  });
});
