import { existsSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { leadsOnServer, site } from "~/content/site";

/*
 * Where a build's leads go is fixed when it is built: without an EmailJS public key the form's script posts to the
 * site itself and `npm start` takes the lead (server/leads/); with one, the browser sends through EmailJS. The
 * build records its choice and its recipient here, so `npm start` follows the build, not the environment it starts in.
 */

const MODE_FILE = "lead-service.json";

export type LeadMode = { leadsOnServer: boolean; recipient: string };

/** Called by the build (site-integration.ts) with its own environment. */
export async function writeLeadMode(buildDir: string, publicKey: string): Promise<void> {
  const mode: LeadMode = { leadsOnServer: leadsOnServer(publicKey), recipient: site.emailjs.recipient };
  await writeFile(path.join(buildDir, MODE_FILE), `${JSON.stringify(mode)}\n`);
}

/** The build's choice, or null for a build that records none (it never takes leads). */
export function readLeadMode(buildDir: string): LeadMode | null {
  const file = path.join(buildDir, MODE_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as LeadMode) : null;
}
