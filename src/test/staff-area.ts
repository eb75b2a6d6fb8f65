import { NO_FILTERS, type LeadInboxView } from "~/staff/leads";
import type { StaffAreaLocals } from "~/staff/staff-pages";

/*
 * What `npm start` hands a staff page (Astro.locals.staffArea), for the pages' tests: a signed-in staff member and an
 * empty inbox, then what a test is about.
 */

export const STAFF_EMAIL = "morgan.ellis@northbridge.example";

/** An inbox with no leads, whose mail server is set and every lead arrives: then `changes`. */
export function makeInbox(changes: Partial<LeadInboxView> = {}): LeadInboxView {
  return {
    emails: true,
    list: ({ view, filters = NO_FILTERS }) => ({
      leads: [],
      view,
      filters,
      page: 1,
      pageSize: 50,
      total: 0,
      pageCount: 1,
    }),
    counts: () => ({ inbox: 0, new: 0, mine: 0, spam: 0 }),
    get: () => undefined,
    health: () => ({ emails: true, destinations: [], trouble: null }),
    ...changes,
  };
}

/** The staff area as STAFF_EMAIL, the only account, sees it, times in UTC: then `changes`. */
export function makeStaffArea(changes: Partial<StaffAreaLocals> = {}): StaffAreaLocals {
  return {
    status: 200,
    staff: { id: 1, email: STAFF_EMAIL, role: "owner" },
    csrfToken: "token",
    linkProblem: () => null,
    timeZone: "UTC",
    colleagues: () => [STAFF_EMAIL],
    inbox: makeInbox(),
    ...changes,
  };
}
