// @ts-check
// A local fake of the parts of Google's and Facebook's OAuth 2.0 that the shop's social sign-in uses
// (docs/adr/0016-social-sign-in.md): the authorization endpoints (they sign the fixed test user in at once
// and redirect back with a code), the code-for-token exchange, Google's userinfo and tokeninfo, and
// Facebook's Graph /me and /debug_token. The API's tests and the browser tests start it on a free port.
// It is a LOCAL TEST PROVIDER: anybody can "sign in" as its test users. Never point a real shop at it.
import { randomBytes } from 'node:crypto';
import http from 'node:http';

/** The client credentials the fake accepts (they are not secrets). */
export const FAKE_GOOGLE_CLIENT_ID = 'local-fake-google-client.apps.googleusercontent.com';
export const FAKE_GOOGLE_CLIENT_SECRET = 'local-fake-google-secret';
export const FAKE_FACEBOOK_APP_ID = '100200300400500';
export const FAKE_FACEBOOK_APP_SECRET = 'local-fake-facebook-secret';

/**
 * @typedef {object} FakeOAuthUser
 * @property {string} key what tests call the user
 * @property {'google' | 'facebook'} provider
 * @property {string} subject the provider's id of the person
 * @property {string | null} email
 * @property {boolean} emailVerified
 * @property {string} firstName
 * @property {string} lastName
 */

/** @type {FakeOAuthUser[]} */
export const FAKE_OAUTH_USERS = [
  {
    key: 'google-with-email',
    provider: 'google',
    subject: '109876543210987654321',
    email: 'gabija.google@example.com',
    emailVerified: true,
    firstName: 'Gabija',
    lastName: 'Googlaitė',
  },
  {
    key: 'google-unverified-email',
    provider: 'google',
    subject: '109876543210987654999',
    email: 'neverified.google@example.com',
    emailVerified: false,
    firstName: 'Nerijus',
    lastName: 'Neverifikuotas',
  },
  {
    key: 'google-second',
    provider: 'google',
    subject: '109876543210987650002',
    email: 'antra.google@example.com',
    emailVerified: true,
    firstName: 'Antra',
    lastName: 'Googlaitė',
  },
  {
    key: 'google-guest',
    provider: 'google',
    subject: '109876543210987650003',
    email: 'svecias.google@example.com',
    emailVerified: true,
    firstName: 'Svetlana',
    lastName: 'Svečienė',
  },
  {
    key: 'facebook-company',
    provider: 'facebook',
    subject: '10160000000000003',
    email: 'imone.facebook@example.com',
    emailVerified: true,
    firstName: 'Įmonė',
    lastName: 'Pirkėja',
  },
  {
    key: 'facebook-with-email',
    provider: 'facebook',
    subject: '10160000000000001',
    email: 'feliksas.facebook@example.com',
    emailVerified: true,
    firstName: 'Feliksas',
    lastName: 'Feisbukas',
  },
  {
    key: 'facebook-without-email',
    provider: 'facebook',
    subject: '10160000000000002',
    email: null,
    emailVerified: false,
    firstName: 'Fausta',
    lastName: 'Bepaštė',
  },
];

/** Which user the authorization endpoint signs in when the request names none (login_hint). */
const DEFAULT_USER = { google: 'google-with-email', facebook: 'facebook-without-email' };

/**
 * @typedef {object} FakeOAuth
 * @property {string} url the fake's origin
 * @property {Record<string, string>} apiEnv variables pointing the shop API at the fake
 * @property {Record<string, string>} storefrontEnv variables pointing a storefront at the fake
 * @property {(key: string, options?: { clientId?: string }) => string} issueToken an access token of a test
 *   user, as if the user had signed in (for API tests); clientId: the app it was issued to (default ours)
 * @property {(provider: 'google' | 'facebook', key: string) => void} setDefaultUser who the next
 *   authorization of that provider signs in
 * @property {(down: boolean) => void} setOutage while on, every API call answers 503
 * @property {() => Promise<void>} close
 */

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
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/**
 * Starts the fake on 127.0.0.1.
 * @param {object} [options]
 * @param {number} [options.port] 0 (default): any free port
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<FakeOAuth>}
 */
export async function startFakeOAuth(options = {}) {
  const log = options.log ?? (() => {});
  /** @type {Map<string, { user: FakeOAuthUser, clientId: string, redirectUri: string }>} */
  const codes = new Map();
  /** @type {Map<string, { user: FakeOAuthUser, clientId: string }>} */
  const tokens = new Map();
  /** @type {Record<'google' | 'facebook', string>} */
  const defaults = { ...DEFAULT_USER };
  let outage = false;
  const clients = {
    google: { id: FAKE_GOOGLE_CLIENT_ID, secret: FAKE_GOOGLE_CLIENT_SECRET },
    facebook: { id: FAKE_FACEBOOK_APP_ID, secret: FAKE_FACEBOOK_APP_SECRET },
  };

  /** @param {string} key */
  const userByKey = (key) => {
    const user = FAKE_OAUTH_USERS.find((candidate) => candidate.key === key);
    if (!user) throw new Error(`No fake OAuth user "${key}"`);
    return user;
  };

  /** @type {FakeOAuth['issueToken']} */
  const issueToken = (key, issueOptions = {}) => {
    const user = userByKey(key);
    const token = `fake_${user.provider}_${randomBytes(16).toString('hex')}`;
    tokens.set(token, { user, clientId: issueOptions.clientId ?? clients[user.provider].id });
    return token;
  };

  /**
   * The authorization endpoint: checks the client and the redirect, signs in the user at once and sends
   * the browser back with a code and the state (or error=access_denied for login_hint=deny).
   * @param {'google' | 'facebook'} provider
   * @param {URL} url
   * @param {http.ServerResponse} response
   */
  function authorize(provider, url, response) {
    const clientId = url.searchParams.get('client_id');
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    if (clientId !== clients[provider].id || !/^https?:\/\//.test(redirectUri)) {
      return sendJson(response, 400, {
        error: 'invalid_request',
        error_description: 'client_id or redirect_uri',
      });
    }
    const back = new URL(redirectUri);
    const state = url.searchParams.get('state');
    if (state !== null) back.searchParams.set('state', state);
    const hint = url.searchParams.get('login_hint');
    if (hint === 'deny') {
      back.searchParams.set('error', 'access_denied');
    } else {
      const user = userByKey(hint ?? defaults[provider]);
      const code = randomBytes(12).toString('hex');
      codes.set(code, { user, clientId, redirectUri });
      back.searchParams.set('code', code);
      log(`${provider}: signed in ${user.key} for ${redirectUri}`);
    }
    response.writeHead(302, { location: back.toString() });
    response.end();
  }

  /**
   * The code exchange: the client's own credentials, the same redirect_uri, each code once.
   * @param {'google' | 'facebook'} provider
   * @param {URLSearchParams} params
   * @param {http.ServerResponse} response
   */
  function exchange(provider, params, response) {
    const code = codes.get(params.get('code') ?? '');
    const client = clients[provider];
    if (params.get('client_id') !== client.id || params.get('client_secret') !== client.secret) {
      return sendJson(response, 401, { error: 'invalid_client' });
    }
    if (!code || code.redirectUri !== params.get('redirect_uri') || code.user.provider !== provider) {
      return sendJson(response, 400, { error: 'invalid_grant' });
    }
    codes.delete(params.get('code') ?? '');
    const token = issueToken(code.user.key);
    sendJson(response, 200, { access_token: token, token_type: 'Bearer', expires_in: 3599 });
  }

  /** @param {string | null | undefined} token @param {'google' | 'facebook'} provider */
  const holder = (token, provider) => {
    const entry = tokens.get(token ?? '');
    return entry && entry.user.provider === provider ? entry : null;
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-oauth');
    const path = url.pathname;
    const run = async () => {
      if (request.method === 'GET' && path === '/google/authorize') return authorize('google', url, response);
      if (request.method === 'GET' && path === '/facebook/dialog/oauth')
        return authorize('facebook', url, response);
      if (outage) return sendJson(response, 503, { error: 'temporarily_unavailable' });
      if (request.method === 'POST' && path === '/google/token') {
        return exchange('google', new URLSearchParams(await readBody(request)), response);
      }
      if (request.method === 'GET' && path === '/facebook/oauth/access_token') {
        return exchange('facebook', url.searchParams, response);
      }
      if (request.method === 'GET' && path === '/google/userinfo') {
        const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
        const entry = holder(bearer, 'google');
        if (!entry) return sendJson(response, 401, { error: 'invalid_token' });
        const { user } = entry;
        return sendJson(response, 200, {
          sub: user.subject,
          given_name: user.firstName,
          family_name: user.lastName,
          name: `${user.firstName} ${user.lastName}`,
          ...(user.email ? { email: user.email, email_verified: user.emailVerified } : {}),
        });
      }
      if (request.method === 'GET' && path === '/google/tokeninfo') {
        const entry = holder(url.searchParams.get('access_token'), 'google');
        if (!entry) return sendJson(response, 400, { error_description: 'Invalid Value' });
        return sendJson(response, 200, {
          azp: entry.clientId,
          aud: entry.clientId,
          sub: entry.user.subject,
          scope: 'openid https://www.googleapis.com/auth/userinfo.email',
          expires_in: '3500',
        });
      }
      if (request.method === 'GET' && path === '/facebook/debug_token') {
        if (url.searchParams.get('access_token') !== `${clients.facebook.id}|${clients.facebook.secret}`) {
          return sendJson(response, 400, {
            error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
          });
        }
        const entry = holder(url.searchParams.get('input_token'), 'facebook');
        if (!entry) {
          return sendJson(response, 200, {
            data: { is_valid: false, error: { code: 190, message: 'Invalid token' } },
          });
        }
        return sendJson(response, 200, {
          data: {
            app_id: entry.clientId,
            type: 'USER',
            is_valid: true,
            user_id: entry.user.subject,
            scopes: entry.user.email ? ['public_profile', 'email'] : ['public_profile'],
          },
        });
      }
      if (request.method === 'GET' && path === '/facebook/me') {
        const entry = holder(url.searchParams.get('access_token'), 'facebook');
        if (!entry) {
          return sendJson(response, 400, {
            error: { message: 'Invalid OAuth access token data.', type: 'OAuthException', code: 190 },
          });
        }
        const { user } = entry;
        return sendJson(response, 200, {
          id: user.subject,
          first_name: user.firstName,
          last_name: user.lastName,
          ...(user.email ? { email: user.email } : {}),
        });
      }
      sendJson(response, 404, { error: 'not_found' });
    };
    run().catch((error) => {
      log(`error: ${String(error)}`);
      if (!response.headersSent) sendJson(response, 500, { error: 'server_error' });
      else response.end();
    });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    apiEnv: {
      GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
      GOOGLE_USERINFO_URL: `${url}/google/userinfo`,
      GOOGLE_TOKENINFO_URL: `${url}/google/tokeninfo`,
      FACEBOOK_APP_ID: FAKE_FACEBOOK_APP_ID,
      FACEBOOK_APP_SECRET: FAKE_FACEBOOK_APP_SECRET,
      FACEBOOK_GRAPH_URL: `${url}/facebook`,
    },
    storefrontEnv: {
      GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT_SECRET,
      GOOGLE_AUTHORIZE_URL: `${url}/google/authorize`,
      GOOGLE_TOKEN_URL: `${url}/google/token`,
      FACEBOOK_APP_ID: FAKE_FACEBOOK_APP_ID,
      FACEBOOK_APP_SECRET: FAKE_FACEBOOK_APP_SECRET,
      FACEBOOK_AUTHORIZE_URL: `${url}/facebook/dialog/oauth`,
      FACEBOOK_GRAPH_URL: `${url}/facebook`,
    },
    issueToken,
    setDefaultUser(provider, key) {
      defaults[provider] = userByKey(key).key;
    },
    setOutage(down) {
      outage = down;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
