import { describe, expect, it, vi } from 'vitest';
import {
  createRecaptcha,
  recaptchaScriptSrc,
  type Grecaptcha,
  type RecaptchaHost,
  type RecaptchaSettings,
} from './recaptcha.ts';

const settings: RecaptchaSettings = {
  siteKey: 'site-key',
  version: 2,
  enterprise: false,
  language: 'lt',
  scriptUrl: 'https://www.google.com/recaptcha/api.js',
};

type RenderParameters = Parameters<Grecaptcha['render']>[1];

/** A page whose script loads (or not) and defines a grecaptcha that behaves as told. */
function fakeHost(
  options: {
    scriptFails?: boolean;
    defines?: 'grecaptcha' | 'enterprise' | 'nothing';
    onExecute?: (widget: RenderParameters) => void;
    renderThrows?: boolean;
  } = {},
) {
  const scripts: string[] = [];
  const widgets: RenderParameters[] = [];
  const api = {
    ready: (callback: () => void) => callback(),
    render: vi.fn((_container: HTMLElement, parameters: RenderParameters) => {
      if (options.renderThrows) throw new Error('Invalid site key or not loaded in api.js');
      widgets.push(parameters);
      return widgets.length - 1;
    }),
    execute: vi.fn((widgetOrKey: number | string, v3?: { action: string }) => {
      if (typeof widgetOrKey === 'string') return Promise.resolve(`v3-token-${v3?.action}`);
      (options.onExecute ?? ((widget) => widget.callback(`token-${widget.action}`)))(widgets[widgetOrKey]!);
      return undefined;
    }),
    reset: vi.fn(),
  } as unknown as Grecaptcha;
  const host: RecaptchaHost = {
    loadScript: vi.fn(async (src: string) => {
      scripts.push(src);
      if (options.scriptFails) throw new Error('net::ERR_CONNECTION_REFUSED');
    }),
    grecaptcha: (enterprise) => {
      const defines = options.defines ?? 'grecaptcha';
      if (defines === 'nothing') return undefined;
      return (defines === 'enterprise') === enterprise ? api : undefined;
    },
    createContainer: () => ({}) as HTMLElement,
  };
  return { host, api, scripts, widgets };
}

describe('reCAPTCHA in the browser', () => {
  it('needs a site key: "ReCaptcha error: No key provided", and loads nothing', async () => {
    const page = fakeHost();
    for (const siteKey of [null, undefined, '']) {
      await expect(createRecaptcha({ ...settings, siteKey }, page.host).execute('login')).rejects.toThrow(
        'ReCaptcha error: No key provided',
      );
    }
    expect(page.scripts).toEqual([]);
  });

  it('needs a version: "ReCaptcha error: No version provided"', async () => {
    const page = fakeHost();
    await expect(createRecaptcha({ ...settings, version: null }, page.host).execute('login')).rejects.toThrow(
      'ReCaptcha error: No version provided',
    );
    expect(page.scripts).toEqual([]);
  });

  it('a script that does not load, or defines no grecaptcha: "ReCaptcha error: Failed to load script", tried again next time', async () => {
    const failing = fakeHost({ scriptFails: true });
    const recaptcha = createRecaptcha(settings, failing.host);
    await expect(recaptcha.execute('login')).rejects.toThrow('ReCaptcha error: Failed to load script');
    await expect(recaptcha.execute('login')).rejects.toThrow('ReCaptcha error: Failed to load script');
    expect(failing.scripts).toHaveLength(2);

    const empty = fakeHost({ defines: 'nothing' });
    await expect(createRecaptcha(settings, empty.host).execute('login')).rejects.toThrow(
      'ReCaptcha error: Failed to load script',
    );
  });

  it('a widget that cannot render or reports an error: "ReCaptcha error: Failed to execute"', async () => {
    const badKey = fakeHost({ renderThrows: true });
    await expect(createRecaptcha(settings, badKey.host).execute('login')).rejects.toThrow(
      'ReCaptcha error: Failed to execute',
    );
    const erring = fakeHost({ onExecute: (widget) => widget['error-callback']() });
    await expect(createRecaptcha(settings, erring.host).execute('register')).rejects.toThrow(
      'ReCaptcha error: Failed to execute',
    );
  });

  it('v2 (spec defaults): loads the script once on demand with explicit rendering and the language, one invisible widget per action with its badge hidden, a fresh token per execution', async () => {
    const page = fakeHost();
    const recaptcha = createRecaptcha(settings, page.host);
    expect(page.scripts).toEqual([]);
    expect(await recaptcha.execute('login')).toBe('token-login');
    expect(await recaptcha.execute('login')).toBe('token-login');
    expect(await recaptcha.execute('reset')).toBe('token-reset');
    expect(page.scripts).toEqual(['https://www.google.com/recaptcha/api.js?render=explicit&hl=lt']);
    expect(
      page.widgets.map(({ sitekey, size, badge, action }) => ({ sitekey, size, badge, action })),
    ).toEqual([
      { sitekey: 'site-key', size: 'invisible', badge: 'inline', action: 'login' },
      { sitekey: 'site-key', size: 'invisible', badge: 'inline', action: 'reset' },
    ]);
    expect(page.api.reset).toHaveBeenCalledTimes(3);
  });

  it('Enterprise uses grecaptcha.enterprise of enterprise.js; v3 executes with the site key and action', async () => {
    const enterprise = fakeHost({ defines: 'enterprise' });
    const enterpriseSettings = {
      ...settings,
      enterprise: true,
      scriptUrl: 'https://www.google.com/recaptcha/enterprise.js',
    };
    expect(await createRecaptcha(enterpriseSettings, enterprise.host).execute('register')).toBe(
      'token-register',
    );
    expect(enterprise.scripts).toEqual([
      'https://www.google.com/recaptcha/enterprise.js?render=explicit&hl=lt',
    ]);

    const v3 = fakeHost();
    expect(await createRecaptcha({ ...settings, version: 3 }, v3.host).execute('newsletter')).toBe(
      'v3-token-newsletter',
    );
    expect(v3.scripts).toEqual(['https://www.google.com/recaptcha/api.js?render=site-key&hl=lt']);
  });

  it('leaves the language out when none is set, keeping the script URL its own query', () => {
    expect(
      recaptchaScriptSrc({
        ...settings,
        siteKey: 'site-key',
        language: null,
        scriptUrl: 'http://127.0.0.1:4000/recaptcha/api.js?x=1',
      }),
    ).toBe('http://127.0.0.1:4000/recaptcha/api.js?x=1&render=explicit');
  });
});
