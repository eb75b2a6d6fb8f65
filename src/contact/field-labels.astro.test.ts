import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { leadsCsv } from "../../server/leads/inbox";
import { notificationFor } from "../../server/leads/notification";
import {
  CONTACT_FIELDS,
  FIELD_ORDER,
  fieldId,
  type FieldDescription,
  type FieldLabels,
} from "~/contact/contact-fields";
import { readContactPage } from "~/content/content-files";
import { contactFormCopy, type ContactPage } from "~/content/pages.schema";
import { contactPageFields } from "~/editor/contact-fields";
import { ContactForm } from "~/islands/contact-form/contact-form";
import { mailBody } from "~/islands/contact-form/mail-fallback";
import { POST_ACTION } from "~/islands/contact-form/native-action";
import LeadPage from "~/pages/staff/leads/[id].astro";
import { renderAstro } from "~/test/astro";
import { makeCompleteFields, makeLead } from "~/test/lead-factory";
import { makeInbox, makeStaffArea } from "~/test/staff-area";
import { pageWith } from "~/test/widget-script";

/*
 * A field's label is the firm's, written once in the editor (content/pages/contact.yaml): the form, the staff's lead
 * page, the email, the CSV and the mailto fallback each show it. Here the firm has reworded every label; each place is
 * read as a person reads it, and must list exactly those labels, in the form's order.
 */

/** The contact page as the firm left it after rewording every field's label in the editor. */
function reworded(): ContactPage {
  const page = readContactPage();
  for (const field of FIELD_ORDER) page.form.fields[field].label = `${page.form.fields[field].label} (reworded)`;
  return page;
}

const page = reworded();
const labels: FieldLabels = page.form.fields;
const expected = FIELD_ORDER.map((field) => labels[field].label);
/** Every field filled in, so none is left out of a copy that skips empty fields (the mailto fallback). */
const lead = makeLead({ id: 7, fields: makeCompleteFields() });

/** The lead's page as a signed-in staff member gets it, from the version whose contact page is `page`. */
async function leadPage(): Promise<Document> {
  const staffArea = makeStaffArea({
    inbox: makeInbox({ get: (id) => (id === lead.id ? { lead, events: [], deliveries: [] } : undefined) }),
  });
  const siteContent = { contactPage: page } as App.Locals["siteContent"];
  const html = await renderAstro(LeadPage, { locals: { staffArea, siteContent }, params: { id: String(lead.id) } });
  return pageWith(html).document;
}

/** The text before the first ":" of each line that is one of the fields' (the rest of the email has its own lines). */
const labelledLines = (text: string) =>
  text
    .split("\n")
    .map((line) => /^(.+?):/.exec(line)?.[1])
    .filter((label) => label !== undefined && expected.includes(label));

describe("every field shows the firm's label", () => {
  it("on the form, as each control's label", () => {
    const html = renderToString(createElement(ContactForm, { copy: contactFormCopy(page), nativeAction: POST_ACTION }));
    const { document } = pageWith(html);
    const shown = FIELD_ORDER.map((field) => {
      const label = document.querySelector(`label[for="${fieldId(field)}"]`);
      // The required fields' asterisk is hidden from assistive technology: not part of the label's words.
      label?.querySelector("[aria-hidden=true]")?.remove();
      return label?.textContent;
    });
    expect(shown).toEqual(expected);
  });

  it("in the editor, as a label of each field the firm fills in", () => {
    const editorFields = contactPageFields.form.fields.fields.fields as Record<string, { fields?: object }>;
    expect(Object.keys(editorFields).filter((field) => field !== "honeypot")).toEqual(FIELD_ORDER);
    for (const field of FIELD_ORDER) expect(editorFields[field]?.fields).toHaveProperty("label");
  });

  it("on the staff's lead page, as each term of the lead's details", async () => {
    const terms = [...(await leadPage()).querySelectorAll("dt")].map((term) => term.textContent.trim());
    expect(terms).toEqual(expected);
  });

  it("in the firm's email, as each line's and each row's label", () => {
    const email = notificationFor(lead, { to: "leads@firm.example", from: "site@firm.example", labels });
    expect(labelledLines(String(email.text))).toEqual(expected);
    const { document } = pageWith(String(email.html));
    const rows = [...document.querySelectorAll("th")].map((cell) => cell.textContent);
    expect(rows.filter((label) => expected.includes(label))).toEqual(expected);
  });

  it("in the CSV, as the header of each field's column", () => {
    const [header = ""] = leadsCsv([lead], { labels }).slice(1).split("\r\n");
    const columns = header.split('","').map((cell) => cell.replace(/^"|"$/g, ""));
    expect(columns.filter((column) => expected.includes(column))).toEqual(expected);
  });

  it("in the email a visitor's mail program opens after a failed send", () => {
    expect(labelledLines(mailBody(lead.fields, labels))).toEqual(expected);
  });
});

describe("a chosen option shows by its label", () => {
  const chosen = FIELD_ORDER.flatMap((field) => {
    const described: FieldDescription = CONTACT_FIELDS[field];
    if (described.kind !== "select") return [];
    const option = described.options.find(({ value }) => value === lead.fields[field]);
    return option ? [{ label: labels[field].label, option }] : [];
  });

  it("on the lead page, in the email, the CSV and the mailto fallback", async () => {
    expect(chosen.length).toBeGreaterThan(0);
    const email = String(notificationFor(lead, { to: "leads@firm.example", from: "site@firm.example", labels }).text);
    const csv = leadsCsv([lead], { labels });
    const mailto = mailBody(lead.fields, labels);
    const details = [...(await leadPage()).querySelectorAll("dd")].map((detail) => detail.textContent.trim());
    for (const { label, option } of chosen) {
      expect(details).toContain(option.label);
      expect(email).toContain(`${label}: ${option.label}`);
      expect(mailto).toContain(`${label}: ${option.label}`);
      expect(csv).toContain(`"${option.label}"`);
      expect(csv).not.toContain(`"${option.value}"`);
    }
  });
});
