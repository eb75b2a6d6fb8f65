import { openLeadStore, type Lead } from "../../server/leads/store";

/** The leads the server under test stored for `email`, oldest first (read beside it, as `npm run leads` does). */
export function leadsFor(email: string): Pick<Lead, "status" | "spamReason" | "via" | "fields">[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is set by playwright.config.ts");
  const store = openLeadStore(dataDir, { messageIdDomain: "e2e.example" });
  try {
    return store
      .all()
      .filter((lead) => lead.fields.email === email)
      .map(({ status, spamReason, via, fields }) => ({ status, spamReason, via, fields }));
  } finally {
    store.close();
  }
}
