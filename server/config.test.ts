// @vitest-environment node
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverConfig } from "./config";

describe("the server's settings", () => {
  it("are the documented defaults when nothing is set, empty counting as unset", () => {
    const config = serverConfig({ PORT: "", SMTP_URL: "  " });
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      buildDir: path.resolve("build"),
      releasesDir: path.resolve("build.releases"),
      contentDir: path.resolve("content"),
      dataDir: path.resolve(".data"),
      staffArea: true,
      noBuild: false,
      smtpUrl: undefined,
      contactRateLimit: 10,
      leadsRetrySeconds: 60,
      leadsKeepMonths: 24,
    });
  });

  it("read each variable, trimmed, folders resolved", () => {
    const config = serverConfig({
      PORT: " 8080 ",
      BUILD_DIR: "out",
      DATA_DIR: "/srv/data",
      STAFF_AREA: "off",
      SITE_URL: "https://www.example.org/",
      CONTACT_RATE_LIMIT: "3",
    });
    expect(config).toMatchObject({
      port: 8080,
      buildDir: path.resolve("out"),
      releasesDir: path.resolve("out.releases"),
      dataDir: "/srv/data",
      staffArea: false,
      siteUrl: "https://www.example.org",
      contactRateLimit: 3,
    });
  });

  it("refuse a wrong value in one line naming the variable and what it must be", () => {
    expect(() => serverConfig({ PORT: "eighty" })).toThrow('PORT must be a whole number of at least 0, not "eighty"');
    expect(() => serverConfig({ PORT: "70000" })).toThrow("PORT must be at most 65535");
    expect(() => serverConfig({ STAFF_AREA: "no" })).toThrow('STAFF_AREA must be on or off, not "no"');
    expect(() => serverConfig({ SITE_URL: "northbridge" })).toThrow("SITE_URL must be an address");
    for (const value of ["0", "-1", "ten", "1.5"]) {
      expect(() => serverConfig({ CONTACT_RATE_LIMIT: value })).toThrow(/CONTACT_RATE_LIMIT must be/);
    }
    const both = () => serverConfig({ NO_BUILD: "yes", LEADS_KEEP_MONTHS: "0" });
    expect(both).toThrow(/NO_BUILD must be 0 or 1, not "yes"; LEADS_KEEP_MONTHS must be at least 1/);
  });

  it("read webhook addresses with their secrets, and Slack addresses, each a comma-separated list", () => {
    const [one, two] = [0, 1].map((n) => `whsec_${Buffer.alloc(32, n + 1).toString("base64")}`);
    const config = serverConfig({
      LEADS_WEBHOOK_URL: "https://crm.example.org/hooks/leads, http://127.0.0.1:9000/in",
      LEADS_WEBHOOK_SECRET: `${one} ,${two}`,
      LEADS_SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/T0/B0/abc",
      LEADS_WARN_AFTER_SECONDS: "90",
    });
    expect(config).toMatchObject({
      leadsWebhooks: [
        { url: "https://crm.example.org/hooks/leads", secret: one },
        { url: "http://127.0.0.1:9000/in", secret: two },
      ],
      leadsSlackWebhooks: ["https://hooks.slack.com/services/T0/B0/abc"],
      leadsWarnAfterSeconds: 90,
    });
    expect(serverConfig({})).toMatchObject({ leadsWebhooks: [], leadsSlackWebhooks: [], leadsWarnAfterSeconds: 600 });
  });

  it("refuse a webhook address that is not http(s), a secret per address missing, or a secret not in its form, without showing a secret", () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
    expect(() => serverConfig({ LEADS_WEBHOOK_URL: "ftp://crm.example.org", LEADS_WEBHOOK_SECRET: secret })).toThrow(
      'LEADS_WEBHOOK_URL must be http:// or https:// addresses, separated by commas, not "ftp://crm.example.org"',
    );
    expect(() => serverConfig({ LEADS_SLACK_WEBHOOK_URL: "hooks.slack.com/services/T0/B0/abc" })).toThrow(
      "LEADS_SLACK_WEBHOOK_URL must be http:// or https:// addresses, separated by commas, not (not shown: it is secret)",
    );
    expect(() =>
      serverConfig({ LEADS_WEBHOOK_URL: "https://a.example, https://b.example", LEADS_WEBHOOK_SECRET: secret }),
    ).toThrow(
      "LEADS_WEBHOOK_SECRET must hold one secret for each address in LEADS_WEBHOOK_URL, in the same order (2 addresses, 1 secret)",
    );
    for (const wrong of ["s3cret-in-plain-words", "whsec_c2hvcnQ=", `${secret}!`]) {
      let message = "";
      try {
        serverConfig({ LEADS_WEBHOOK_URL: "https://a.example", LEADS_WEBHOOK_SECRET: wrong });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe(
        "Check the environment (.env): LEADS_WEBHOOK_SECRET must be secrets of the form whsec_ and 24 to 64 random bytes in base64, separated by commas, not (not shown: it is secret).",
      );
    }
  });
});
