import type { BotProtectionAction } from '@shop/contracts/constants';

/**
 * Google reCAPTCHA in the browser (spec section 7, docs/adr/0019-bot-protection.md): the script is
 * loaded on the first protected submit with the site key and language, an invisible widget with its
 * badge hidden is rendered per action (v2), and each execution yields one token. v3 and Enterprise
 * (grecaptcha.enterprise from enterprise.js) are supported; the defaults are spec section 9's.
 */

/** The public settings the root loader sends (see bot-protection-config.js). */
export interface RecaptchaSettings {
  siteKey: string | null | undefined;
  version: 2 | 3 | null | undefined;
  enterprise: boolean;
  language?: string | null;
  scriptUrl: string;
}

/** Spec section 8's texts, one per way getting a token can fail. */
export const RECAPTCHA_ERROR_MESSAGES = {
  noKey: 'ReCaptcha error: No key provided',
  noVersion: 'ReCaptcha error: No version provided',
  loadFailed: 'ReCaptcha error: Failed to load script',
  executeFailed: 'ReCaptcha error: Failed to execute',
} as const;
export type RecaptchaErrorKind = keyof typeof RECAPTCHA_ERROR_MESSAGES;

export class RecaptchaError extends Error {
  constructor(
    readonly kind: RecaptchaErrorKind,
    options?: { cause?: unknown },
  ) {
    super(RECAPTCHA_ERROR_MESSAGES[kind], options);
    this.name = 'RecaptchaError';
  }
}

interface RenderParameters {
  sitekey: string;
  size: 'invisible';
  badge: 'inline';
  action?: string;
  callback: (token: string) => void;
  'error-callback': () => void;
  'expired-callback': () => void;
}

/** The part of Google's `grecaptcha` (or `grecaptcha.enterprise`) this module uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, parameters: RenderParameters): number;
  execute(widgetId: number): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
  reset(widgetId: number): void;
}

/** What the module needs from the page; the browser's by default, a stand-in in unit tests. */
export interface RecaptchaHost {
  /** Adds a script element; resolves on its load event, rejects on its error event. */
  loadScript(src: string): Promise<void>;
  /** window.grecaptcha, or window.grecaptcha.enterprise, once the script defined it. */
  grecaptcha(enterprise: boolean): Grecaptcha | undefined;
  /** An empty element in the page for one invisible widget, kept out of sight (the badge is hidden). */
  createContainer(): HTMLElement;
}

type GrecaptchaWindow = Window & { grecaptcha?: Grecaptcha & { enterprise?: Grecaptcha } };

export const browserHost: RecaptchaHost = {
  loadScript(src) {
    return new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.defer = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        script.remove();
        reject(new Error(`${src} did not load`));
      });
      document.head.appendChild(script);
    });
  },
  grecaptcha(enterprise) {
    const api = (window as GrecaptchaWindow).grecaptcha;
    return enterprise ? api?.enterprise : api;
  },
  createContainer() {
    const container = document.createElement('div');
    container.setAttribute('aria-hidden', 'true');
    container.dataset.recaptcha = '';
    // Google allows hiding the badge (visibility, not display: none) when the form shows its notice.
    container.style.cssText = 'position:fixed;bottom:0;left:0;visibility:hidden;pointer-events:none';
    document.body.appendChild(container);
    return container;
  },
};

/** The script's address: explicit rendering (v2) or the site key (v3), and the language. */
export function recaptchaScriptSrc(settings: RecaptchaSettings & { siteKey: string }): string {
  const url = new URL(settings.scriptUrl);
  url.searchParams.set('render', settings.version === 3 ? settings.siteKey : 'explicit');
  if (settings.language) url.searchParams.set('hl', settings.language);
  return url.toString();
}

export interface Recaptcha {
  /** A fresh token for one submission of the action's form; throws RecaptchaError. */
  execute(action: BotProtectionAction): Promise<string>;
}

/**
 * A reCAPTCHA client for one set of settings. Nothing is loaded until the first execute; a script that
 * failed to load is tried again on the next one.
 */
export function createRecaptcha(settings: RecaptchaSettings, host: RecaptchaHost = browserHost): Recaptcha {
  let loading: Promise<Grecaptcha> | null = null;
  const widgets = new Map<BotProtectionAction, { id: number; pending: PendingToken | null }>();
  interface PendingToken {
    resolve: (token: string) => void;
    reject: (error: RecaptchaError) => void;
  }

  function load(siteKey: string): Promise<Grecaptcha> {
    loading ??= host
      .loadScript(recaptchaScriptSrc({ ...settings, siteKey }))
      .then(
        () =>
          new Promise<Grecaptcha>((resolve, reject) => {
            const api = host.grecaptcha(settings.enterprise);
            if (!api) throw new Error('the script defined no grecaptcha');
            const timer = setTimeout(() => reject(new Error('grecaptcha was never ready')), 15000);
            api.ready(() => {
              clearTimeout(timer);
              resolve(api);
            });
          }),
      )
      .catch((error: unknown) => {
        loading = null;
        throw new RecaptchaError('loadFailed', { cause: error });
      });
    return loading;
  }

  function widgetFor(api: Grecaptcha, siteKey: string, action: BotProtectionAction) {
    let widget = widgets.get(action);
    if (widget) return widget;
    const created: { id: number; pending: PendingToken | null } = { id: -1, pending: null };
    const settle = (outcome: { token: string } | { error: RecaptchaError }) => {
      const pending = created.pending;
      created.pending = null;
      if (!pending) return;
      if ('token' in outcome) pending.resolve(outcome.token);
      else pending.reject(outcome.error);
    };
    created.id = api.render(host.createContainer(), {
      sitekey: siteKey,
      size: 'invisible',
      badge: 'inline',
      action,
      callback: (token) => settle({ token }),
      'error-callback': () => settle({ error: new RecaptchaError('executeFailed') }),
      'expired-callback': () => settle({ error: new RecaptchaError('executeFailed') }),
    });
    widget = created;
    widgets.set(action, widget);
    return widget;
  }

  return {
    async execute(action) {
      const { siteKey, version } = settings;
      if (!siteKey) throw new RecaptchaError('noKey');
      if (!version) throw new RecaptchaError('noVersion');
      const api = await load(siteKey);
      try {
        if (version === 3) {
          const token = await api.execute(siteKey, { action });
          if (!token) throw new Error('no token');
          return token;
        }
        const widget = widgetFor(api, siteKey, action);
        // A token is single-use: reset before executing again (a second submit of the same form).
        api.reset(widget.id);
        return await new Promise<string>((resolve, reject) => {
          // A submit while a challenge is open supersedes it; the earlier promise is left to be dropped.
          widget.pending = { resolve, reject };
          api.execute(widget.id);
        });
      } catch (error) {
        if (error instanceof RecaptchaError) throw error;
        throw new RecaptchaError('executeFailed', { cause: error });
      }
    },
  };
}
