import { CalendarCheck } from "lucide-react";
import { calendarDate } from "~/lib/calendar-date";

/** When a page's content was last checked, under its heading: `date` is the day as its file writes it (2026-11-27). */
export function LastReviewed({ date }: { date: string }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm text-ink-soft ring-1 ring-sand-200">
      <CalendarCheck aria-hidden="true" className="size-4 shrink-0 text-teal-700" />
      <span>
        Last reviewed <time dateTime={date}>{calendarDate(date)}</time>
      </span>
    </p>
  );
}
