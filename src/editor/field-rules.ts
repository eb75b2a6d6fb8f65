/** Choices from a fixed list of names, each shown as it is written. */
export const options = (names: readonly string[]) => names.map((name) => ({ label: name, value: name }));

/** A field the owner must fill: not empty, as the content schemas require (src/lib/content-problems.ts). */
export const required = { isRequired: true, length: { min: 1 } } as const;
