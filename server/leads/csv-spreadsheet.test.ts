// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { readContactPage } from "~/content/content-files";
import { makeFields } from "~/test/lead-factory";
import { runLeadsCommand } from "./cli";
import { toCsv } from "./csv";
import { openLeadStore } from "./store";

/*
 * The export opened in a real spreadsheet: LibreOffice Calc (Debian's libreoffice-calc-nogui, which .ci/run
 * installs) imports the CSV with formula evaluation on, the riskiest setting, and saves it as flat XML, where
 * each cell says whether it is text or a formula.
 */

const soffice = process.env.SOFFICE_PATH ?? "/usr/bin/soffice";
let dir: string;

/** Each cell of the first sheet as Calc read it: its text, and its formula if it became one. */
function cellsOf(csv: string): { text: string; formula: string | null }[][] {
  const file = path.join(dir, `sheet-${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(file, csv);
  // Comma, double quote, UTF-8 (76), from line 1, ..., evaluate formulas (the 11th token) on.
  execFileSync(
    soffice,
    [
      `-env:UserInstallation=file://${path.join(dir, "profile")}`,
      "--headless",
      "--infilter=CSV:44,34,76,1,,1033,false,false,false,false,true",
      "--convert-to",
      "fods",
      "--outdir",
      dir,
      file,
    ],
    { stdio: "ignore", timeout: 60_000 },
  );
  const xml = readFileSync(file.replace(/\.csv$/, ".fods"), "utf8");
  const unescape = (text: string) =>
    text
      .replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  // An empty cell is written <table:table-cell/>, and a run of empty ones as one cell with a count.
  return [...xml.matchAll(/<table:table-row[^>]*>([\s\S]*?)<\/table:table-row>/g)].map(([, row = ""]) =>
    [...row.matchAll(/<table:table-cell([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)].flatMap(
      ([, attributes = "", body = ""]) => {
        const repeated = Number(/table:number-columns-repeated="(\d+)"/.exec(attributes)?.[1] ?? 1);
        const cell = {
          text: unescape(body.replace(/<[^>]+>/g, "").trim()),
          formula: /table:formula="([^"]*)"/.exec(attributes)?.[1] ?? null,
        };
        return Array.from({ length: repeated }, () => cell);
      },
    ),
  );
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "leads-csv-"));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

it(
  'a lead whose company is =HYPERLINK("x") opens in a spreadsheet as text, never as a formula',
  { timeout: 120_000 },
  () => {
    const dataDir = path.join(dir, "data");
    const store = openLeadStore(dataDir, { messageIdDomain: "northbridge.example" });
    store.add({
      fields: makeFields({ company: '=HYPERLINK("x")', title: "@SUM(1+1)", challenge: "+1 then -1" }),
      via: "script",
      receivedAt: new Date("2026-11-20T09:30:00Z"),
    });
    store.close();
    let csv = "";
    expect(runLeadsCommand(["export", "--csv"], { env: { DATA_DIR: dataDir }, out: (text) => (csv += text) })).toBe(0);

    const [header = [], lead = []] = cellsOf(csv);
    const column = (name: string) => lead[header.findIndex((cell) => cell.text === name)];
    expect(header[0]?.text).toBe("Lead");
    const labels = readContactPage().form.fields;
    for (const field of ["company", "title", "challenge"] as const) {
      expect(column(labels[field].label)?.formula, field).toBeNull();
    }
    expect(column(labels.company.label)?.text).toBe(`'=HYPERLINK("x")`);
    expect(column(labels.name.label)?.text).toBe("Ada Lovelace");

    // The same spreadsheet runs a formula the export did not guard: the check above can fail.
    const [, unguarded = []] = cellsOf(`"Company"\r\n"=1+1"\r\n`);
    expect(unguarded[0]?.formula).toBe("of:=1+1");
    expect(toCsv(["Company"], [["=1+1"]])).toContain(`"'=1+1"`);
  },
);
