import type { Violation } from '@shop/contracts';
import { sanitizePageHtml } from '../pages/sanitize-page-html.ts';
import { safeBannerLink } from '../banners/service.ts';

/**
 * The content schemas of every block type (packages/contracts/src/content-blocks.ts) name their fields
 * consistently: shop-owner HTML is always a string field called `html`, and a link the shopper follows
 * is always a string field called `link` (on its own, or inside a button `{label, link}`). So one walk
 * over any type's content, nested blocks included, finds every HTML field and every link:
 *
 * - `html` goes through the content-page sanitiser (the same allow-list as content pages);
 * - `link` must be relative to the shop or http(s)/mailto/tel (the banners' rule).
 *
 * Plain text fields (titles, alt texts, labels) stay as they are: the storefront renders them as text.
 */

/** Marks an object (a button or a link entry) that cannot be served because its link is not safe. */
const DROP = Symbol('drop');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSafeLink(link: string): boolean {
  return safeBannerLink(link) === link.trim();
}

/**
 * On the way in: every `html` sanitised, every unsafe `link` a violation naming its path (relative to
 * `basePath`, e.g. `translations.en.slides.0.button.link`). Returns the sanitised copy.
 */
export function sanitizeContentForStorage(
  content: unknown,
  basePath: readonly (string | number)[],
  violations: Violation[],
): unknown {
  const walk = (value: unknown, path: readonly (string | number)[]): unknown => {
    if (Array.isArray(value)) return value.map((item, index) => walk(item, [...path, index]));
    if (!isRecord(value)) return value;
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      const fieldPath = [...path, key];
      if (key === 'html' && typeof field === 'string') copy[key] = sanitizePageHtml(field);
      else if (key === 'link' && typeof field === 'string') {
        if (!isSafeLink(field)) {
          violations.push({
            propertyPath: fieldPath.join('.'),
            message:
              'Use a link relative to the shop (/c/...) or an http(s), mailto or tel address; other schemes are refused.',
          });
        }
        copy[key] = field.trim();
      } else copy[key] = walk(field, fieldPath);
    }
    return copy;
  };
  return walk(content, basePath);
}

/**
 * On the way out (defence in depth, for content stored before a rule tightened or written around the
 * service): `html` sanitised again; an unsafe link becomes null, and a button or link entry whose link is
 * unsafe is dropped (null in its field, left out of its list). The caller validates the result again.
 */
export function sanitizeContentForServing(content: unknown): unknown {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk).filter((item) => item !== DROP);
    if (!isRecord(value)) return value;
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (key === 'html' && typeof field === 'string') copy[key] = sanitizePageHtml(field);
      else if (key === 'link' && typeof field === 'string') {
        if (isSafeLink(field)) copy[key] = field.trim();
        else if ('label' in value) return DROP;
        else copy[key] = null;
      } else {
        const walked = walk(field);
        copy[key] = walked === DROP ? null : walked;
      }
    }
    return copy;
  };
  const result = walk(content);
  return result === DROP ? null : result;
}
