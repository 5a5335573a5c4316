import type { MetaDescriptor } from 'react-router';
import { translatorAt } from '~/i18n/catalog-store.ts';
import type { RouteName } from '~/routing/route-table.ts';
import { shellFromMatches, type RouteMetaArgs } from '~/shell/route-meta.ts';

/** A back office screen's document title; never indexed (and no hreflang alternates: nothing to find). */
export function adminMeta(args: RouteMetaArgs, name: RouteName, title?: string): MetaDescriptor[] {
  const robots = { name: 'robots', content: 'noindex, nofollow' };
  const shell = shellFromMatches(args.matches);
  if (!shell) return [robots];
  const t = translatorAt(shell.locale, shell.catalogHref);
  return [
    {
      title: t('admin.documentTitle', {
        title: title ?? t(`routes.${name}.title`),
        shopName: shell.channel.name,
      }),
    },
    robots,
  ];
}
