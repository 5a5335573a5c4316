/**
 * Characters XML 1.0 does not allow anywhere, not even escaped (its Char production): C0 controls other
 * than tab, line feed and carriage return, lone UTF-16 surrogates, U+FFFE and U+FFFF. With the u flag
 * a lone surrogate is one code point of its own, so it matches; a valid pair (an emoji) does not.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const MARKUP = /[&<>"']/g;
const ENTITY: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text that is safe as XML 1.0 element content or a quoted attribute value: forbidden characters dropped, markup escaped. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML_CHAR, '').replace(MARKUP, (character) => ENTITY[character] ?? character);
}

/** Characters that are no text at all in a feed field (C0/C1 controls, lone surrogates, non-characters). */
export function withoutControlCharacters(value: string): string {
  return value.replace(NOT_XML_CHAR, '').replace(/[\u007F-\u009F]/g, '');
}
