// The icons as CSS masks (ADR 0048, "Icons"): each symbol of the sprite files becomes a class that sets
// --icon to a data URI of its drawing, so an icon is one element (a <span> painted in the text colour
// through the mask) instead of an <svg> with a <use>. icon-masks.css is written from the sprites by
// `node app/components/icons/icon-masks.mjs` (run from apps/storefront); icon.test.tsx checks it is current.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** How the line icons are drawn (they carry no paint of their own in the sprite). */
const LINE_PAINT =
  "fill='none' stroke='%23000' stroke-width='1.75' stroke-linecap='round' stroke-linejoin='round'";

/** @param {string} svg */
function encode(svg) {
  return svg
    .replaceAll('"', "'")
    .replaceAll('currentColor', '%23000')
    .replaceAll('#', '%23')
    .replaceAll('%2523', '%23')
    .replaceAll('<', '%3C')
    .replaceAll('>', '%3E');
}

/**
 * The mask rules of one sprite's symbols.
 * @param {string} sprite the sprite file's text
 * @param {{ linePaint: boolean }} options whether the drawings take the line icons' paint
 * @returns {string[]}
 */
export function maskRules(sprite, { linePaint }) {
  const rules = [];
  for (const match of sprite.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)">(.*?)<\/symbol>/g)) {
    const [, id = '', viewBox = '', drawing = ''] = match;
    const body = linePaint ? `<g ${LINE_PAINT}>${drawing}</g>` : drawing;
    const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='${viewBox}'>${body}</svg>`;
    rules.push(`.i-${id} {\n  --icon: url("data:image/svg+xml,${encode(svg)}");\n}`);
    if (id === 'heart') {
      // The wishlist's filled heart: the same outline, filled.
      const filled = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='${viewBox}'><g ${LINE_PAINT.replace("fill='none'", "fill='%23000'")}>${drawing}</g></svg>`;
      rules.push(`.i-heart-filled {\n  --icon: url("data:image/svg+xml,${encode(filled)}");\n}`);
    }
  }
  return rules;
}

/** The whole icon-masks.css from the two sprite files. */
export function iconMasksCss() {
  /** @param {string} file */
  const read = (file) => readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
  return (
    [
      '/* Written by icon-masks.mjs from icons.svg and footer/footer-icons.svg: do not edit by hand. */',
      ...maskRules(read('./icons.svg'), { linePaint: true }),
      ...maskRules(read('../footer/footer-icons.svg'), { linePaint: false }),
    ].join('\n\n') + '\n'
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(fileURLToPath(new URL('./icon-masks.css', import.meta.url)), iconMasksCss());
}
