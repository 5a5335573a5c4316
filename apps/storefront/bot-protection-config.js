// Bot protection (Google reCAPTCHA) settings of the storefront, plain JS like server-config.js, which
// calls it (docs/adr/0019-bot-protection.md). All of it is public: it goes to the browser.

export const DEFAULT_RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
export const DEFAULT_RECAPTCHA_ENTERPRISE_SCRIPT_URL = 'https://www.google.com/recaptcha/enterprise.js';

/**
 * @typedef {object} BotProtectionSettings
 * @property {string} siteKey RECAPTCHA_SITE_KEY, the public key of the widget
 * @property {2 | 3} version RECAPTCHA_VERSION: 2 (invisible widget, default) or 3 (score only)
 * @property {boolean} enterprise RECAPTCHA_ENTERPRISE: grecaptcha.enterprise from enterprise.js
 * @property {string} language RECAPTCHA_LANGUAGE, the widget's language (default lt)
 * @property {string} scriptUrl RECAPTCHA_SCRIPT_URL: Google's api.js or enterprise.js, or a local fake
 */

/**
 * @param {Record<string, string | undefined>} env
 * @returns {BotProtectionSettings | null} null when no site key is given: the forms submit unprotected
 */
export function readBotProtectionSettings(env) {
  const siteKey = env.RECAPTCHA_SITE_KEY?.trim();
  const rawVersion = env.RECAPTCHA_VERSION?.trim() || '2';
  if (rawVersion !== '2' && rawVersion !== '3') {
    throw new Error(`RECAPTCHA_VERSION must be 2 or 3 (got "${env.RECAPTCHA_VERSION}")`);
  }
  const rawEnterprise = env.RECAPTCHA_ENTERPRISE?.trim().toLowerCase() || 'false';
  if (!['true', 'false', '1', '0'].includes(rawEnterprise)) {
    throw new Error(`RECAPTCHA_ENTERPRISE must be true or false (got "${env.RECAPTCHA_ENTERPRISE}")`);
  }
  const enterprise = rawEnterprise === 'true' || rawEnterprise === '1';
  const language = env.RECAPTCHA_LANGUAGE?.trim() || 'lt';
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(language)) {
    throw new Error(`RECAPTCHA_LANGUAGE must be a language code like lt or en-GB (got "${language}")`);
  }
  const scriptUrl =
    env.RECAPTCHA_SCRIPT_URL?.trim() ||
    (enterprise ? DEFAULT_RECAPTCHA_ENTERPRISE_SCRIPT_URL : DEFAULT_RECAPTCHA_SCRIPT_URL);
  try {
    const { protocol } = new URL(scriptUrl);
    if (protocol !== 'http:' && protocol !== 'https:') throw new Error(protocol);
  } catch {
    throw new Error(`RECAPTCHA_SCRIPT_URL "${scriptUrl}" must be an http:// or https:// URL`);
  }
  if (!siteKey) return null;
  return { siteKey, version: rawVersion === '3' ? 3 : 2, enterprise, language, scriptUrl };
}
