interface WeightedTag {
  tag: string;
  quality: number;
  order: number;
}

/** Parses an Accept-Language header into language tags, best first. Malformed parts are ignored. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const tags: WeightedTag[] = [];
  header.split(',').forEach((part, order) => {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag?.trim().toLowerCase();
    if (!tag || !/^([a-z]{1,8}(-[a-z0-9]{1,8})*|\*)$/.test(tag)) return;
    let quality = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](\.\d{0,3})?)\s*$/.exec(param);
      if (match) quality = Number(match[1]);
    }
    if (quality > 0) tags.push({ tag, quality, order });
  });
  return tags.sort((a, b) => b.quality - a.quality || a.order - b.order).map((t) => t.tag);
}

/**
 * Picks the locale for a request: an explicit locale when the channel offers it, else the best
 * Accept-Language match (by primary subtag), else the channel's default.
 */
export function negotiateLocale<T extends string>(options: {
  explicit?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
  available: readonly T[];
  fallback: T;
}): T {
  const { explicit, acceptLanguage, available, fallback } = options;
  const find = (candidate: string | null | undefined): T | undefined => {
    if (!candidate) return undefined;
    const normalised = candidate.trim().toLowerCase().replace('_', '-');
    return (
      available.find((code) => code.toLowerCase() === normalised) ??
      available.find((code) => code.toLowerCase() === normalised.split('-')[0])
    );
  };
  const chosen = find(explicit);
  if (chosen) return chosen;
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    if (tag === '*') return fallback;
    const match = find(tag);
    if (match) return match;
  }
  return fallback;
}
