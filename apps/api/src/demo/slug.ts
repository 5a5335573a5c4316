/**
 * ASCII URL slug: Lithuanian (and other) diacritics are folded to their base letters
 * ("Sportiniai vežimėliai" -> "sportiniai-vezimeliai"), everything else becomes single dashes.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
