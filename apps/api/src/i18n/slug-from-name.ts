import slugifyText from 'slugify';

/**
 * A URL slug from a name: Lithuanian (and other) letters transliterated ("Sportiniai vežimėliai" ->
 * "sportiniai-vezimeliai"), lower case, words joined by single dashes; "" when nothing is left.
 */
export function slugFromName(name: string): string {
  return slugifyText(name, { lower: true, strict: true, trim: true })
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
