import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

import { installAuthentication } from './auth/authenticate.js';
import { installOriginCheck } from './auth/origin-check.js';
import { installErrorHandling } from './errors/error-handler.js';
import { answerFrameworkError } from './errors/framework-errors.js';
import { createImageStore } from './images/create-image-store.js';
import { installImageService } from './images/install-image-service.js';
import { startJobRunner } from './jobs/job-runner.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { offlinePaymentsContext } from './payments/start-payments.js';
import { alertRoutes } from './routes/alert/index.js';
import { conversationRoutes } from './routes/conversation/index.js';
import { customerRoutes } from './routes/customer/index.js';
import { debugRoutes } from './routes/debug/index.js';
import { favoriteRoutes } from './routes/favorite/index.js';
import { geographyRoutes } from './routes/geography/index.js';
import { healthRoutes } from './routes/health.js';
import { imageRoutes } from './routes/image/index.js';
import { listingRoutes } from './routes/listing/index.js';
import { createListingChangeHub } from './routes/listing/listing-change-hub.js';
import { moderationRoutes } from './routes/moderation/index.js';
import { premiumRoutes } from './routes/premium/index.js';
import { stripeRoutes } from './routes/stripe/index.js';
import { studentHouseRoutes } from './routes/studenthouse/student-house-routes.js';
import { supplyFlowRoutes } from './routes/supplyflow/index.js';
import { tenantRoutes } from './routes/tenant/index.js';
import { tenantProfileRoutes } from './routes/tenant-profile/index.js';
import { installStorableTextBodies } from './routes/text-input.js';
import { installListingSearch } from './search/install-listing-search.js';
import { listingIndexOf } from './search/live-listing-index.js';
import { installSecurityHeaders, securityHeaderSetter } from './security-headers.js';
import { installRequestDeadline, serverTimeouts, trustProxyOption } from './server-options.js';
import { installDrain } from './start/drain.js';

import type { Database } from './db/database.js';
import type { ApiConfig } from './env.js';
import type { ImageStore } from './images/image-store.js';
import type { PaymentsContext } from './payments/payments-context.js';
import type { Runner } from 'graphile-worker';

/** Largest JSON body accepted, in bytes: search requests are small; uploads use multipart. */
const BODY_LIMIT_BYTES = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The PostgreSQL pool and Drizzle handle every route uses. */
    database: Database;
    /** The current time for fixed-window rate limits (tests freeze it so no window ends mid-test). */
    clock: () => Date;
  }
}

/**
 * Runs the background jobs (e-mail, search alerts) while the app is up; stopping waits for
 * running jobs.
 */
function installJobRunner(
  app: FastifyInstance,
  database: Database,
  mailer: Mailer,
  config: Pick<ApiConfig, 'SITE_URL' | 'ALERT_INSTANT_DELAY_SECONDS'>,
  payments: PaymentsContext,
): void {
  let runner: Runner | undefined;
  app.addHook('onReady', async () => {
    // Its own small pool on the direct URL: LISTEN, and no connection taken from the requests.
    runner = await startJobRunner(database.directUrl, mailer, app.log, {
      db: database.db,
      siteUrl: config.SITE_URL,
      database,
      instantAlertDelaySeconds: config.ALERT_INSTANT_DELAY_SECONDS,
      payments,
    });
  });
  app.addHook('onClose', async () => runner?.stop());
}

/** What the application is built from. */
export interface AppDependencies {
  config: ApiConfig;
  database: Database;
  /** Current time for rate-limit windows; default the system clock. */
  clock?: () => Date;
  /** Where photos are kept; default the store of the configuration (`createImageStore`). */
  imageStore?: ImageStore;
  /** Where e-mail jobs are sent; default the mailer of the configuration (`createMailer`). */
  mailer?: Mailer;
  /**
   * Whether the app, once ready, runs its background work (the job runner, the listing-change
   * listener of the search cache); default true. False for tools that only read the route
   * schemas and have no database (the OpenAPI document).
   */
  background?: boolean;
  /** Where the JSON log lines go; default stdout. Tests read the security events there. */
  logStream?: { write: (line: string) => void };
  /**
   * Stripe (or the stand-in) for the payment routes and jobs (`payments/start-payments.ts`);
   * default a context whose every Stripe call fails (tools, tests of other features).
   */
  payments?: PaymentsContext;
}

/**
 * Builds the Fastify application: JSON logs (pino), zod validation and serialisation, the
 * OpenAPI 3.1 document generated from the route schemas, the §8 error shape, and the routes.
 *
 * @returns a ready-to-listen instance; callers own `listen` and `close` (and the database)
 */
export async function buildApp({
  config,
  database,
  clock = () => new Date(),
  imageStore,
  mailer,
  background = true,
  logStream,
  payments = offlinePaymentsContext(),
}: AppDependencies): Promise<FastifyInstance> {
  const setSecurityHeaders = securityHeaderSetter({ production: config.NODE_ENV === 'production' });
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, ...(logStream === undefined ? {} : { stream: logStream }) },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    frameworkErrors: answerFrameworkError(setSecurityHeaders),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    ...serverTimeouts(config),
  }).withTypeProvider<ZodTypeProvider>();
  installRequestDeadline(app, config.HTTP_REQUEST_TIMEOUT_MS);

  app.decorate('database', database);
  app.decorate('clock', clock);
  installDrain(app);
  // Before installListingSearch feeds it: the streams of `GET /listing/changes`.
  app.decorate(
    'listingChangeHub',
    createListingChangeHub(async () => listingIndexOf(database.db)?.idle()),
  );
  // Before the routes: every answer, errors and images included, carries the headers.
  installSecurityHeaders(app, setSecurityHeaders);
  installImageService(app, imageStore ?? (await createImageStore(config)));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  // Refuses cross-site POST/PUT/PATCH/DELETE (403) before any body is read (issue 23).
  installOriginCheck(app, config.SITE_URL);
  // Bodies refuse NUL and unpaired surrogates (issue 23): before the routes, which it wraps.
  installStorableTextBodies(app);
  // The one listing search of the app (index or SQL, chosen here), kept fresh by a listener.
  installListingSearch(app, database, config.SEARCH_INDEX, background);
  if (background) {
    installJobRunner(app, database, mailer ?? createMailer(config), config, payments);
  }

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Rooms API',
        version: '0.1.0',
        description: 'The Rooms marketplace API (spec §7).',
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(healthRoutes);
  await installAuthentication(app);
  await app.register(customerRoutes, { prefix: '/customer', config });
  await app.register(favoriteRoutes, { prefix: '/favorite' });
  await app.register(alertRoutes, { prefix: '/alert' });
  await app.register(tenantRoutes, { prefix: '/tenant' });
  await app.register(tenantProfileRoutes, {
    prefix: '/tenant',
    config,
    extraForbiddenWords: config.FORBIDDEN_WORDS,
  });
  await app.register(debugRoutes, { prefix: '/debug' });
  await app.register(listingRoutes, { prefix: '/listing' });
  await app.register(conversationRoutes, { prefix: '/conversation', config });
  await app.register(supplyFlowRoutes, {
    prefix: '/supplyflow',
    extraForbiddenWords: config.FORBIDDEN_WORDS,
  });
  await app.register(studentHouseRoutes, {
    prefix: '/studenthouse',
    extraForbiddenWords: config.FORBIDDEN_WORDS,
  });
  await app.register(geographyRoutes);
  await app.register(imageRoutes);
  await app.register(premiumRoutes, { prefix: '/premium', config, payments });
  await app.register(stripeRoutes, { prefix: '/stripe', config, payments });
  await app.register(moderationRoutes, { prefix: '/moderation', config });
  return app;
}
