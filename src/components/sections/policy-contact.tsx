import { Mail, Phone } from "lucide-react";
import { EmailLink } from "~/components/ui/email-address";
import { cn } from "~/lib/cn";

/**
 * The end of a policy page: what to write to the firm about, and its address and phone number from the site's
 * config (src/content/site.ts, content/site.yaml), so the page never shows an address the firm no longer reads.
 */
export function PolicyContact({
  id,
  heading,
  text,
  email,
  phone,
}: {
  id: string;
  heading: string;
  text: string;
  email: string;
  phone: { display: string; href: string };
}) {
  const link =
    "inline-flex min-h-11 max-w-full items-center gap-3 font-semibold text-teal-700 underline underline-offset-2 hover:text-teal-800";
  return (
    <section aria-labelledby={id} className="mt-14 rounded-2xl bg-sand-100 p-5 ring-1 ring-sand-200 sm:p-8">
      <h2 id={id} className="text-2xl leading-tight font-semibold text-navy-900 sm:text-[1.75rem]">
        {heading}
      </h2>
      <p className="mt-4 text-[1.0625rem] leading-[1.75] text-ink">{text}</p>
      <ul className="mt-4 grid gap-1">
        <li>
          {/* On a phone the address takes the whole line, the icons' too: it fits there after its "@". */}
          <EmailLink email={email} className={cn(link, "text-sm sm:text-base")}>
            <Mail aria-hidden="true" className="size-5 shrink-0 max-sm:hidden" />
          </EmailLink>
        </li>
        <li>
          <a href={phone.href} className={link}>
            <Phone aria-hidden="true" className="size-5 shrink-0 max-sm:hidden" />
            {phone.display}
          </a>
        </li>
      </ul>
    </section>
  );
}
