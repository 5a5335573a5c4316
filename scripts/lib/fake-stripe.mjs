// @ts-check
// A local fake of the parts of Stripe that the shop's online payment uses (docs/adr/0009-online-payment.md):
// the Checkout Sessions API, the hosted payment page, and the signed `checkout.session.completed` webhook.
// `npm start` and the browser tests run it when no real STRIPE_SECRET_KEY is given; the API's tests start
// it on a free port. It speaks Stripe's documented protocol, so the API talks to it through the official
// `stripe` package exactly as it talks to Stripe.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';

/** The keys `npm start` and the browser tests give the API and the fake (they are not secrets). */
export const FAKE_STRIPE_SECRET_KEY = 'sk_test_local_fake_stripe';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_local_fake_stripe';
const API_VERSION = '2025-01-27.acacia';

/**
 * @typedef {object} FakeCheckoutSession
 * @property {string} id
 * @property {'checkout.session'} object
 * @property {number} amount_total
 * @property {string} currency
 * @property {string | null} client_reference_id
 * @property {string | null} customer_email
 * @property {Record<string, string>} metadata
 * @property {string} mode
 * @property {'unpaid' | 'paid'} payment_status
 * @property {'open' | 'complete' | 'expired'} status
 * @property {string | null} payment_intent
 * @property {string} success_url
 * @property {string} cancel_url
 * @property {string} url
 * @property {string | null} locale
 * @property {string} description what the hosted page says is paid for (the line's product name)
 * @property {number} created
 * @property {number} expires_at
 */

/**
 * @typedef {object} FakeStripe
 * @property {string} url where the API should send its requests (STRIPE_API_URL)
 * @property {Map<string, FakeCheckoutSession>} sessions every session created, by id
 * @property {(url: string) => void} setWebhookUrl where Pay posts the event (the API's webhook)
 * @property {(payload: string, timestamp?: number, secret?: string) => string} signatureHeader
 *   a Stripe-Signature header for the payload, as Stripe computes it
 * @property {(session: FakeCheckoutSession, type?: string) => string} eventPayload
 *   the JSON body of an event about the session, as Stripe sends it
 * @property {() => Promise<void>} close
 */

/**
 * Stripe's form encoding to an object: `line_items[0][price_data][currency]=eur` becomes
 * `{ line_items: [{ price_data: { currency: 'eur' } }] }`.
 * @param {string} body
 * @returns {Record<string, any>}
 */
export function parseStripeForm(body) {
  /** @type {Record<string, any>} */
  const root = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    /** @type {any} */
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = path[index + 1] ?? '';
      node[part] ??= /^\d+$/.test(next) ? [] : {};
      node = node[part];
    });
  }
  return root;
}

/**
 * @param {string} text
 * @returns {string}
 */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * @param {http.IncomingMessage} request
 * @returns {Promise<string>}
 */
async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(/** @type {Buffer} */ (chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * @param {http.ServerResponse} response
 * @param {number} status
 * @param {unknown} body
 */
function sendJson(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * @param {http.ServerResponse} response
 * @param {number} status
 * @param {string} message
 * @param {string} [param]
 */
function stripeError(response, status, message, param) {
  sendJson(response, status, {
    error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) },
  });
}

/**
 * @param {http.ServerResponse} response
 * @param {number} status
 * @param {string} title
 * @param {string} body
 */
function sendPage(response, status, title, body) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f6f9fc; color: #1a1f36; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 12px;
    box-shadow: 0 2px 12px rgba(0,0,0,.08); display: grid; gap: 1rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0; }
  .note { color: #697386; font-size: .875rem; margin: 0; }
  form { margin: 0; }
  button { width: 100%; min-height: 3rem; border: 0; border-radius: 8px; font-size: 1rem; font-weight: 600; cursor: pointer; }
  .pay { background: #635bff; color: #fff; }
  .cancel { background: transparent; color: #635bff; }
</style></head>
<body><main>${body}</main></body></html>`);
}

/**
 * @param {number} minor
 * @param {string} currency
 */
function formatAmount(minor, currency) {
  return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(
    minor / 100,
  );
}

/**
 * Starts the fake on 127.0.0.1.
 * @param {object} [options]
 * @param {number} [options.port] 0 (default): any free port
 * @param {string} [options.secretKey] the API key it accepts (Authorization: Bearer)
 * @param {string} [options.webhookSecret] the secret it signs events with
 * @param {string} [options.webhookUrl] where Pay posts the event; or later with setWebhookUrl
 * @param {string} [options.publicHost] the host name in the hosted page URLs (default 127.0.0.1)
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<FakeStripe>}
 */
export async function startFakeStripe(options = {}) {
  const secretKey = options.secretKey ?? FAKE_STRIPE_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? FAKE_STRIPE_WEBHOOK_SECRET;
  const log = options.log ?? (() => {});
  let webhookUrl = options.webhookUrl ?? null;
  /** @type {Map<string, FakeCheckoutSession>} */
  const sessions = new Map();
  let baseUrl = '';
  /** @param {string} prefix */
  const newId = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;

  /** @type {FakeStripe['signatureHeader']} */
  const signatureHeader = (payload, timestamp = Math.floor(Date.now() / 1000), secret = webhookSecret) => {
    const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
    return `t=${timestamp},v1=${signature}`;
  };

  /** @type {FakeStripe['eventPayload']} */
  const eventPayload = (session, type = 'checkout.session.completed') =>
    JSON.stringify(
      {
        id: newId('evt'),
        object: 'event',
        api_version: API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: session },
      },
      null,
      2,
    );

  /**
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   */
  async function createSession(request, response) {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      stripeError(response, 401, 'Invalid API Key provided.');
      return;
    }
    const params = parseStripeForm(await readBody(request));
    if (params.mode !== 'payment') return stripeError(response, 400, 'Only mode=payment is faked.', 'mode');
    for (const name of ['success_url', 'cancel_url']) {
      if (typeof params[name] !== 'string' || !/^https?:\/\//.test(params[name])) {
        return stripeError(response, 400, `Invalid URL: ${name}`, name);
      }
    }
    const lines = Array.isArray(params.line_items) ? params.line_items : [];
    if (lines.length === 0) return stripeError(response, 400, 'Missing line_items.', 'line_items');
    let amountTotal = 0;
    const currencies = new Set();
    for (const line of lines) {
      const unitAmount = Number(line?.price_data?.unit_amount);
      const quantity = Number(line?.quantity);
      if (!Number.isInteger(unitAmount) || unitAmount < 0 || !Number.isInteger(quantity) || quantity < 1) {
        return stripeError(response, 400, 'Invalid line item amount or quantity.', 'line_items');
      }
      currencies.add(String(line.price_data.currency ?? ''));
      amountTotal += unitAmount * quantity;
    }
    const [currency] = currencies;
    if (currencies.size !== 1 || !/^[a-z]{3}$/.test(String(currency))) {
      return stripeError(response, 400, 'Line items need one lower-case ISO currency.', 'line_items');
    }
    if (amountTotal < 50)
      return stripeError(response, 400, 'The amount must be at least 0.50.', 'line_items');
    const id = newId('cs_test');
    const now = Math.floor(Date.now() / 1000);
    /** @type {FakeCheckoutSession} */
    const session = {
      id,
      object: 'checkout.session',
      amount_total: amountTotal,
      currency: String(currency),
      client_reference_id: params.client_reference_id ?? null,
      customer_email: params.customer_email ?? null,
      metadata: params.metadata ?? {},
      mode: 'payment',
      payment_status: 'unpaid',
      status: 'open',
      payment_intent: null,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      url: `${baseUrl}/c/pay/${id}`,
      locale: params.locale ?? null,
      description: String(lines[0]?.price_data?.product_data?.name ?? ''),
      created: now,
      expires_at: now + 24 * 3600,
    };
    sessions.set(id, session);
    log(`created Checkout Session ${id} for ${formatAmount(amountTotal, session.currency)}`);
    sendJson(response, 200, session);
  }

  /**
   * @param {http.ServerResponse} response
   * @param {FakeCheckoutSession} session
   */
  function showPaymentPage(response, session) {
    if (session.status !== 'open') {
      sendPage(response, 410, 'Payment closed', '<h1>This payment page is closed.</h1>');
      return;
    }
    sendPage(
      response,
      200,
      'Fake Stripe Checkout',
      `<p class="note">Fake Stripe Checkout (local test payment, no money moves)</p>
<h1 class="amount" data-testid="fake-stripe-amount">${escapeHtml(formatAmount(session.amount_total, session.currency))}</h1>
<p>${escapeHtml(session.description)}</p>
<form method="post" action="/c/pay/${session.id}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/c/pay/${session.id}/cancel"><button class="cancel" type="submit">Cancel</button></form>`,
    );
  }

  /**
   * Pay: the session completes, its signed event goes to the webhook (as Stripe does, before or while the
   * shopper is sent back), then the shopper goes to the success URL.
   * @param {http.ServerResponse} response
   * @param {FakeCheckoutSession} session
   */
  async function pay(response, session) {
    if (session.status !== 'open') {
      sendPage(response, 409, 'Payment closed', '<h1>This payment page is closed.</h1>');
      return;
    }
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = newId('pi');
    if (webhookUrl) {
      const payload = eventPayload(session);
      try {
        const answer = await fetch(webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': signatureHeader(payload),
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
        });
        log(`checkout.session.completed for ${session.id} -> webhook answered ${answer.status}`);
      } catch (error) {
        log(`checkout.session.completed for ${session.id} -> webhook failed: ${String(error)}`);
      }
    } else {
      log(`checkout.session.completed for ${session.id}: no webhook URL set`);
    }
    response.writeHead(303, {
      location: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id),
    });
    response.end();
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-stripe');
    const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
    const page = /^\/c\/pay\/([\w-]+)(?:\/(pay|cancel))?$/.exec(url.pathname);
    const run = async () => {
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        return createSession(request, response);
      }
      if (request.method === 'GET' && retrieve) {
        if (request.headers.authorization !== `Bearer ${secretKey}`) {
          return stripeError(response, 401, 'Invalid API Key provided.');
        }
        const session = sessions.get(retrieve[1] ?? '');
        return session
          ? sendJson(response, 200, session)
          : stripeError(response, 404, `No such checkout.session: '${retrieve[1]}'`, 'id');
      }
      const session = page ? sessions.get(page[1] ?? '') : undefined;
      if (!page || !session) return sendPage(response, 404, 'Not found', '<h1>Not found</h1>');
      if (request.method === 'GET' && !page[2]) return showPaymentPage(response, session);
      if (request.method === 'POST' && page[2] === 'pay') return pay(response, session);
      if (request.method === 'POST' && page[2] === 'cancel') {
        response.writeHead(303, { location: session.cancel_url });
        response.end();
        return;
      }
      sendPage(response, 405, 'Method not allowed', '<h1>Method not allowed</h1>');
    };
    run().catch((error) => {
      log(`error: ${String(error)}`);
      if (!response.headersSent) stripeError(response, 500, 'Fake Stripe failed.');
      else response.end();
    });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  baseUrl = `http://${options.publicHost ?? '127.0.0.1'}:${port}`;

  return {
    url: baseUrl,
    sessions,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    signatureHeader,
    eventPayload,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
