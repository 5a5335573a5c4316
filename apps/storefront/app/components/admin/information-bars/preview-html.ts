/**
 * The live preview's HTML of a message being typed: only what the API's sanitiser keeps in a bar (text,
 * b/strong/i/em/u/br/span/a with an http(s), mailto, tel or shop-relative href) survives, the rest
 * becomes its text. In the browser it parses with DOMParser (an inert document: nothing runs); on the
 * server (no DOMParser) it escapes the text. The saved bar is sanitised again by the API.
 */
const KEPT = new Set(['B', 'STRONG', 'I', 'EM', 'U', 'BR', 'SPAN', 'A', 'SMALL']);
const SAFE_HREF = /^(?:https?:|mailto:|tel:|\/(?!\/))/i;

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function serialise(node: Node): string {
  if (node.nodeType === 3) return escape(node.textContent ?? '');
  if (node.nodeType !== 1) return '';
  const element = node as Element;
  const inner = Array.from(element.childNodes).map(serialise).join('');
  const tag = element.tagName;
  if (tag === 'SCRIPT' || tag === 'STYLE' || tag === 'IFRAME' || tag === 'OBJECT') return '';
  if (!KEPT.has(tag)) return inner;
  const name = tag.toLowerCase();
  if (name === 'br') return '<br>';
  if (name === 'a') {
    const href = element.getAttribute('href') ?? '';
    return SAFE_HREF.test(href.trim()) ? `<a href="${escape(href.trim())}">${inner}</a>` : inner;
  }
  return `<${name}>${inner}</${name}>`;
}

export function previewHtml(input: string): string {
  if (typeof DOMParser === 'undefined')
    return escape(input.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '').replace(/<[^>]*>/g, ''));
  const document = new DOMParser().parseFromString(`<body>${input}</body>`, 'text/html');
  return Array.from(document.body.childNodes).map(serialise).join('');
}
