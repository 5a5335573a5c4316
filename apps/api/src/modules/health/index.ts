import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface HealthModuleOptions {
  /** Throws when the database does not answer. */
  ping: () => Promise<void>;
}

const liveSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.literal('ready') });
const unavailableSchema = z.object({ status: z.literal('unavailable'), message: z.string() });

/** Probes for load balancers and orchestrators: liveness (process up) and readiness (database answers). */
export async function healthModule(app: FastifyInstance, options: HealthModuleOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: liveSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  routes.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: readySchema, 503: unavailableSchema },
      },
    },
    async (request, reply) => {
      try {
        await options.ping();
        return reply.status(200).send({ status: 'ready' });
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.status(503).send({ status: 'unavailable', message: 'The database is not reachable.' });
      }
    },
  );
}
