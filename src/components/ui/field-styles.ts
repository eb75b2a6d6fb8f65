/**
 * The shared look of text inputs, text areas and select triggers: 44 px tap
 * targets, a visible focus ring, and a red border once `aria-invalid` is set.
 */
export const fieldStyles =
  "w-full rounded-xl border border-navy-900/20 bg-white px-4 text-base text-ink shadow-xs transition-colors placeholder:text-ink-soft/70 hover:border-navy-900/40 focus-visible:border-teal-700 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-teal-600/40 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/30 disabled:cursor-not-allowed disabled:opacity-60";
