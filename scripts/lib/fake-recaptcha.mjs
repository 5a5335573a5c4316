// @ts-check
// A local fake of Google reCAPTCHA (docs/adr/0019-bot-protection.md) for tests and development: the
// classic siteverify endpoint, the Enterprise assessments endpoint, and tiny stand-ins of the browser
// scripts (api.js and enterprise.js) that define `grecaptcha`. Nothing is checked for real: a token is
// valid when it starts with FAKE_RECAPTCHA_TOKEN, so browser tests run without Google.
//
// Tokens: "fake-recaptcha-token" (no action), "fake-recaptcha-token.<action>" (what the fake script
// makes for a widget rendered with an action), "fake-recaptcha-token.<action>.<score>" (a chosen score).
import http from 'node:http';

export const FAKE_RECAPTCHA_TOKEN = 'fake-recaptcha-token';
export const FAKE_RECAPTCHA_SITE_KEY = 'fake-recaptcha-site-key';
export const FAKE_RECAPTCHA_SECRET_KEY = 'fake-recaptcha-secret-key';
export const FAKE_RECAPTCHA_PROJECT_ID = 'fake-recaptcha-project';
export const FAKE_RECAPTCHA_API_KEY = 'fake-recaptcha-api-key';
/** The score of a valid token that names none. */
const DEFAULT_SCORE = 0.9;

/**
 * @typedef {object} FakeVerification one token the fake was asked about
 * @property {'siteverify' | 'enterprise'} kind
 * @property {string} token
 * @property {string | null} remoteIp
 * @property {string | null} expectedAction the action the API expects (enterprise)
 * @property {boolean} valid
 */

/**
 * @typedef {object} FakeRecaptcha
 * @property {string} url origin of the fake, e.g. http://127.0.0.1:40123
 * @property {string} verifyUrl RECAPTCHA_VERIFY_URL of the API
 * @property {string} enterpriseUrl RECAPTCHA_ENTERPRISE_URL of the API
 * @property {string} scriptUrl the storefront's script URL (v2 and v3)
 * @property {string} enterpriseScriptUrl the storefront's script URL (Enterprise)
 * @property {FakeVerification[]} verifications every token checked, oldest first
 * @property {() => Promise<void>} close
 */

/**
 * @param {string} token
 * @returns {{ valid: boolean, action: string, score: number, hasScore: boolean }}
 */
export function readFakeToken(token) {
  const [base, action = '', ...scoreParts] = token.split('.');
  const score = scoreParts.length > 0 ? Number(scoreParts.join('.')) : DEFAULT_SCORE;
  return {
    valid: base === FAKE_RECAPTCHA_TOKEN && Number.isFinite(score),
    action,
    score,
    hasScore: scoreParts.length > 0,
  };
}

/**
 * The browser stand-in: `grecaptcha` (and `grecaptcha.enterprise`) with ready, render, execute,
 * getResponse and reset. An invisible widget's execute calls its callback with a token for its action;
 * v3-style execute(siteKey, {action}) resolves one. A wrong site key makes execute fail like Google's.
 * @param {string} siteKey
 */
function browserScript(siteKey) {
  return `(function () {
  var widgets = [];
  var SITE_KEY = ${JSON.stringify(siteKey)};
  function token(action) { return ${JSON.stringify(FAKE_RECAPTCHA_TOKEN)} + (action ? '.' + action : ''); }
  var api = {
    ready: function (callback) { setTimeout(callback, 0); },
    render: function (container, parameters) {
      var element = typeof container === 'string' ? document.getElementById(container) : container;
      var badge = document.createElement('div');
      badge.className = 'grecaptcha-badge';
      badge.setAttribute('data-style', parameters.badge || 'bottomright');
      badge.textContent = 'Fake reCAPTCHA';
      element.appendChild(badge);
      widgets.push({ parameters: parameters, response: '' });
      return widgets.length - 1;
    },
    execute: function (widgetOrKey, options) {
      if (typeof widgetOrKey === 'string') {
        if (widgetOrKey !== SITE_KEY) return Promise.reject(new Error('Invalid site key'));
        return Promise.resolve(token(options && options.action));
      }
      var widget = widgets[widgetOrKey || 0];
      if (!widget) throw new Error('No reCAPTCHA clients exist.');
      setTimeout(function () {
        if (widget.parameters.sitekey !== SITE_KEY) {
          if (widget.parameters['error-callback']) widget.parameters['error-callback']();
          return;
        }
        widget.response = token(widget.parameters.action);
        widget.parameters.callback(widget.response);
      }, 10);
    },
    getResponse: function (id) { return (widgets[id || 0] || { response: '' }).response; },
    reset: function (id) { var widget = widgets[id || 0]; if (widget) widget.response = ''; }
  };
  window.grecaptcha = api;
  window.grecaptcha.enterprise = api;
})();
`;
}

/**
 * @param {http.IncomingMessage} request
 * @returns {Promise<string>}
 */
function readBody(request) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
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
 * @param {string} [options.siteKey] the site key the fake script accepts
 * @param {string} [options.secretKey] the secret siteverify accepts
 * @param {string} [options.projectId] the Enterprise project it answers for
 * @param {string} [options.apiKey] the Enterprise API key it accepts
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<FakeRecaptcha>}
 */
export async function startFakeRecaptcha(options = {}) {
  const siteKey = options.siteKey ?? FAKE_RECAPTCHA_SITE_KEY;
  const secretKey = options.secretKey ?? FAKE_RECAPTCHA_SECRET_KEY;
  const projectId = options.projectId ?? FAKE_RECAPTCHA_PROJECT_ID;
  const apiKey = options.apiKey ?? FAKE_RECAPTCHA_API_KEY;
  const log = options.log ?? (() => {});
  /** @type {FakeVerification[]} */
  const verifications = [];

  /**
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   */
  async function siteverify(request, response) {
    const form = new URLSearchParams(await readBody(request));
    if (form.get('secret') !== secretKey) {
      return sendJson(response, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
    }
    const token = form.get('response') ?? '';
    const parsed = readFakeToken(token);
    verifications.push({
      kind: 'siteverify',
      token,
      remoteIp: form.get('remoteip'),
      expectedAction: null,
      valid: parsed.valid,
    });
    log(`siteverify ${parsed.valid ? 'valid' : 'invalid'} token`);
    if (!parsed.valid) {
      return sendJson(response, 200, {
        success: false,
        'error-codes': [token ? 'invalid-input-response' : 'missing-input-response'],
      });
    }
    // A token with a score is answered as a v3 key would be (action and score); else as v2.
    const v3 = parsed.hasScore ? { action: parsed.action, score: parsed.score } : {};
    return sendJson(response, 200, {
      success: true,
      challenge_ts: new Date().toISOString(),
      hostname: 'localhost',
      ...v3,
    });
  }

  /**
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   * @param {URL} url
   * @param {string} project
   */
  async function assessment(request, response, url, project) {
    if (url.searchParams.get('key') !== apiKey) {
      return sendJson(response, 400, {
        error: {
          code: 400,
          message: 'API key not valid. Please pass a valid API key.',
          status: 'INVALID_ARGUMENT',
        },
      });
    }
    if (project !== projectId) {
      return sendJson(response, 403, {
        error: { code: 403, message: 'Permission denied on resource project.', status: 'PERMISSION_DENIED' },
      });
    }
    /** @type {{ event?: { token?: string, siteKey?: string, expectedAction?: string, userIpAddress?: string } }} */
    let body;
    try {
      body = JSON.parse(await readBody(request));
    } catch {
      return sendJson(response, 400, { error: { code: 400, message: 'Invalid JSON payload received.' } });
    }
    const event = body.event ?? {};
    const token = event.token ?? '';
    const parsed = readFakeToken(token);
    const valid = parsed.valid && event.siteKey === siteKey;
    verifications.push({
      kind: 'enterprise',
      token,
      remoteIp: event.userIpAddress ?? null,
      expectedAction: event.expectedAction ?? null,
      valid,
    });
    log(`assessment ${valid ? 'valid' : 'invalid'} token`);
    return sendJson(response, 200, {
      name: `projects/${project}/assessments/${verifications.length}`,
      event,
      riskAnalysis: valid ? { score: parsed.score, reasons: [] } : { reasons: [] },
      tokenProperties: valid
        ? {
            valid: true,
            invalidReason: 'INVALID_REASON_UNSPECIFIED',
            action: parsed.action,
            hostname: 'localhost',
          }
        : { valid: false, invalidReason: parsed.valid ? 'BROWSER_ERROR' : 'MALFORMED', action: '' },
    });
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-recaptcha');
    const project = /^\/v1\/projects\/([^/]+)\/assessments$/.exec(url.pathname);
    const run = async () => {
      if (request.method === 'POST' && url.pathname === '/recaptcha/api/siteverify') {
        return siteverify(request, response);
      }
      if (request.method === 'POST' && project) {
        return assessment(request, response, url, decodeURIComponent(project[1] ?? ''));
      }
      if (
        request.method === 'GET' &&
        (url.pathname === '/recaptcha/api.js' || url.pathname === '/recaptcha/enterprise.js')
      ) {
        response.writeHead(200, {
          'content-type': 'text/javascript; charset=utf-8',
          'access-control-allow-origin': '*',
          'cache-control': 'no-store',
        });
        response.end(browserScript(siteKey));
        return;
      }
      sendJson(response, 404, { error: 'not found' });
    };
    run().catch((error) => {
      log(`error: ${String(error)}`);
      if (!response.headersSent) sendJson(response, 500, { error: 'fake reCAPTCHA failed' });
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
    verifyUrl: `${url}/recaptcha/api/siteverify`,
    enterpriseUrl: url,
    scriptUrl: `${url}/recaptcha/api.js`,
    enterpriseScriptUrl: `${url}/recaptcha/enterprise.js`,
    verifications,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
