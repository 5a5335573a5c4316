/** Google Tag Manager's snippet (spec section 1), built on the server: the browser's bundle only places it. */
export interface TagManagerSnippet {
  /** The inline <head> script: the data layer with the `gtm.js` start event, and the container script (async). */
  head: string;
  /** The <noscript> iframe for browsers without JavaScript. */
  body: string;
}

/** A container id as Google Tag Manager issues them; anything else is not put into the page. */
export const isTagManagerCode = (code: string | null | undefined): code is string =>
  !!code && /^GTM-[A-Z0-9]+$/.test(code);

const HOST = 'https://www.googletagmanager.com/';

/** The snippet for the channel's code; null (nothing injected) without a valid one. */
export function tagManagerSnippet(code: string | null | undefined): TagManagerSnippet | null {
  if (!isTagManagerCode(code)) return null;
  return {
    head:
      `(function(w,d,s){w.dataLayer=w.dataLayer||[];w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});` +
      `s=d.createElement('script');s.async=true;s.src='${HOST}gtm.js?id=${code}';d.head.appendChild(s)})(window,document)`,
    body: `<iframe src="${HOST}ns.html?id=${code}" height="0" width="0" style="display:none;visibility:hidden"></iframe>`,
  };
}
