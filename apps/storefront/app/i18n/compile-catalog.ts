import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { CompiledCatalog, FlatCatalog } from './catalog.ts';

/**
 * Parses every ICU message of a catalog (server side and in tests; the client bundle has no parser).
 * A message that is only text becomes that text, unescaped ('' -> '), so most entries stay short strings.
 * Throws on a malformed message, naming its key.
 */
export function compileCatalog(catalog: FlatCatalog): CompiledCatalog {
  const compiled: CompiledCatalog = {};
  for (const [key, message] of Object.entries(catalog)) {
    let elements;
    try {
      elements = parse(message);
    } catch (error) {
      throw new Error(
        `The message "${key}" is not valid ICU: ${error instanceof Error ? error.message : error}`,
      );
    }
    const [first] = elements;
    if (elements.length === 0) compiled[key] = '';
    else if (elements.length === 1 && first?.type === TYPE.literal) compiled[key] = first.value;
    else compiled[key] = elements;
  }
  return compiled;
}
