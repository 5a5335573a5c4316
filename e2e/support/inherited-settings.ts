import { BOT_PROTECTION_SETTINGS } from './bot-protection-settings.ts';

/**
 * Variables of the developer's shell that would point a test shop at their own database, mail, ports,
 * payment provider or sign-in providers, or turn bot protection on: global-setup.ts and own-shop.ts drop them.
 */
export const INHERITED_SETTINGS_TO_DROP = [
  'DATABASE_URL',
  'SMTP_URL',
  'DATA_DIR',
  'PORT',
  'HOST',
  'PUBLIC_URL',
  'CORS_ORIGINS',
  'DEMO_DATA',
  'DEFAULT_CHANNEL_CODE',
  'NEW_URLS',
  'DEFAULT_LOCALE',
  'STOREFRONT_URLS',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_AUTHORIZE_URL',
  'GOOGLE_TOKEN_URL',
  'GOOGLE_USERINFO_URL',
  'GOOGLE_TOKENINFO_URL',
  'FACEBOOK_APP_ID',
  'FACEBOOK_APP_SECRET',
  'FACEBOOK_AUTHORIZE_URL',
  'FACEBOOK_GRAPH_URL',
  // Bot protection stays off in the test shops (e2e/bot-protection.test.ts starts its own storefront).
  ...BOT_PROTECTION_SETTINGS,
];

/** process.env without INHERITED_SETTINGS_TO_DROP, for a test shop's processes. */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_SETTINGS_TO_DROP) delete env[name];
  return env;
}
