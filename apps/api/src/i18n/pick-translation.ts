/**
 * Picks the translation for the first locale in `preferred` that has one (request locale, then the
 * channel's default), else any translation, chosen by locale code so that the answer is stable.
 */
export function pickTranslation<T extends { locale: string }>(
  translations: readonly T[],
  preferred: readonly string[],
): T | undefined {
  for (const locale of preferred) {
    const match = translations.find((translation) => translation.locale === locale);
    if (match) return match;
  }
  return [...translations].sort((a, b) => a.locale.localeCompare(b.locale))[0];
}

/** Groups rows by a numeric key, keeping their order (translations by the entity they belong to). */
export function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = key(row);
    const group = groups.get(id);
    if (group) group.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}
