import { describe, expect, it } from 'vitest';
import { readBotProtectionSettings } from '../bot-protection-config.js';

describe('readBotProtectionSettings', () => {
  it('is off without a site key; with one, spec section 9 defaults: v2, base mode, Lithuanian, Google script', () => {
    expect(readBotProtectionSettings({})).toBeNull();
    expect(readBotProtectionSettings({ RECAPTCHA_SITE_KEY: 'site-key' })).toEqual({
      siteKey: 'site-key',
      version: 2,
      enterprise: false,
      language: 'lt',
      scriptUrl: 'https://www.google.com/recaptcha/api.js',
    });
  });

  it('reads the version, Enterprise (its script by default), language and script URL', () => {
    expect(
      readBotProtectionSettings({
        RECAPTCHA_SITE_KEY: 'site-key',
        RECAPTCHA_VERSION: '3',
        RECAPTCHA_ENTERPRISE: 'true',
        RECAPTCHA_LANGUAGE: 'en',
      }),
    ).toEqual({
      siteKey: 'site-key',
      version: 3,
      enterprise: true,
      language: 'en',
      scriptUrl: 'https://www.google.com/recaptcha/enterprise.js',
    });
    expect(
      readBotProtectionSettings({
        RECAPTCHA_SITE_KEY: 'k',
        RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:4000/api.js',
      })?.scriptUrl,
    ).toBe('http://127.0.0.1:4000/api.js');
  });

  it('names a bad value', () => {
    expect(() => readBotProtectionSettings({ RECAPTCHA_VERSION: '1' })).toThrow(
      'RECAPTCHA_VERSION must be 2 or 3',
    );
    expect(() => readBotProtectionSettings({ RECAPTCHA_ENTERPRISE: 'yes' })).toThrow('RECAPTCHA_ENTERPRISE');
    expect(() => readBotProtectionSettings({ RECAPTCHA_LANGUAGE: 'lietuviu kalba' })).toThrow(
      'RECAPTCHA_LANGUAGE',
    );
    expect(() => readBotProtectionSettings({ RECAPTCHA_SCRIPT_URL: 'file:///x.js' })).toThrow(
      'RECAPTCHA_SCRIPT_URL',
    );
  });
});
