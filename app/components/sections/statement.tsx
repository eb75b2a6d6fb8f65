import { Link } from "react-router";
import type { Action } from "~/content/story.schema";

/** A large sentence with inline links, e.g. the mission. */
export function Statement({ parts }: { parts: (string | Action)[] }) {
  return (
    <p className="text-xl leading-relaxed text-ink-soft sm:text-2xl sm:leading-relaxed">
      {parts.map((part, index) =>
        typeof part === "string" ? (
          <span key={index}>{` ${part} `}</span>
        ) : (
          <Link
            key={part.href}
            to={part.href}
            className="font-semibold text-teal-700 underline decoration-teal-600/40 decoration-2 underline-offset-[0.2em] hover:decoration-teal-700"
          >
            {part.label}
          </Link>
        ),
      )}
    </p>
  );
}
