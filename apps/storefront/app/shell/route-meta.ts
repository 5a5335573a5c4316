import type { MetaDescriptor } from 'react-router';
import { translatorAt } from '~/i18n/catalog-store.ts';
import { alternateLinks } from '~/routing/links.ts';
import type { RouteParams } from '~/routing/route-path.ts';
import type { RouteName } from '~/routing/route-table.ts';
import type { ShellData } from './shell-data.ts';

interface MetaMatch {
  id: string;
  params: RouteParams;
  loaderData?: unknown;
  data?: unknown;
}

export interface RouteMetaArgs {
  matches: readonly (MetaMatch | undefined)[];
}

export function shellFromMatches(matches: readonly (MetaMatch | undefined)[]): ShellData | undefined {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.loaderData ?? root?.data) as ShellData | undefined;
}

/**
 * Document title "{title} | {shop}", description and hreflang alternates (plus x-default) of a screen.
 * Title and description come from the routes catalog unless the screen knows better (a taxon's name).
 */
export function routeMeta(
  args: RouteMetaArgs,
  name: RouteName,
  overrides: { title?: string; description?: string } = {},
): MetaDescriptor[] {
  const shell = shellFromMatches(args.matches);
  if (!shell) return [];
  const t = translatorAt(shell.locale, shell.catalogHref);
  const title = overrides.title ?? t(`routes.${name}.title`);
  const description = overrides.description ?? t(`routes.${name}.description`);
  const matches = args.matches.filter((match): match is MetaMatch => match !== undefined);
  const alternates = alternateLinks(
    matches,
    shell.channel.locales.map((entry) => entry.code),
    shell.locale,
    shell.defaultLocale,
  );
  const byDefault = alternates.find((link) => link.locale === shell.defaultLocale);
  return [
    { title: t('common.documentTitle', { title, shopName: shell.channel.name }) },
    { name: 'description', content: description },
    ...alternates.map((link) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: link.locale,
      href: `${shell.origin}${link.href}`,
    })),
    ...(byDefault
      ? [
          {
            tagName: 'link',
            rel: 'alternate',
            hrefLang: 'x-default',
            href: `${shell.origin}${byDefault.href}`,
          },
        ]
      : []),
  ];
}
