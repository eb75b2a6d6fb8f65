import { readLeads } from "../../server/leads/store";
import type { Lead } from "~/staff/leads";

/** The leads the server under test stored for `email`, oldest first (read beside it, as `npm run leads` does). */
export function leadsFor(email: string): Pick<Lead, "status" | "spamReason" | "via" | "fields">[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is set by playwright.config.ts");
  return readLeads(dataDir)
    .filter((lead) => lead.fields.email === email)
    .map(({ status, spamReason, via, fields }) => ({ status, spamReason, via, fields }));
}
