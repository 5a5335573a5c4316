import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/somewhere/else');
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: join(repoRoot, '.data'),
      pgDataDir: join(repoRoot, '.data', 'pgdata'),
      mediaDir: join(repoRoot, '.data', 'media'),
      mediaCacheDir: join(repoRoot, '.data', 'media', 'cache'),
      s3: null,
      outboxDir: join(repoRoot, '.data', 'outbox'),
      databaseUrl: null,
      preparedStatements: true,
      logLevel: 'info',
      smtpUrl: null,
      mailFrom: 'Gandras <info@gandras.lt>',
      jobLeaseMs: 300_000,
      trustProxy: ['loopback'],
      corsOrigins: ['http://localhost:3000', 'http://localhost:3001'],
      defaultChannelCode: 'web',
      publicUrl: 'http://localhost:8080',
      storefrontUrls: { web: 'http://localhost:3000', b2b: 'http://localhost:3001' },
      demoData: true,
      picturesFromPrivateNetwork: false,
      stripe: null,
      jwtSecret: null,
      socialSignIn: { google: null, facebook: null },
      botProtection: null,
      signInProtection: { perIpLimit: 100, adminPerIpLimit: 30, challengeAfter: 5, maxDelayMs: 3000 },
    });
  });

  it('reads the sign-in protection numbers and names a wrong one', () => {
    const config = loadConfig({
      LOGIN_FAILURES_PER_IP: '500',
      ADMIN_LOGIN_FAILURES_PER_IP: '50',
      LOGIN_CHALLENGE_AFTER: '3',
      LOGIN_DELAY_MAX_MS: '0',
    });
    expect(config.signInProtection).toEqual({
      perIpLimit: 500,
      adminPerIpLimit: 50,
      challengeAfter: 3,
      maxDelayMs: 0,
    });
    expect(() => loadConfig({ LOGIN_FAILURES_PER_IP: '0', LOGIN_DELAY_MAX_MS: 'soon' })).toThrow(
      /LOGIN_FAILURES_PER_IP: must be from 1 to 1000000[\s\S]*LOGIN_DELAY_MAX_MS: must be a whole number/,
    );
  });

  it("turns social sign-in on per provider, with the providers' endpoints unless told otherwise", () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'shop.apps.googleusercontent.com',
      FACEBOOK_APP_ID: '1234',
      FACEBOOK_APP_SECRET: 'app-secret',
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9999/facebook/',
    });
    expect(config.socialSignIn).toEqual({
      google: {
        clientId: 'shop.apps.googleusercontent.com',
        userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
        tokeninfoUrl: 'https://oauth2.googleapis.com/tokeninfo',
      },
      facebook: { appId: '1234', appSecret: 'app-secret', graphUrl: 'http://127.0.0.1:9999/facebook' },
    });
    expect(() => loadConfig({ FACEBOOK_APP_ID: '1234' })).toThrow(/FACEBOOK_APP_SECRET: must be set too/);
    expect(() => loadConfig({ FACEBOOK_APP_SECRET: 'x y' })).toThrow(/value not shown/);
  });

  it('takes a JWT_SECRET of at least 32 characters and never repeats it in an error', () => {
    const secret = 'a-long-enough-secret-for-hs256-0123456789';
    expect(loadConfig({ JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(
      'JWT_SECRET: must be at least 32 characters (the key access tokens are signed with) (value not shown)',
    );
  });

  it('reads every variable, resolving an explicit DATA_DIR against the working directory', () => {
    const config = loadConfig(
      {
        PORT: '9090',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/shop',
        DATABASE_URL: 'postgres://shop:secret@db:5432/shop',
        LOG_LEVEL: 'warn',
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        MAIL_FROM: 'info@example.lt',
        CORS_ORIGINS: 'https://shop.example, https://b2b.shop.example',
        DEFAULT_CHANNEL_CODE: 'b2b',
        PUBLIC_URL: 'https://api.shop.example/',
        STOREFRONT_URLS: 'web=https://shop.example/, b2b=https://b2b.shop.example',
        DEMO_DATA: 'FALSE',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      dataDir: '/srv/app/var/shop',
      mediaDir: '/srv/app/var/shop/media',
      databaseUrl: 'postgres://shop:secret@db:5432/shop',
      logLevel: 'warn',
      smtpUrl: 'smtps://user:pass@mail.example:465',
      mailFrom: 'info@example.lt',
      corsOrigins: ['https://shop.example', 'https://b2b.shop.example'],
      defaultChannelCode: 'b2b',
      publicUrl: 'https://api.shop.example',
      storefrontUrls: { web: 'https://shop.example', b2b: 'https://b2b.shop.example' },
      demoData: false,
    });
    expect(loadConfig({ PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({ port: 8080, databaseUrl: null });
  });

  it('names every bad variable with the reason in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://localhost/shop',
        LOG_LEVEL: 'loud',
        SMTP_URL: 'http://mail',
        CORS_ORIGINS: 'localhost:3000',
        STOREFRONT_URLS: 'web:https://shop.example',
        DEMO_DATA: 'yes',
        DATABASE_PREPARED_STATEMENTS: 'maybe',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message.split('\n')[0]).toBe('Invalid configuration:');
    expect(message).toContain('  - PORT: must be an integer 1-65535 (got "abc")');
    expect(message).toContain(
      '  - DATABASE_URL: must be a postgres:// or postgresql:// URL (got "mysql://localhost/shop")',
    );
    expect(message).toContain(
      '  - STOREFRONT_URLS: must be a comma-separated list of channel=url pairs like web=https://shop.example',
    );
    expect(message).toContain(
      '  - LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    );
    expect(message).toContain('  - SMTP_URL: must be an smtp:// or smtps:// URL (got "http://mail")');
    expect(message).toContain('  - CORS_ORIGINS: must be a comma-separated list of origins');
    expect(message).toContain('  - DEMO_DATA: must be true or false (got "yes")');
    expect(message).toContain('  - DATABASE_PREPARED_STATEMENTS: must be on or off (got "maybe")');
    expect((error as ConfigError).problems).toHaveLength(8);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'off' }).preparedStatements).toBe(false);
  });

  it('keeps the media in a bucket when S3_BUCKET is set, with the documented defaults', () => {
    expect(loadConfig({ S3_BUCKET: 'shop-media' }).s3).toEqual({
      bucket: 'shop-media',
      endpoint: null,
      region: 'us-east-1',
      accessKeyId: null,
      secretAccessKey: null,
      forcePathStyle: false,
      keyPrefix: '',
    });
    const config = loadConfig({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'key-secret',
      S3_FORCE_PATH_STYLE: 'TRUE',
      S3_KEY_PREFIX: '/shop/media/',
    });
    expect(config.s3).toEqual({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'key-secret',
      forcePathStyle: true,
      keyPrefix: 'shop/media/',
    });
  });

  it('names every bad S3 variable, without repeating the secret', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    const problems = problemsOf({
      S3_BUCKET: 'Shop_Media',
      S3_ENDPOINT: 'ftp://files',
      S3_REGION: 'EU Central',
      S3_SECRET_ACCESS_KEY: 'top secret',
      S3_FORCE_PATH_STYLE: 'yes',
      S3_KEY_PREFIX: 'shop/../other',
    });
    expect(problems).toHaveLength(6);
    expect(problems.join('\n')).toContain('S3_BUCKET: must be a bucket name');
    expect(problems.join('\n')).toContain('S3_ENDPOINT: must be the http:// or https:// URL');
    expect(problems.join('\n')).toContain('S3_REGION: must be a region name');
    expect(problems.join('\n')).toContain(
      'S3_SECRET_ACCESS_KEY: must be the secret access key (no spaces) (value not shown)',
    );
    expect(problems.join('\n')).toContain('S3_FORCE_PATH_STYLE: must be true or false (got "yes")');
    expect(problems.join('\n')).toContain('S3_KEY_PREFIX: must be a folder path');
    expect(problems.join('\n')).not.toContain('top secret');
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' })).toEqual([
      'S3_BUCKET: must be set when S3_ENDPOINT, S3_FORCE_PATH_STYLE are',
    ]);
    expect(problemsOf({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key-id' })).toEqual([
      "S3_SECRET_ACCESS_KEY: must be set too when S3_ACCESS_KEY_ID is (the bucket's credentials need both)",
    ]);
  });

  it('configures Stripe from its key and webhook secret, at Stripe unless STRIPE_API_URL says otherwise', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_xyz789' };
    expect(loadConfig(keys).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_xyz789',
      apiUrl: new URL('https://api.stripe.com'),
    });
    expect(loadConfig({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:18600' }).stripe?.apiUrl.href).toBe(
      'http://127.0.0.1:18600/',
    );
  });

  it('refuses half a Stripe configuration and malformed Stripe values, without repeating the secrets', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(
      'STRIPE_WEBHOOK_SECRET: must be set too when STRIPE_SECRET_KEY is (online payment needs both)',
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_xyz789' })).toThrow(
      'STRIPE_SECRET_KEY: must be set too when STRIPE_WEBHOOK_SECRET is',
    );
    expect(() => loadConfig({ STRIPE_API_URL: 'http://127.0.0.1:18600' })).toThrow(
      'STRIPE_API_URL: is set but STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not',
    );
    let error: unknown;
    try {
      loadConfig({
        STRIPE_SECRET_KEY: 'pk_test_publishable',
        STRIPE_WEBHOOK_SECRET: 'secret',
        STRIPE_API_URL: 'ftp://stripe.example/v1',
      });
    } catch (caught) {
      error = caught;
    }
    const message = (error as ConfigError).message;
    expect(message).toContain(
      '  - STRIPE_SECRET_KEY: must be a Stripe secret key (sk_test_..., sk_live_... or rk_...) (value not shown)',
    );
    expect(message).toContain(
      "  - STRIPE_WEBHOOK_SECRET: must be the webhook endpoint's signing secret (whsec_...) (value not shown)",
    );
    expect(message).toContain('  - STRIPE_API_URL: must be the http:// or https:// origin of the Stripe API');
    expect(message).not.toContain('pk_test_publishable');
  });

  it('reads TRUST_PROXY as true, false or a list of trusted proxies, and names a wrong value', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }, '/srv/shop').trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }, '/srv/shop').trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }, '/srv/shop').trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'a;b' }, '/srv/shop')).toThrow(/TRUST_PROXY/);
  });

  it('rejects ports out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT: must be an integer 1-65535 (got "70000")');
    expect(() => loadConfig({ PORT: '0' })).toThrow('PORT: must be an integer 1-65535 (got "0")');
  });
});
