import {
  BOT_PROTECTION_FAILED_MESSAGE,
  BOT_PROTECTION_UNAVAILABLE_MESSAGE,
  HEADER_RECAPTCHA_TOKEN,
  errorSchema,
  type BotProtectionAction,
} from '@shop/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { BotProtectionConfig, EnterpriseConfig, SiteVerifyConfig } from '../config-bot-protection.ts';
import { HttpError } from '../http/http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route needs a reCAPTCHA token made for this action in the x-recaptcha-token header
     * (docs/adr/0019-bot-protection.md); ignored while bot protection is not configured.
     */
    botProtection?: BotProtectionAction;
    /**
     * The handler decides when the token is needed (sign-in: after failures, ADR 0040) and calls
     * `verifyRequestToken`; the hook leaves such a route alone.
     */
    botProtectionOnDemand?: boolean;
  }
}

/** How long the verification service may take before the request is answered 503. */
export const BOT_PROTECTION_TIMEOUT_MS = 5000;
/** Real tokens are 1-2 KB; anything far longer is not one (refused without asking Google). */
const MAX_TOKEN_LENGTH = 4096;

/** The verification service's verdict on one token. */
export type Verdict = { ok: true } | { ok: false; reason: string };

/** 503: the service could not give a verdict; the request is refused, never let through unchecked. */
export class BotProtectionUnavailable extends HttpError {
  constructor(readonly detail: string) {
    super(503, BOT_PROTECTION_UNAVAILABLE_MESSAGE);
    this.name = 'BotProtectionUnavailable';
  }
}

export interface TokenCheck {
  token: string;
  action: BotProtectionAction;
  remoteIp: string;
}

async function postJson(url: URL, body: URLSearchParams | string, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': typeof body === 'string' ? 'application/json' : 'application/x-www-form-urlencoded',
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new BotProtectionUnavailable(`${url.origin} could not be reached: ${String(error)}`);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    // 400/403 from Google mean the shop's key or project is wrong: an operator's problem, not the shopper's.
    throw new BotProtectionUnavailable(`${url.origin} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BotProtectionUnavailable(`${url.origin} answered something other than JSON`);
  }
}

/** Error codes of siteverify that blame the shop's secret or request, not the shopper's token. */
const SITEVERIFY_SETUP_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

/** reCAPTCHA v2/v3: POST secret, response and remoteip to siteverify. */
async function siteVerify(config: SiteVerifyConfig, check: TokenCheck): Promise<Verdict> {
  const answer = (await postJson(
    config.verifyUrl,
    new URLSearchParams({ secret: config.secretKey, response: check.token, remoteip: check.remoteIp }),
    config.timeoutMs ?? BOT_PROTECTION_TIMEOUT_MS,
  )) as { success?: unknown; score?: unknown; action?: unknown; 'error-codes'?: unknown };
  const errorCodes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : [];
  if (errorCodes.some((code) => SITEVERIFY_SETUP_ERRORS.has(code))) {
    throw new BotProtectionUnavailable(`siteverify refused the shop's request: ${errorCodes.join(', ')}`);
  }
  if (answer.success !== true) return { ok: false, reason: `invalid token (${errorCodes.join(', ')})` };
  // v3 answers name the action and score the request; v2 answers have neither.
  if (typeof answer.action === 'string' && answer.action !== check.action) {
    return { ok: false, reason: `token made for action "${answer.action}"` };
  }
  if (typeof answer.score === 'number' && answer.score < config.minScore) {
    return { ok: false, reason: `score ${answer.score} below ${config.minScore}` };
  }
  return { ok: true };
}

/** reCAPTCHA Enterprise: create an assessment, then check validity, action and score. */
async function assess(config: EnterpriseConfig, check: TokenCheck): Promise<Verdict> {
  const url = new URL(`/v1/projects/${encodeURIComponent(config.projectId)}/assessments`, config.apiUrl);
  url.searchParams.set('key', config.apiKey);
  const answer = (await postJson(
    url,
    JSON.stringify({
      event: {
        token: check.token,
        siteKey: config.siteKey,
        expectedAction: check.action,
        userIpAddress: check.remoteIp,
      },
    }),
    config.timeoutMs ?? BOT_PROTECTION_TIMEOUT_MS,
  )) as {
    tokenProperties?: { valid?: unknown; invalidReason?: unknown; action?: unknown };
    riskAnalysis?: { score?: unknown };
  };
  const properties = answer.tokenProperties;
  if (properties?.valid !== true) {
    return { ok: false, reason: `invalid token (${String(properties?.invalidReason ?? 'no reason')})` };
  }
  if (properties.action !== check.action) {
    return { ok: false, reason: `token made for action "${String(properties.action ?? '')}"` };
  }
  // Protobuf JSON leaves out a score of 0.0, so a missing score is the lowest one.
  const score = typeof answer.riskAnalysis?.score === 'number' ? answer.riskAnalysis.score : 0;
  if (score < config.minScore) return { ok: false, reason: `score ${score} below ${config.minScore}` };
  return { ok: true };
}

/** Asks the configured service about one token; throws BotProtectionUnavailable when it cannot answer. */
export function verifyToken(config: BotProtectionConfig, check: TokenCheck): Promise<Verdict> {
  return config.kind === 'enterprise' ? assess(config, check) : siteVerify(config, check);
}

function refuse(log: FastifyBaseLogger, action: BotProtectionAction, reason: string): HttpError {
  log.info({ botProtection: action, reason }, 'bot protection refused the request');
  return new HttpError(400, BOT_PROTECTION_FAILED_MESSAGE);
}

/**
 * Checks the reCAPTCHA token of every route whose config names a `botProtection` action, after the
 * request was validated and before the handler (so rate limits count only requests that passed). No token
 * or a refused one: 400 with BOT_PROTECTION_FAILED_MESSAGE; the service unreachable: 503. Registered
 * with config null (no keys), it does nothing.
 */
export async function botProtection(
  app: FastifyInstance,
  options: { config: BotProtectionConfig | null },
): Promise<void> {
  const { config } = options;
  // The API document names the header and the two refusals on every protected route.
  app.addHook('onRoute', (route) => {
    const action = route.config?.botProtection;
    if (!action || !route.schema) return;
    const when = route.config?.botProtectionOnDemand
      ? 'once the answer asked for it (a 400 saying so), and whenever one is sent'
      : 'with every call';
    const note =
      `Bot protection: when the shop has reCAPTCHA keys, send a token made for the action "${action}" in the ` +
      `\`${HEADER_RECAPTCHA_TOKEN}\` header ${when}; without a valid one the answer is 400, and 503 when the ` +
      'verification service cannot be reached.';
    route.schema.description = route.schema.description ? `${route.schema.description}\n\n${note}` : note;
    const response = route.schema.response as Record<number, unknown> | undefined;
    if (response) {
      response[400] ??= errorSchema;
      response[503] ??= errorSchema;
    }
  });
  if (!config) return;
  app.addHook('preHandler', async (request) => {
    const { botProtection: action, botProtectionOnDemand } = request.routeOptions.config;
    if (!action || botProtectionOnDemand) return;
    await verifyRequestToken(config, request, action);
  });
}

/** The request's reCAPTCHA token (header), or '' when it sent none. */
export function requestToken(request: FastifyRequest): string {
  const header = request.headers[HEADER_RECAPTCHA_TOKEN];
  return typeof header === 'string' ? header.trim() : '';
}

/**
 * Checks the request's token for `action` with the service: no token or a refused one is a 400 (no token:
 * `missingMessage` when the caller says why it was asked for), the service unreachable a 503.
 */
export async function verifyRequestToken(
  config: BotProtectionConfig,
  request: FastifyRequest,
  action: BotProtectionAction,
  options: { missingMessage?: string } = {},
): Promise<void> {
  const token = requestToken(request);
  if (!token) {
    if (options.missingMessage) {
      request.log.info({ botProtection: action }, 'bot protection asked for a token');
      throw new HttpError(400, options.missingMessage);
    }
    throw refuse(request.log, action, 'no token');
  }
  if (token.length > MAX_TOKEN_LENGTH) throw refuse(request.log, action, 'token too long');
  let verdict: Verdict;
  try {
    verdict = await verifyToken(config, { token, action, remoteIp: request.ip });
  } catch (error) {
    if (error instanceof BotProtectionUnavailable) {
      request.log.error({ botProtection: action, detail: error.detail }, 'bot protection unavailable');
    }
    throw error;
  }
  if (!verdict.ok) throw refuse(request.log, action, verdict.reason);
}
// Shared with the sibling shop modules (like authentication), so their routes' config reaches the hook.
Object.assign(botProtection, { [Symbol.for('skip-override')]: true });
