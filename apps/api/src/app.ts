import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

import type { ApiConfig } from './env.js';
import { installErrorHandling } from './errors/error-handler.js';
import { healthRoutes } from './routes/health.js';

/** Largest JSON body accepted, in bytes: search requests are small; uploads use multipart. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the Fastify application: JSON logs (pino), zod validation and serialisation, the
 * OpenAPI 3.1 document generated from the route schemas, the §8 error shape, and the routes.
 *
 * @param config validated configuration (see `loadConfig`)
 * @returns a ready-to-listen instance; callers own `listen` and `close`
 */
export async function buildApp(config: ApiConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Rooms API', version: '0.1.0', description: 'The Rooms marketplace API (spec §7).' },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(healthRoutes);
  return app;
}
