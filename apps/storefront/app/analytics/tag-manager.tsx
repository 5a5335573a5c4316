/** A container id as Google Tag Manager issues them; anything else is not put into the page. */
export const isTagManagerCode = (code: string | null | undefined): code is string =>
  !!code && /^GTM-[A-Z0-9]+$/.test(code);

const tagManagerUrl = (path: string, code: string) => `https://www.googletagmanager.com/${path}?id=${code}`;

/**
 * Google Tag Manager's snippet for <head> (spec section 1): the data layer with the `gtm.js` start event
 * and the container script, loading async. Nothing without a valid code.
 */
export function TagManagerScript({ code }: { code: string | null }) {
  if (!isTagManagerCode(code)) return null;
  return (
    <>
      <script
        dangerouslySetInnerHTML={{
          __html: `window.dataLayer=window.dataLayer||[];dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'})`,
        }}
      />
      <script async src={tagManagerUrl('gtm.js', code)} data-testid="gtm-script" />
    </>
  );
}

/** The snippet's <body> part, for browsers without JavaScript. */
export function TagManagerNoscript({ code }: { code: string | null }) {
  if (!isTagManagerCode(code)) return null;
  return (
    <noscript>
      <iframe
        src={tagManagerUrl('ns.html', code)}
        height="0"
        width="0"
        style={{ display: 'none', visibility: 'hidden' }}
      />
    </noscript>
  );
}
