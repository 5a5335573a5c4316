import {
  ADMIN_API_BASE,
  adminMailPreviewKindsSchema,
  adminMailPreviewParamsSchema,
  adminMailPreviewQuerySchema,
  adminMailPreviewSchema,
  errorSchema,
  MAIL_PREVIEW_KINDS,
  validationErrorSchema,
  type MailPreviewKind,
} from '@shop/contracts';
import { isKnownLocale, KNOWN_LOCALES } from '@shop/locale';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { notFound, ViolationError } from '../../http/http-error.ts';
import { loadMailBrand } from '../../mail/mail-brand.ts';
import { renderMail } from '../../mail/render-mail.tsx';
import { demoMailContent } from './demo-mails.ts';

const isKind = (kind: string): kind is MailPreviewKind =>
  (MAIL_PREVIEW_KINDS as readonly string[]).includes(kind);

/**
 * The back office's "Mail previews" (ADR 0034): every mail kind in every language, written with demo data
 * in the first channel's layout (its logo, the seller's details), exactly as the jobs render them.
 * Registered inside the admin scope, so only administrators reach it.
 */
export async function mailPreviewsModule(
  app: FastifyInstance,
  options: { db: Database; storefrontUrls: Readonly<Record<string, string>> },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ adminBearer: [] }];
  const [channelCode, storefrontUrl] = Object.entries(options.storefrontUrls)[0] ?? ['web', ''];

  api.get(
    `${ADMIN_API_BASE}/mail-previews`,
    {
      schema: {
        tags,
        security,
        summary: 'The mail kinds the shop sends and the languages each is written in',
        response: { 200: adminMailPreviewKindsSchema, 401: errorSchema },
      },
    },
    async () => ({ kinds: [...MAIL_PREVIEW_KINDS], locales: [...KNOWN_LOCALES] }),
  );

  api.get(
    `${ADMIN_API_BASE}/mail-previews/:kind`,
    {
      schema: {
        tags,
        security,
        summary: 'One mail kind in one language (lt, en, et, ru), written with demo data',
        params: adminMailPreviewParamsSchema,
        querystring: adminMailPreviewQuerySchema,
        response: {
          200: adminMailPreviewSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const { kind } = request.params;
      if (!isKind(kind)) throw notFound(`Mail kind "${kind}" not found.`);
      const locale = request.query.locale ?? 'lt';
      if (!isKnownLocale(locale)) {
        throw new ViolationError([
          {
            propertyPath: 'locale',
            message: `Mail is written in ${KNOWN_LOCALES.join(', ')}; "${locale}" is not one of them.`,
            code: 'unknown_locale',
          },
        ]);
      }
      const brand = await loadMailBrand(options.db, channelCode, storefrontUrl);
      const mail = await renderMail(demoMailContent(kind, locale, storefrontUrl, brand.seller), brand);
      return { kind, locale, ...mail };
    },
  );
}
