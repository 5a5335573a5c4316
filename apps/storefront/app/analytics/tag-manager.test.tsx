import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isTagManagerCode, TagManagerNoscript, TagManagerScript } from './tag-manager.tsx';

describe('tag manager snippet', () => {
  it('loads the container with the channel code and starts the data layer', () => {
    const html = renderToString(<TagManagerScript code="GTM-AB12CD" />);
    expect(html).toContain('src="https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD"');
    expect(html).toContain('async');
    expect(html).toContain(
      "window.dataLayer=window.dataLayer||[];dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'})",
    );
    expect(renderToString(<TagManagerNoscript code="GTM-AB12CD" />)).toBe(
      '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-AB12CD" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>',
    );
  });

  it('injects nothing without a code, or with something that is not a container id', () => {
    for (const code of [null, '', 'GTM-ab"onload="x', 'UA-1234']) {
      expect(isTagManagerCode(code)).toBe(false);
      expect(renderToString(<TagManagerScript code={code} />)).toBe('');
      expect(renderToString(<TagManagerNoscript code={code} />)).toBe('');
    }
  });
});
