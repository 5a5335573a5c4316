import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface ContentLinkProps {
  /** A link from shop-owner content: relative to the shop, or http(s), mailto or tel (the API checked it). */
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');
const isWeb = (href: string) => /^https?:/i.test(href);

/**
 * A shop-owner link: within the shop it navigates client-side; a web address elsewhere opens in a new
 * tab without handing over the page (noopener); mailto and tel links stay as they are.
 */
export function ContentLink({ href, className, children, ...rest }: ContentLinkProps) {
  if (isInternal(href)) {
    return (
      <Link to={href} className={className} prefetch="intent" {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      className={className}
      {...(isWeb(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
