import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@lobby/contract/values/enums';

export const OPENAPI_PATH = '/app/openapi.json';
export const DOCS_PREFIX = '/app/docs';

/**
 * OpenAPI 3.1 from the routes the call router made out of the contract's registry, at
 * GET /app/openapi.json, browsable at /app/docs. Register before the routes: the document is
 * collected as routes are added.
 */
export const registerOpenApi = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lobby player API',
        version: APP_VERSION,
        description:
          'Every call is POST /app/v1/<name> with a JSON body carrying the common fields ' +
          '(appId, channel, clientReferrer, platform, appVersion) and answers the envelope ' +
          '{ code, errcode, msg, data }.',
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'header',
            name: 'authorization',
            description: 'The raw session token from a sign-in answer, no scheme word.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { validatorUrl: null, deepLinking: true },
    uiHooks: {},
    staticCSP: false,
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, (_request, reply) => {
    reply.header('cache-control', 'no-cache').send(app.swagger());
  });
};
