import fastifyRateLimit from "@fastify/rate-limit";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import path from "node:path";
import * as z from "zod";
import { site } from "~/content/site";
import { PASSKEY_NAME_MAX, PASSKEY_PATHS, type PasskeyProblem } from "~/staff/passkeys";
import { WEB_FORM } from "../form-body";
import { CHALLENGE_MS, openPasskeyStore, viewOf, type Purpose } from "./passkey-store";
import {
  CSRF_REFUSALS,
  DEFAULT_SIGN_IN_RATE_LIMIT,
  nextAfterSignIn,
  refuseCsrfInPlainWords,
  secureEnough,
  staffPathKind,
} from "./staff-auth";
import { STAFF_STORE_FILE } from "./store";

/*
 * Passkeys (WebAuthn) for the staff (docs/staff.md), as the plugin `staffPasskeys`: a signed-in person adds one
 * (and names and removes them), and anyone with one signs in with it, no password. @simplewebauthn/server makes the
 * options and checks the answers; this keeps the passkeys and the challenges (passkey-store.ts).
 *
 * A challenge is bound to the browser it was handed to by a short-lived httpOnly cookie (a random token; the store
 * keeps its SHA-256) and, for adding a passkey, to the account signed in; it is taken from the store on the first
 * answer, right or wrong, and expires after CHALLENGE_MS. So an answer posted twice, or a forged one, finds no
 * challenge or fails the signature check. The relying party is SITE_URL's host name and origin when it is set, else
 * the request's own (a developer's http://localhost:3000): browsers refuse passkeys on an IP address such as
 * 127.0.0.1.
 */

export type StaffPasskeysOptions = {
  /** DATA_DIR: the passkeys are kept in its staff.db, beside the accounts. */
  dataDir: string;
  /** SITE_URL: its host name is the passkeys' relying party, its origin the one answers must come from. */
  siteUrl?: string;
  now?: () => Date;
  /** Passkey sign-in attempts per client address. */
  signInRateLimit?: { max: number; timeWindowMs: number };
};

/** The cookie holding the token of the challenge a browser is answering. */
export const CHALLENGE_COOKIE = "staff_passkey";

/** An answer from the browser is a few kilobytes (no attestation certificates are asked for). */
const JSON_BODY_LIMIT = 32 * 1024;

/** Who the passkeys are for, and where answers must come from. */
export function relyingParty(request: FastifyRequest, siteUrl: string | undefined): { rpID: string; origin: string } {
  if (siteUrl) {
    const url = new URL(siteUrl);
    return { rpID: url.hostname, origin: url.origin };
  }
  // Through URL, as a browser writes its origin: no default port ("localhost:80" is "http://localhost").
  return { rpID: request.hostname, origin: new URL(`${request.protocol}://${request.host}`).origin };
}

/** The browser's answer as @simplewebauthn/browser sends it: checked in full by the library, shaped here. */
const credentialShape = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: z.string() }),
  clientExtensionResults: z.looseObject({}),
});
const registrationBody = z.object({
  response: credentialShape,
  name: z.string().trim().max(PASSKEY_NAME_MAX).optional(),
});
const signInBody = z.object({ response: credentialShape, next: z.string().max(2048).optional() });

/** One form field as a string; absent or odd reads as empty. */
function field(request: FastifyRequest, name: string): string {
  const value = (request.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : "";
}

async function staffPasskeysPlugin(
  app: FastifyInstance,
  { dataDir, siteUrl, now = () => new Date(), signInRateLimit = DEFAULT_SIGN_IN_RATE_LIMIT }: StaffPasskeysOptions,
): Promise<void> {
  const store = openPasskeyStore(path.join(dataDir, STAFF_STORE_FILE));
  app.addHook("onClose", async () => store.close());

  // What the passkeys page reads: the signed-in person's own (after the staff area's hook, which sets the rest).
  app.addHook("onRequest", async (request) => {
    const staff = request.staff;
    if (!staff || !staffPathKind(request.url) || !request.pageLocals.staffArea) return;
    request.pageLocals.staffArea.passkeys = {
      list: () => store.list(staff.id).map(viewOf),
      mustKeepLast: () => store.mustKeepLast(staff.id),
      passwordSignsIn: () => staff.role !== "owner" || !app.staffStore.passkeysRequired(),
    };
  });

  const cookieOptions = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: "strict" as const,
    path: "/staff",
    secure: request.protocol === "https",
  });

  /** Keeps a challenge for this browser, its token in the cookie. */
  const handOut = (
    request: FastifyRequest,
    reply: FastifyReply,
    purpose: Purpose,
    staffId: number | null,
    challenge: string,
  ) => {
    const token = store.startChallenge(purpose, staffId, challenge, now());
    reply.setCookie(CHALLENGE_COOKIE, token, { ...cookieOptions(request), maxAge: CHALLENGE_MS / 1000 });
  };

  /** Takes this browser's challenge for `purpose` from the store, and its cookie with it. */
  const takeBack = (request: FastifyRequest, reply: FastifyReply, purpose: Purpose) => {
    const token = request.cookies[CHALLENGE_COOKIE];
    reply.clearCookie(CHALLENGE_COOKIE, cookieOptions(request));
    return token ? store.takeChallenge(token, purpose, now()) : undefined;
  };

  const refuse = (reply: FastifyReply, status: number, problem: PasskeyProblem) => reply.code(status).send({ problem });

  // The browser's side (the passkey widgets): JSON both ways, each request with the page's CSRF token in a header.
  await app.register(async (api) => {
    api.removeContentTypeParser([WEB_FORM, "text/plain"]);
    await api.register(fastifyRateLimit, { global: false });
    // Each route counts on its own: a sign-in is one of each.
    const limited = () => api.rateLimit({ max: signInRateLimit.max, timeWindow: signInRateLimit.timeWindowMs });

    api.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (CSRF_REFUSALS.has(error.code)) return refuse(reply, 403, "csrf");
      const status = error.statusCode ?? 500;
      if (status === 429) return refuse(reply, 429, "rate-limited");
      if (status < 500) return refuse(reply, status, "unreadable");
      request.log.error(error, "a passkey request failed");
      return reply.code(500).send({ problem: "unreadable" });
    });

    const secure = async (request: FastifyRequest, reply: FastifyReply) => {
      if (secureEnough(request)) return;
      request.log.warn(`a passkey ${request.url} came over plain HTTP from ${request.ip} and was refused`);
      return refuse(reply, 403, "insecure");
    };
    const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
      // The guard answers 401 to a request without a session; this is for the type's sake.
      if (!request.staff) return reply.code(401).send({ problem: "expired" });
    };
    const options = { bodyLimit: JSON_BODY_LIMIT };

    api.post(
      PASSKEY_PATHS.registerOptions,
      { ...options, preHandler: [signedIn, secure, api.csrfProtection] },
      async (request, reply) => {
        const staff = request.staff!;
        const { rpID } = relyingParty(request, siteUrl);
        const optionsJSON = await generateRegistrationOptions({
          rpName: site.name,
          rpID,
          userName: staff.email,
          userDisplayName: staff.email,
          userID: new Uint8Array(Buffer.from(store.userHandle(staff.id), "base64url")),
          attestationType: "none",
          excludeCredentials: store.list(staff.id).map(({ id, transports }) => ({ id, transports })),
          // Found by the browser without an address typed, and unlocked by the person (a PIN, a fingerprint): the
          // passkey alone signs in.
          authenticatorSelection: { residentKey: "required", userVerification: "required" },
          timeout: CHALLENGE_MS - 30_000,
        });
        handOut(request, reply, "register", staff.id, optionsJSON.challenge);
        return optionsJSON;
      },
    );

    api.post(
      PASSKEY_PATHS.register,
      { ...options, preHandler: [signedIn, secure, api.csrfProtection] },
      async (request, reply) => {
        const staff = request.staff!;
        const taken = takeBack(request, reply, "register");
        if (!taken || taken.staffId !== staff.id) return refuse(reply, 400, "expired");
        const body = registrationBody.safeParse(request.body);
        if (!body.success)
          return refuse(reply, 400, body.error.issues.some((i) => i.path[0] === "name") ? "name" : "unreadable");
        const { rpID, origin } = relyingParty(request, siteUrl);
        let credential;
        try {
          const verification = await verifyRegistrationResponse({
            response: body.data.response as unknown as RegistrationResponseJSON,
            expectedChallenge: taken.challenge,
            expectedOrigin: origin,
            expectedRPID: rpID,
            requireUserVerification: true,
          });
          if (!verification.verified) throw new Error("not verified");
          credential = verification.registrationInfo.credential;
        } catch (error) {
          request.log.warn(`a new passkey for staff ${staff.id} was refused: ${(error as Error).message}`);
          return refuse(reply, 400, "not-verified");
        }
        const name = body.data.name || `Passkey ${store.list(staff.id).length + 1}`;
        const kept = store.add(
          staff.id,
          {
            id: credential.id,
            publicKey: credential.publicKey,
            counter: credential.counter,
            transports: credential.transports ?? [],
            name,
          },
          now(),
        );
        if (!kept) return refuse(reply, 409, "not-verified");
        request.log.info(`staff ${staff.id} added a passkey`);
        return reply.code(201).send({ added: name, next: `${PASSKEY_PATHS.page}?done=added` });
      },
    );

    api.post(
      PASSKEY_PATHS.signInOptions,
      { ...options, preHandler: [limited(), secure, api.csrfProtection] },
      async (request, reply) => {
        const { rpID } = relyingParty(request, siteUrl);
        // No list of passkeys: the browser offers the ones it holds for this site, so no address is asked for and
        // none is told whether it has an account.
        const optionsJSON = await generateAuthenticationOptions({
          rpID,
          userVerification: "required",
          timeout: CHALLENGE_MS - 30_000,
        });
        handOut(request, reply, "sign-in", null, optionsJSON.challenge);
        return optionsJSON;
      },
    );

    api.post(
      PASSKEY_PATHS.signIn,
      { ...options, preHandler: [limited(), secure, api.csrfProtection] },
      async (request, reply) => {
        const taken = takeBack(request, reply, "sign-in");
        if (!taken) return refuse(reply, 400, "expired");
        const body = signInBody.safeParse(request.body);
        if (!body.success) return refuse(reply, 400, "unreadable");
        const response = body.data.response as unknown as AuthenticationResponseJSON;
        const passkey = store.find(response.id);
        if (!passkey || passkey.disabled) {
          request.log.warn("a sign-in with a passkey the site does not know was refused");
          return refuse(reply, 401, "unknown-passkey");
        }
        const { rpID, origin } = relyingParty(request, siteUrl);
        try {
          // The handle the authenticator keeps with the passkey names the same account.
          const handle = response.response.userHandle;
          if (handle !== undefined && handle !== passkey.userHandle) {
            throw new Error("its user handle is another account's");
          }
          const verification = await verifyAuthenticationResponse({
            response,
            expectedChallenge: taken.challenge,
            expectedOrigin: origin,
            expectedRPID: rpID,
            credential: {
              id: passkey.id,
              publicKey: passkey.publicKey,
              counter: passkey.counter,
              transports: passkey.transports,
            },
            requireUserVerification: true,
          });
          if (!verification.verified) throw new Error("its signature does not verify");
          if (!store.used(passkey.id, verification.authenticationInfo.newCounter, now())) {
            throw new Error("its counter did not move on");
          }
        } catch (error) {
          request.log.warn(
            `a sign-in with a passkey of staff ${passkey.staffId} was refused: ${(error as Error).message}`,
          );
          return refuse(reply, 401, "not-verified");
        }
        app.startStaffSession(request, reply, passkey.staffId);
        request.log.info(`staff ${passkey.staffId} signed in with a passkey`);
        return { next: nextAfterSignIn(body.data.next ?? "") };
      },
    );
  });

  // Naming and removing: plain forms, which work without a script.
  await app.register(async (forms) => {
    forms.removeContentTypeParser(["application/json", "text/plain"]);
    refuseCsrfInPlainWords(forms);
    const back = (reply: FastifyReply, query: string) => reply.redirect(`${PASSKEY_PATHS.page}?${query}`, 303);

    forms.post(PASSKEY_PATHS.rename, { preHandler: forms.csrfProtection }, async (request, reply) => {
      const name = field(request, "name").trim();
      if (!name || name.length > PASSKEY_NAME_MAX) return back(reply, "problem=name");
      store.rename(request.staff!.id, field(request, "id"), name);
      return back(reply, "done=renamed");
    });
    forms.post(PASSKEY_PATHS.remove, { preHandler: forms.csrfProtection }, async (request, reply) => {
      const removed = store.remove(request.staff!.id, field(request, "id"));
      if (removed === "last-passkey") return back(reply, "problem=last-passkey");
      if (removed === "removed") request.log.info(`staff ${request.staff!.id} removed a passkey`);
      return back(reply, "done=removed");
    });
  });
}

export const staffPasskeys = fastifyPlugin(staffPasskeysPlugin, {
  name: "staff-passkeys",
  fastify: "5.x",
  // The sign-in (sessions, the guard, CSRF, startStaffSession); the staff area, whose hook sets the page's locals
  // before this adds the passkeys to them.
  dependencies: ["staff-auth", "staff-area"],
});
