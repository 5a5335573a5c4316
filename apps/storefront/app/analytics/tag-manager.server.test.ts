import { describe, expect, it } from 'vitest';
import { isTagManagerCode, tagManagerSnippet } from './tag-manager.server.ts';

describe('tag manager snippet', () => {
  it('loads the container with the channel code and starts the data layer', () => {
    const snippet = tagManagerSnippet('GTM-AB12CD');
    expect(snippet?.head).toContain("w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'})");
    expect(snippet?.head).toContain(
      "s.async=true;s.src='https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD'",
    );
    expect(snippet?.body).toBe(
      '<iframe src="https://www.googletagmanager.com/ns.html?id=GTM-AB12CD" height="0" width="0" style="display:none;visibility:hidden"></iframe>',
    );
  });

  it('injects nothing without a code, or with something that is not a container id', () => {
    for (const code of [null, undefined, '', "GTM-AB';alert(1);'", 'GTM-ab', 'UA-1234']) {
      expect(isTagManagerCode(code)).toBe(false);
      expect(tagManagerSnippet(code)).toBeNull();
    }
  });
});
