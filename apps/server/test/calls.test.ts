import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callNames, callRegistry } from '@lobby/contract/registry';
import { callPath } from '@lobby/contract/values/calls';
import { repoRoot } from '../src/config/env';
import { useTestApp } from './test-app';

/** The product's list of calls, one a line (docs/spec/calls.txt, a fixture). */
const specCalls = readFileSync(resolve(repoRoot, 'docs/spec/calls.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

const t = useTestApp();

const routed = (name: string) => t.app.hasRoute({ method: 'POST', url: callPath(name) });

describe('the call registry', () => {
  it('routes every call it declares, at POST /app/v1/<name>', () => {
    const unrouted = callNames.filter((name) => !routed(name));
    expect(unrouted, 'calls the registry declares but the server does not route').toEqual([]);
  });

  it('serves every product call', () => {
    const declared = new Set<string>(callNames);
    expect(specCalls.filter((name) => !declared.has(name))).toEqual([]);
    for (const name of specCalls.filter((n) => declared.has(n))) {
      expect(routed(name), `${name} is in the registry but not routed`).toBe(true);
    }
  });

  it('keeps anonymous/* calls public', () => {
    for (const name of callNames.filter((n) => n.startsWith('anonymous/'))) {
      expect(callRegistry[name].access).toBe('public');
    }
  });
});

describe('OpenAPI', () => {
  it('documents every routed call as OpenAPI 3.1 at /app/openapi.json', async () => {
    const response = await t.app.inject({ url: '/app/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, { post?: Record<string, unknown> }>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'authorization',
    });
    for (const name of callNames) {
      const operation = document.paths[callPath(name)]?.post;
      expect(operation, name).toBeDefined();
      expect(operation).toMatchObject({
        summary: callRegistry[name].summary,
        requestBody: { content: { 'application/json': { schema: expect.any(Object) } } },
        responses: { 200: expect.any(Object), 400: expect.any(Object) },
      });
    }
    // Only calls and nothing internal.
    expect(Object.keys(document.paths).every((path) => path.startsWith('/app/v1/'))).toBe(true);
    const eventList = JSON.stringify(
      document.paths[callPath('anonymous/appEventLogClient')]?.post?.requestBody,
    );
    expect(eventList).toContain('"maxItems":20');
  });

  it('is browsable at /app/docs', async () => {
    const page = await t.app.inject({ url: '/app/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui');
    const script = await t.app.inject({ url: '/app/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('/json');
    const json = await t.app.inject({ url: '/app/docs/json' });
    expect(json.json()).toMatchObject({ openapi: '3.1.0' });
  });
});
