/** Lists longer than this are split into two columns (SPEC §9). */
export const TWO_COLUMN_THRESHOLD = 10;

export type ColumnOptions = {
  /** Split only when the list is longer than this. Defaults to {@link TWO_COLUMN_THRESHOLD}. */
  threshold?: number;
  /** Keep the list in one column whatever its length (the roster's Education list). */
  exempt?: boolean;
};

/**
 * Splits a list into two reading-order columns when it is longer than the
 * threshold; the first column takes the extra item of an odd-length list.
 * Otherwise returns the whole list as a single column.
 */
export function splitIntoColumns<T>(items: readonly T[], options: ColumnOptions = {}): T[][] {
  const { threshold = TWO_COLUMN_THRESHOLD, exempt = false } = options;
  if (exempt || items.length <= threshold) return [[...items]];
  const firstLength = Math.ceil(items.length / 2);
  return [items.slice(0, firstLength), items.slice(firstLength)];
}
