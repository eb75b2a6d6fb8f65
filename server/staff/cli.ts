import "../load-env";
import { text } from "node:stream/consumers";
import { parseArgs } from "node:util";
import { z } from "zod";
import { hashPassword, passwordProblem } from "./password";
import { isStaffRole, STAFF_ROLES, type StaffRole } from "~/staff/staff-pages";
import { OWNER_NEEDS_PASSKEY, PASSWORD_LINK_MS, openStaffStore, type StaffAccount } from "./store";
import { staffSiteUrl } from "./staff-mail";
import { shortTime, table } from "../terminal";
import { commandConfig } from "../config";

/*
 * `npm run staff`: the firm's staff accounts, from the server's terminal (docs/staff.md). There is no sign-up
 * page: the first account (an owner) is made here; after that an owner invites colleagues from the staff area
 * (/staff/accounts), and these commands remain for whoever has the server's terminal. Like `npm start`, it reads
 * .env and DATA_DIR, PORT and SITE_URL (server/config.ts), and every command says which staff.db it used.
 *
 *   npm run staff -- add <email> [--role owner|editor]   prints a one-time link to set the password; without
 *                                                         --role, an owner if there is none yet, else an editor
 *   npm run staff -- add <email> --password-stdin        sets the password read from stdin (scripts, tests)
 *   npm run staff -- link <email>                        a new link, for a forgotten password
 *   npm run staff -- role <email> owner|editor
 *   npm run staff -- list                                also says whether owners must use a passkey
 *   npm run staff -- remove <email>                      also signs the person out everywhere
 *   npm run staff -- passkeys required|optional          whether owners must sign in with a passkey: `optional` is
 *                                                         the way back in when every owner has lost their device
 */

const USAGE = `Usage:
  npm run staff -- add <email> [--role owner|editor] [--password-stdin]
  npm run staff -- link <email>
  npm run staff -- role <email> owner|editor
  npm run staff -- list
  npm run staff -- remove <email>
  npm run staff -- passkeys required|optional

The first account added is an owner: owners invite and remove colleagues in the staff area (/staff/accounts).
"passkeys optional" lets owners sign in with their password again, when every owner has lost their passkey.`;

const COMMANDS = ["add", "link", "role", "list", "remove", "passkeys"];
const PASSKEY_SETTINGS = ["required", "optional"];
const LINK_HOURS = PASSWORD_LINK_MS / (60 * 60_000);
const LAST_OWNER = (email: string) =>
  `${email} is the only owner: the site needs one to manage accounts. Make someone else an owner first: npm run staff -- role other@example.org owner\n`;

const NO_PASSKEY = (email: string) =>
  `Owners must sign in with a passkey, and ${email} has none yet: they add one under Your passkeys (signed in as an editor), then make them an owner. Or stop requiring passkeys: npm run staff -- passkeys optional\n`;
const REQUIRED_WORDS = (required: boolean) =>
  required
    ? "Owners must sign in with a passkey (npm run staff -- passkeys optional lets them use their password again)."
    : "Owners may sign in with a password or a passkey.";

function stateOf(account: StaffAccount): string {
  if (account.disabledAt) return `removed ${shortTime(account.disabledAt)}`;
  if (!account.passwordHash) return "no password yet";
  return account.activeSessions > 0 ? `signed in (${account.activeSessions})` : "active";
}

export type StaffCommandIo = {
  env?: NodeJS.ProcessEnv;
  out?: (text: string) => unknown;
  err?: (text: string) => unknown;
  /** The whole of stdin, for --password-stdin. */
  readStdin?: () => Promise<string>;
  now?: () => Date;
};

/** Runs one command; resolves to the exit code (0 done, 1 refused, 2 not understood). */
export async function runStaffCommand(
  argv: string[],
  {
    env = process.env,
    out = (output: string): unknown => process.stdout.write(output),
    err = (output: string): unknown => process.stderr.write(output),
    readStdin = () => text(process.stdin),
    now = () => new Date(),
  }: StaffCommandIo = {},
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { "password-stdin": { type: "boolean" }, role: { type: "string" } },
    });
  } catch (error) {
    err(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const [command, email = "", ...extra] = parsed.positionals;
  const passwordFromStdin = parsed.values["password-stdin"] === true;
  const roleGiven = command === "role" ? extra.shift() : parsed.values.role;
  if (!command || !COMMANDS.includes(command) || extra.length > 0) {
    err(`${USAGE}\n`);
    return command ? 2 : 0;
  }
  if (command === "passkeys" && !PASSKEY_SETTINGS.includes(email)) {
    err("Say whether owners must sign in with a passkey: npm run staff -- passkeys required (or optional)\n");
    return 2;
  }
  if (command !== "list" && !email) {
    err(`${command} needs the person's email address: npm run staff -- ${command} name@example.org\n`);
    return 2;
  }
  if (command === "add" && !z.email().safeParse(email.trim()).success) {
    err(`"${email}" is not an email address.\n`);
    return 2;
  }
  if (passwordFromStdin && command !== "add") {
    err("--password-stdin goes with add only.\n");
    return 2;
  }
  if (parsed.values.role !== undefined && command !== "add") {
    err(`--role goes with add only; to change a role: npm run staff -- role ${email || "name@example.org"} owner\n`);
    return 2;
  }
  if ((command === "role" || roleGiven !== undefined) && !isStaffRole(roleGiven)) {
    err(
      `The role is ${STAFF_ROLES.join(" or ")}: npm run staff -- ${command} ${email} ${command === "role" ? "" : "--role "}editor\n`,
    );
    return 2;
  }
  const role = roleGiven as StaffRole | undefined;

  let password = "";
  if (passwordFromStdin) {
    // One line, as `echo` or a file gives it: the line break is not part of the password.
    password = (await readStdin()).replace(/\r?\n$/, "");
    const problem = passwordProblem(password);
    if (problem) {
      err(`The password on stdin cannot be used. ${problem}\n`);
      return 1;
    }
  }

  const config = commandConfig(env, err);
  if (!config) return 1;
  const site = staffSiteUrl(config);
  // A link to the developer's own machine is right only there: say where it came from.
  const linkLine = (token: string) =>
    `${site}/staff/set-password?token=${token}\n${config.siteUrl ? "" : `(SITE_URL is not set, so the link names this machine's port ${config.port}: set SITE_URL in .env to the address staff use.)\n`}`;
  const store = openStaffStore(config.dataDir);
  // The first thing every command says: which accounts it read or changed (DATA_DIR).
  out(`Staff accounts: ${store.file}\n`);
  try {
    const account = command === "list" || command === "passkeys" ? undefined : store.find(email);
    const noAccount = () => {
      err(`There is no account for ${email.trim()} in ${store.file}. Add one: npm run staff -- add ${email.trim()}\n`);
      return 1;
    };
    switch (command) {
      case "add": {
        if (account && !account.disabledAt) {
          err(
            `${account.email} already has an account. For a new set-password link: npm run staff -- link ${account.email}\n`,
          );
          return 1;
        }
        const passwordHash = passwordFromStdin ? await hashPassword(password) : null;
        let result;
        try {
          result = store.add(email, now(), role);
        } catch (error) {
          if ((error as Error).message !== OWNER_NEEDS_PASSKEY) throw error;
          err(
            `${OWNER_NEEDS_PASSKEY}\n  npm run staff -- add ${email.trim()} --role editor\nOr, if no owner can sign in: npm run staff -- passkeys optional\n`,
          );
          return 1;
        }
        const { account: added, readded } = result;
        const again = readded ? " again (removed before; the old password no longer works)" : "";
        const as = `as ${added.role === "owner" ? "an owner" : "an editor"}`;
        if (passwordHash) {
          store.setPassword(added.id, passwordHash);
          out(`Added ${added.email}${again} ${as}, with the password given. Sign in at ${site}/staff/sign-in\n`);
          return 0;
        }
        const token = store.createPasswordLink(added.id, now());
        out(
          `Added ${added.email}${again} ${as}. Send them this link to set their password (it works once, for ${LINK_HOURS} hours):\n${linkLine(token)}`,
        );
        return 0;
      }
      case "link": {
        if (!account || account.disabledAt) return noAccount();
        const token = store.createPasswordLink(account.id, now());
        out(
          `A new link for ${account.email} to set a password (it works once, for ${LINK_HOURS} hours; earlier links no longer work):\n${linkLine(token)}`,
        );
        return 0;
      }
      case "role": {
        if (!account || account.disabledAt) return noAccount();
        const changed = store.setRole(account.id, role ?? "editor", now());
        if ("problem" in changed) {
          err(changed.problem === "no-passkey" ? NO_PASSKEY(account.email) : LAST_OWNER(account.email));
          return 1;
        }
        out(
          account.role === changed.account.role
            ? `${account.email} is already ${role === "owner" ? "an owner" : "an editor"}.\n`
            : `${account.email} is now ${role === "owner" ? "an owner" : "an editor"}.\n`,
        );
        return 0;
      }
      case "remove": {
        if (!account || account.disabledAt) return noAccount();
        const removed = store.remove(account.id, now());
        if ("problem" in removed) {
          err(LAST_OWNER(account.email));
          return 1;
        }
        const ended = removed.ended;
        out(
          `Removed ${account.email}: they can no longer sign in${ended > 0 ? `, and ${ended} open session${ended === 1 ? " was" : "s were"} ended` : ""}.\n`,
        );
        return 0;
      }
      case "passkeys": {
        const required = email === "required";
        const changed = store.setPasskeysRequired(required);
        if ("problem" in changed) {
          const [first, ...others] = changed.owners;
          err(
            `Passkeys cannot be required yet: ${changed.owners.join(", ")} ${others.length > 0 ? "have" : "has"} no passkey and could no longer sign in. Each owner adds one under Your passkeys first (or is made an editor: npm run staff -- role ${first} editor).\n`,
          );
          return 1;
        }
        out(
          required
            ? "Owners must now sign in with a passkey: their password no longer signs them in. Editors still use theirs.\n"
            : "Owners can sign in with their password again. An owner turns passkeys back on under Accounts, once they have one.\n",
        );
        return 0;
      }
      default: {
        const accounts = store.list(now());
        const active = accounts.filter((entry) => !entry.disabledAt).length;
        out(`${active} staff account${active === 1 ? "" : "s"}\n`);
        if (accounts.length === 0) {
          out("Add the first (an owner): npm run staff -- add name@example.org\n");
          return 0;
        }
        const rows = accounts.map((entry) => [
          entry.email,
          entry.role,
          shortTime(entry.createdAt),
          stateOf(entry),
          String(entry.passkeys),
        ]);
        out(`${table([["Email", "Role", "Added (UTC)", "State", "Passkeys"], ...rows])}\n`);
        out(`${REQUIRED_WORDS(store.passkeysRequired())}\n`);
        return 0;
      }
    }
  } finally {
    store.close();
  }
}

if (process.argv[1] === import.meta.filename) process.exitCode = await runStaffCommand(process.argv.slice(2));
