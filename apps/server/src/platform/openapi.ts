import swagger from '@fastify/swagger';
import * as api from '@tp/contract';
import * as accountRequests from '@tp/contract/account-requests';
import * as levelRequests from '@tp/contract/level-requests';
import * as mediaRequests from '@tp/contract/media-requests';
import * as quizRequests from '@tp/contract/quiz-requests';
import * as siteRequests from '@tp/contract/site-requests';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentComponents } from './openapi-components';

/** The request bodies the contract names, apart from its endpoints. */
const requests = { ...accountRequests, ...levelRequests, ...mediaRequests, ...quizRequests, ...siteRequests };

/** The status of an endpoint's success answer. */
export const successStatus = (e: api.Endpoint) =>
  Number(Object.keys(e.responses).find((s) => Number(s) >= 200 && Number(s) < 300) ?? 200);

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The contract's named schemas, each a component of the document under its exported name
 * (`publicUser` → `PublicUser`), referenced wherever an endpoint uses it; a body or success answer
 * that only one endpoint has and that has no name of its own is named after the endpoint
 * (`SigninBody`, `MeResponse`). Schemas an endpoint takes as its params or query stay inline: the
 * document lists their fields as parameters.
 */
const schemaRegistry = (() => {
  const registry = z.registry<{ id: string }>();
  const addressed = new Set<unknown>(api.allEndpoints.flatMap((e) => [e.params, e.query]));
  const name = (schema: unknown, id: string) => {
    if (schema instanceof z.core.$ZodType && !addressed.has(schema) && !registry.has(schema)) {
      registry.add(schema, { id });
    }
  };
  for (const [exported, value] of Object.entries({ ...api, ...requests })) name(value, pascal(exported));
  const uses = new Map<unknown, number>();
  const own = (e: api.Endpoint) => [e.body, e.responses[successStatus(e)]];
  for (const schema of api.allEndpoints.flatMap(own)) uses.set(schema, (uses.get(schema) ?? 0) + 1);
  for (const endpoint of api.allEndpoints) {
    const [body, success] = own(endpoint);
    const id = pascal(api.operationIds.get(endpoint) ?? '');
    if (uses.get(body) === 1) name(body, `${id}Body`);
    if (uses.get(success) === 1) name(success, `${id}Response`);
  }
  return registry;
})();

const bearer = [{ bearerAuth: [] }];
/** Public endpoints say so: no security, rather than none declared; optional ones take either. */
const security: Record<api.Access, Record<string, string[]>[]> = {
  public: [],
  optional: [{}, { bearerAuth: [] }],
  user: bearer,
  admin: bearer,
};

/** The first sentence of an endpoint's summary: the document's summary, the whole its description. */
const firstSentence = (text: string) => text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text;

/** Any request may be refused when its network has too many in flight (`capRequestsInFlight`). */
const everyResponse = { 429: api.errorBody };

/** The endpoint's responses as Fastify (and the document) take them: by media type where not JSON. */
function responseSchemas(endpoint: api.Endpoint) {
  const responses = { ...everyResponse, ...endpoint.responses };
  const type = endpoint.successType;
  if (!type) return responses;
  const status = successStatus(endpoint);
  return { ...responses, [status]: { content: { [type]: { schema: endpoint.responses[status] } } } };
}

/** What Fastify validates and serializes an endpoint's route with, and documents it by. */
export function routeSchema(endpoint: api.Endpoint): FastifySchema {
  const tag = api.operationGroups.get(endpoint);
  return {
    operationId: api.operationIds.get(endpoint),
    summary: firstSentence(endpoint.summary),
    description: endpoint.summary,
    ...(tag ? { tags: [tag] } : {}),
    security: security[endpoint.access],
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: responseSchemas(endpoint),
  };
}

/** Registers the OpenAPI document of the routes bound after it (`app.swagger()` builds it). */
export async function registerOpenApi(app: FastifyInstance, serverUrl: string) {
  const transformObject = createJsonSchemaTransformObject({ schemaRegistry });
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema, so a nullable field is typed as one (3.0 had no null type).
      openapi: '3.1.0',
      info: {
        title: 'TP API',
        version: '1.0.0',
        description:
          'The API of TP, the phonetic-typing trainer: its course, its learners’ accounts and progress, and what its admins manage. Generated from packages/contract.',
        contact: { name: 'TP' },
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: serverUrl }],
      tags: Object.entries(api.groupDescriptions).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: (document) => documentComponents(transformObject(document)),
  });
}

/**
 * The document built from the contract alone, without a database or a socket: the routes are
 * bound with the schemas the app binds them with, and handlers that are never called.
 */
export async function contractDocument(serverUrl: string) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app, serverUrl);
  for (const endpoint of api.allEndpoints) {
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: routeSchema(endpoint),
      handler: () => null,
    });
  }
  await app.ready();
  const document = app.swagger();
  await app.close();
  return document;
}
