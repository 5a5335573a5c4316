import { Component, Suspense, type ReactNode } from 'react';
import { ERROR_CATALOGS } from '~/i18n/error-catalogs.ts';
import type { LocaleCode } from '@shop/locale';

/** The last resort when the error page itself cannot render (spec section 2): a message and a home link. */
export function PlainErrorFallback({ locale, homeHref }: { locale: LocaleCode; homeHref: string }) {
  const texts = ERROR_CATALOGS[locale];
  return (
    <main data-testid="error-fallback" style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <p>{texts['errors.fallback']}</p>
      <p>
        <a href={homeHref}>{texts['errors.home']}</a>
      </p>
    </main>
  );
}

class RenderErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The error page failed to render:', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Renders children, or the fallback when they throw: in the browser through an error boundary, on the
 * server through Suspense (React streams the fallback and leaves the retry to the browser).
 */
export function WithErrorFallback({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <RenderErrorBoundary fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </RenderErrorBoundary>
  );
}
