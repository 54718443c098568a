import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the contract schemas the routes are registered with. */
export async function registerOpenApi(
  app: FastifyInstance,
  appName: string,
  options: { ui: boolean },
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${appName} API`,
        version: '1.0.0',
        description: 'Main API under /api, trading API under /api/trading.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The browsable UI is a developer aid; production serves it only when API_DOCS asks for it.
  if (options.ui) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
