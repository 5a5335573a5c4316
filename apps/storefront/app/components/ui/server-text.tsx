import { Fragment, type ReactNode } from 'react';
import { isSafeContentLink } from '@shop/contracts/constants';
import { localiseServerMarkup } from '~/i18n/server-messages.ts';
import { useT } from '~/i18n/use-t.ts';
import { useVariantNames } from './variant-names.tsx';

/** Inline tags a server text may use for emphasis and a link; every other tag is dropped, its words kept. */
const INLINE_TAGS = new Set(['b', 'strong', 'i', 'em']);
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
}

interface Frame {
  tag: string;
  href: string | null;
  children: ReactNode[];
}

function element(frame: Frame, key: number): ReactNode {
  if (frame.tag === 'a') {
    return frame.href ? (
      <a
        key={key}
        href={frame.href}
        {...(/^https?:/i.test(frame.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {frame.children}
      </a>
    ) : (
      <Fragment key={key}>{frame.children}</Fragment>
    );
  }
  const Tag = frame.tag as 'b' | 'strong' | 'i' | 'em';
  return <Tag key={key}>{frame.children}</Tag>;
}

/**
 * A server text as sanitised HTML (spec section 8), built as React elements rather than parsed as markup:
 * only b, strong, i, em, br and links with a safe address (within the shop, http(s), mailto, tel) become
 * elements; scripts, styles and comments disappear with their content; any other tag is dropped and its
 * words stay; text is escaped by React. Nothing a server sends can add an element, attribute or handler.
 */
export function serverTextNodes(markup: string): ReactNode[] {
  const source = markup
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const root: Frame = { tag: '', href: null, children: [] };
  const stack: Frame[] = [root];
  let key = 0;
  const top = () => stack[stack.length - 1]!;
  const pattern = /<(\/?)([a-z][a-z0-9]*)\b([^>]*)>?/gi;
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    const [whole, closing, rawName, attributes = ''] = match;
    const text = source.slice(last, match.index);
    if (text) top().children.push(decodeEntities(text));
    last = match.index + whole.length;
    const name = rawName!.toLowerCase();
    if (name === 'br' && !closing) {
      top().children.push(<br key={key++} />);
    } else if (INLINE_TAGS.has(name) || name === 'a') {
      if (!closing) {
        const href =
          name === 'a' ? decodeEntities(/\bhref\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? '').trim() : '';
        stack.push({ tag: name, href: href && isSafeContentLink(href) ? href : null, children: [] });
      } else {
        const at = stack.map((frame) => frame.tag).lastIndexOf(name);
        while (at > 0 && stack.length > at) {
          const frame = stack.pop()!;
          top().children.push(element(frame, key++));
        }
      }
    }
  }
  const rest = source.slice(last);
  if (rest) top().children.push(decodeEntities(rest));
  while (stack.length > 1) {
    const frame = stack.pop()!;
    top().children.push(element(frame, key++));
  }
  return root.children;
}

/** A message from the API shown to the shopper: in the page's language when known, else as sanitised HTML. */
export function ServerText({ message }: { message: string }) {
  const t = useT();
  const names = useVariantNames();
  return <>{serverTextNodes(localiseServerMarkup(t, message, names))}</>;
}
