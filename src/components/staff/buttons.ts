/** The staff area's buttons, one look for each kind wherever a form has one. */
export const STAFF_BUTTON = {
  /** The one action a page is for (Sign in, Publish). */
  main: "min-h-12 rounded-xl bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 disabled:cursor-not-allowed disabled:opacity-60",
  /** A lead's next step. */
  primary: "min-h-11 rounded-xl bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800",
  /** What cannot be undone from the same page (remove an account, discard the drafts). */
  danger:
    "min-h-12 rounded-xl bg-danger px-5 font-semibold text-white hover:bg-danger/90 disabled:cursor-not-allowed disabled:opacity-60",
  secondary:
    "min-h-11 rounded-xl border border-navy-900/20 bg-white px-4 text-sm font-semibold hover:border-navy-900/40 disabled:cursor-not-allowed disabled:opacity-60",
} as const;
