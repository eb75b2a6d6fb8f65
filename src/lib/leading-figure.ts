export type ResultParts = {
  /** The number a result leads with, e.g. "12,000+"; absent when it leads with words. */
  figure?: string;
  /** The rest of the sentence, read after the figure. */
  text: string;
};

/**
 * Splits a result sentence into its leading figure and the rest, so a results
 * list can set the number large: "153 ideas submitted" → "153" + "ideas
 * submitted"; "More than 100 stakeholders" → "100+" + "stakeholders".
 */
export function splitLeadingFigure(result: string): ResultParts {
  const moreThan = /^(?:more than|over)\s+(\d[\d,.]*)(\s+percent)?\s+(.+)$/i.exec(result);
  if (moreThan?.[1] && moreThan[3]) {
    return { figure: `${moreThan[1]}${moreThan[2] ? "%" : ""}+`, text: moreThan[3] };
  }
  const leading = /^(\d[\d,.]*\+?)(%|\s+percent)?\s+(.+)$/i.exec(result);
  if (leading?.[1] && leading[3]) return { figure: `${leading[1]}${leading[2] ? "%" : ""}`, text: leading[3] };
  return { text: result };
}
