import swagger from '@fastify/swagger';
import { API_DOCS_PATH } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NAMED_SCHEMAS } from './openapi-components.ts';
import { finishDocument, type OpenApiDocumentObject } from './openapi-document.ts';

declare module 'fastify' {
  interface FastifySchema {
    /** A route that answers a file, not JSON: its 200's content type(s) in the document (ADR 0042). */
    'x-binary-response'?: string | string[];
  }
}

/**
 * Collects every route's zod schemas into an OpenAPI 3 document served as JSON at /api/v2/docs.
 * Register before any route: routes are collected as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  for (const [schema, meta] of NAMED_SCHEMAS) {
    if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, meta);
  }
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Gandras shop API',
        version: '2.0.0',
        license: { name: 'Proprietary', url: 'https://example.com/license' },
        description:
          'Shop API (base /api/v2/shop). Requests may carry the headers `channel` (channel code, default ' +
          'the configured channel), `locale` and `Accept-Language`; the chosen locale is returned in ' +
          '`Content-Language`. Collections answer `{data, meta}`; errors answer `{code, message}` ' +
          "(422 adds `violations`). The back office API (base /api/v2/admin) takes an administrator's " +
          'token from POST /api/v2/admin/token as `Authorization: Bearer`.',
      },
      components: {
        securitySchemes: {
          adminBearer: { type: 'http', scheme: 'bearer', description: 'An administrator token (8 hours)' },
          customerBearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              "A customer's access token from POST /api/v2/shop/customers/token (15 minutes, this channel only)",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) =>
      finishDocument({
        ...(jsonSchemaTransformObject(input) as OpenApiDocumentObject),
        servers: [{ url: '/', description: 'This API server' }],
      }),
  });
  app.get(API_DOCS_PATH, { schema: { hide: true } }, async () => app.swagger());
}
