import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN } from "~/contact/contact-fields";
import { isPlainAddress, mailtoLink } from "./email-address";

/** Reads a mailto: link as a mail program does (RFC 6068): its recipients and the headers it would set. */
function readMailto(link: string) {
  const url = new URL(link);
  const recipients = decodeURIComponent(url.pathname).split(",");
  return { recipients, headers: Object.fromEntries(url.searchParams) };
}

describe("mailtoLink", () => {
  it("writes to a plain address and nothing else", () => {
    const link = mailtoLink("priya.raman@harbourtrust.example");
    expect(link).toBe("mailto:priya.raman@harbourtrust.example");
    expect(readMailto(link ?? "")).toEqual({ recipients: ["priya.raman@harbourtrust.example"], headers: {} });
  });

  it("keeps a plain address's ? & = % as letters of the address, never headers", () => {
    const address = "victim?bcc=spy%40evil.example&subject=Hi@corp.example";
    expect(EMAIL_PATTERN.test(address)).toBe(true);
    const link = mailtoLink(address);
    expect(readMailto(link ?? "")).toEqual({ recipients: [address], headers: {} });
  });

  it.each([
    ["a hidden copy after the domain", "victim@corp.example?bcc=spy%40evil.example&subject=Hello&body=Hi"],
    ["two recipients", "a,b@evil.example"],
    ["a domain that is not plain", "ada@example.org&cc=x"],
    ["a quoted local part", '"ada"@example.org'],
  ])("gives no link for %s, though the form takes it", (_what, address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(true);
    expect(isPlainAddress(address)).toBe(false);
    expect(mailtoLink(address)).toBeNull();
  });
});
