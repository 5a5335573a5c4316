import { describe, expect, it } from 'vitest';
import { defaultLocaleProblem, readServingSettings, readStorefrontConfig } from '../server-config.js';
import { trailingSlashRedirectLocation } from '../server-http.js';

const valid = { API_URL: 'http://localhost:8080', CHANNEL_CODE: 'web' };

describe('readStorefrontConfig', () => {
  it('refuses to start without an API URL or a channel code, with the spec texts', () => {
    expect(() => readStorefrontConfig({ CHANNEL_CODE: 'web' })).toThrow(/^API URL is undefined$/);
    expect(() => readStorefrontConfig({ ...valid, API_URL: '  ' })).toThrow(/^API URL is undefined$/);
    expect(() => readStorefrontConfig({ API_URL: valid.API_URL })).toThrow(/^Channel code is undefined$/);
    expect(() => readStorefrontConfig({ ...valid, CHANNEL_CODE: '' })).toThrow(/^Channel code is undefined$/);
  });

  it('reads the defaults: port 3000, every interface, old URLs, a proxy trusted on loopback only', () => {
    expect(readStorefrontConfig({ ...valid, API_URL: 'http://api:8080/' })).toEqual({
      apiUrl: 'http://api:8080',
      trustProxy: 'loopback',
      channelCode: 'web',
      port: 3000,
      host: undefined,
      newUrls: false,
      defaultLocale: undefined,
      socialSignIn: { google: undefined, facebook: undefined },
      botProtection: null,
    });
  });

  it('reads the page cache and compression settings, and refuses bad values by name', () => {
    expect(readServingSettings({})).toEqual({
      pageCache: { seconds: 10, staleSeconds: 60, maxBytes: 32 * 1024 * 1024 },
      compression: 1,
    });
    const config = readServingSettings({
      PAGE_CACHE_SECONDS: '0',
      PAGE_CACHE_STALE_SECONDS: '300',
      PAGE_CACHE_MB: '8',
      COMPRESSION: 'OFF',
    });
    expect(config.pageCache).toEqual({ seconds: 0, staleSeconds: 300, maxBytes: 8 * 1024 * 1024 });
    expect(config.compression).toBeNull();
    expect(readServingSettings({ COMPRESSION: '6' }).compression).toBe(6);
    expect(() => readServingSettings({ COMPRESSION: 'gzip' })).toThrow(
      /^COMPRESSION must be off or a gzip level 1-9 \(got "gzip"\)$/,
    );
    expect(() => readServingSettings({ PAGE_CACHE_SECONDS: '-1' })).toThrow(
      /^PAGE_CACHE_SECONDS must be a whole number 0-3600/,
    );
    expect(() => readServingSettings({ PAGE_CACHE_MB: '0' })).toThrow(/^PAGE_CACHE_MB must be/);
    expect(() => readServingSettings({ PAGE_CACHE_STALE_SECONDS: '1.5' })).toThrow(
      /^PAGE_CACHE_STALE_SECONDS must be/,
    );
  });

  it('reads TRUST_PROXY as true, false or a list, and refuses anything else', () => {
    expect(readStorefrontConfig({ ...valid, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readStorefrontConfig({ ...valid, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readStorefrontConfig({ ...valid, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe(
      'loopback, 10.0.0.0/8',
    );
    expect(() => readStorefrontConfig({ ...valid, TRUST_PROXY: 'a;b' })).toThrow(/^TRUST_PROXY must be/);
  });

  it('offers a social sign-in provider when its id and secret are both set', () => {
    const config = readStorefrontConfig({
      ...valid,
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      FACEBOOK_APP_ID: '1',
      FACEBOOK_APP_SECRET: 's',
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9/facebook/',
    });
    expect(config.socialSignIn).toEqual({
      google: {
        clientId: 'id',
        clientSecret: 'secret',
        authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
        tokenUrl: 'https://oauth2.googleapis.com/token',
      },
      facebook: {
        clientId: '1',
        clientSecret: 's',
        authorizeUrl: 'https://www.facebook.com/dialog/oauth',
        tokenUrl: 'http://127.0.0.1:9/facebook/oauth/access_token',
      },
    });
    expect(() => readStorefrontConfig({ ...valid, GOOGLE_CLIENT_ID: 'id' })).toThrow(
      'GOOGLE_CLIENT_SECRET must be set too when GOOGLE_CLIENT_ID is',
    );
  });

  it('reads PORT, HOST, NEW_URLS and DEFAULT_LOCALE', () => {
    const config = readStorefrontConfig({
      ...valid,
      PORT: '3001',
      HOST: '127.0.0.1',
      NEW_URLS: 'true',
      DEFAULT_LOCALE: 'lt',
    });
    expect(config).toMatchObject({ port: 3001, host: '127.0.0.1', newUrls: true, defaultLocale: 'lt' });
  });

  it('names bad values', () => {
    expect(() => readStorefrontConfig({ ...valid, PORT: 'abc' })).toThrow(
      'PORT must be an integer 1-65535 (got "abc")',
    );
    expect(() => readStorefrontConfig({ ...valid, API_URL: 'localhost:8080' })).toThrow(
      'must start with http',
    );
    expect(() => readStorefrontConfig({ ...valid, API_URL: 'not a url' })).toThrow('is not a valid URL');
    expect(() => readStorefrontConfig({ ...valid, NEW_URLS: 'yes' })).toThrow(
      'NEW_URLS must be true or false',
    );
  });
});

describe('defaultLocaleProblem', () => {
  const facts = {
    builtDefaultLocale: 'lt',
    runtimeDefaultLocale: undefined,
    channelCode: 'web',
    channelDefaultLocale: 'lt',
  };

  it('accepts a channel whose default locale is the build one', () => {
    expect(defaultLocaleProblem(facts)).toBeNull();
    expect(defaultLocaleProblem({ ...facts, runtimeDefaultLocale: 'lt' })).toBeNull();
  });

  it('explains how to rebuild when the channel or DEFAULT_LOCALE disagree with the build', () => {
    expect(defaultLocaleProblem({ ...facts, channelDefaultLocale: 'en' })).toBe(
      'Channel "web" has the default locale "en" but this build serves "lt" without a prefix: ' +
        'rebuild with DEFAULT_LOCALE=en npm run build -w @shop/storefront',
    );
    expect(defaultLocaleProblem({ ...facts, runtimeDefaultLocale: 'et' })).toContain(
      'rebuild with DEFAULT_LOCALE=et',
    );
  });
});

describe('trailingSlashRedirectLocation', () => {
  it('drops trailing slashes and keeps the query', () => {
    expect(trailingSlashRedirectLocation('/krepselis/')).toBe('/krepselis');
    expect(trailingSlashRedirectLocation('/en/cart//?a=1&b=2')).toBe('/en/cart?a=1&b=2');
    expect(trailingSlashRedirectLocation('/en/')).toBe('/en');
  });

  it('leaves the root and paths without a trailing slash alone', () => {
    expect(trailingSlashRedirectLocation('/')).toBeNull();
    expect(trailingSlashRedirectLocation('/?a=1')).toBeNull();
    expect(trailingSlashRedirectLocation('/krepselis')).toBeNull();
    expect(trailingSlashRedirectLocation('/p/paieska?query=a/')).toBeNull();
  });

  it('never produces a redirect to another host', () => {
    expect(trailingSlashRedirectLocation('//evil.example/')).toBe('/evil.example');
    expect(trailingSlashRedirectLocation('///')).toBe('/');
  });
});
