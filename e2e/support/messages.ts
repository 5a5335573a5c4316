import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fromRoot } from '../../scripts/lib/repo.mjs';

type Catalog = { [key: string]: string | Catalog };

/**
 * A UI text from the storefront's message catalogs (`apps/storefront/app/i18n/messages/{locale}/{namespace}.json`),
 * so tests expect the shop's real wording instead of a copy that drifts.
 * @param key `namespace.path.to.message`, e.g. `errors.notFound.title`
 */
export function message(locale: string, key: string): string {
  const [namespace, ...rest] = key.split('.');
  if (!namespace || rest.length === 0) throw new Error(`Message key "${key}" has no namespace`);
  const file = path.join(fromRoot('apps/storefront/app/i18n/messages'), locale, `${namespace}.json`);
  const catalog = JSON.parse(readFileSync(file, 'utf8')) as Catalog;
  // Catalogs may be flat ("a.b": "text") or nested ({a: {b: "text"}}): try the whole rest first.
  const flat = catalog[rest.join('.')];
  if (typeof flat === 'string') return flat;
  let node: string | Catalog | undefined = catalog;
  for (const part of rest) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No message "${key}" in ${file}`);
  return node;
}
