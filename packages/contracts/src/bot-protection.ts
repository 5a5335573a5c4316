/**
 * Bot protection (Google reCAPTCHA) of the forms bots abuse: registration, sign-in, password reset
 * requests and the newsletter (docs/adr/0019-bot-protection.md). Plain values, safe for browser code.
 */

/** The request header that carries the reCAPTCHA token of one submission to the API. */
export const HEADER_RECAPTCHA_TOKEN = 'x-recaptcha-token';

/** The action a token is made for; the API checks it (enterprise, v3) against the route's action. */
export const BOT_PROTECTION_ACTIONS = ['login', 'register', 'reset', 'newsletter'] as const;
export type BotProtectionAction = (typeof BOT_PROTECTION_ACTIONS)[number];

/** 400: no token, or the verification service refused it (invalid, expired, used, wrong action, low score). */
export const BOT_PROTECTION_FAILED_MESSAGE = 'Bot protection check failed. Please try again.';
/** 503: the verification service could not be asked (down, slow, or the shop's keys were refused). */
export const BOT_PROTECTION_UNAVAILABLE_MESSAGE =
  'Bot protection check is unavailable right now. Please try again later.';
/**
 * 400 on sign-in: this email had several failed sign-ins lately, so the next one needs the bot-protection
 * check (docs/adr/0040-sign-in-protection.md); the form gets a token and sends it again.
 */
export const BOT_PROTECTION_REQUIRED_MESSAGE = 'Please confirm that you are not a robot, then sign in again.';
