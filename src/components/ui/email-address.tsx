import type { ReactNode } from "react";

/**
 * A mailto: link to an address that wraps, when it must, only after its "@": the domain is one unbreakable box (an
 * inline block no wider than the line), so "northbridge-collaborative.example" never splits at its hyphen while it
 * fits on a line of its own; one longer than a whole line still wraps inside rather than run off it. The link is
 * named by the address itself: a browser would name it with a space before an inline block. The box carries the
 * link's underline, which a browser does not hand down to an inline block. `children` go before the address (an
 * icon).
 */
export function EmailLink({ email, className, children }: { email: string; className?: string; children?: ReactNode }) {
  const at = email.lastIndexOf("@");
  return (
    <a href={`mailto:${email}`} aria-label={email} className={className}>
      {children}
      <span className="min-w-0 [text-decoration-line:inherit]">
        {email.slice(0, at + 1)}
        <wbr />
        <span className="inline-block max-w-full [text-decoration-line:inherit]">{email.slice(at + 1)}</span>
      </span>
    </a>
  );
}
