import fs from 'node:fs';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger';
import { PUBLIC_PAGE_ROOTS } from '@soundpost/server-core/http';
import { createTestApp, TestApp } from './test-app';

type Schema = Record<string, unknown>;
interface Operation {
  parameters?: Array<{ name: string; in: string; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every route must be described well enough for the API fuzzer (tools/fuzz) to check its answers. */
describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>; components: { schemas: Record<string, { required?: string[] }> } };
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => ({ path, method: m, op: item[m] as Operation })));

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.api('/api/docs-json');
    expect(res.status).toBe(200);
    doc = await res.json();
    if (process.env.OPENAPI_DUMP) fs.writeFileSync(process.env.OPENAPI_DUMP, JSON.stringify(doc, null, 2));
  });
  afterAll(() => t?.close());

  it('lists every route the application serves under /api (none excluded); HTML pages outside it are left out on purpose', () => {
    const documented = new Set(operations().map(({ method, path }) => `${method.toUpperCase()} ${path}`));
    const served: string[] = [];
    const pages: string[] = [];
    for (const module of t.app.get(ModulesContainer).values()) {
      for (const { metatype } of module.controllers.values()) {
        if (!metatype) continue;
        const base = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, metatype) ?? '')[0];
        // Server-rendered pages (a smart link's /l/...) are answered outside the API and kept out of its document.
        if ((PUBLIC_PAGE_ROOTS as readonly string[]).includes(base.replace(/^\//, '').split('/')[0])) {
          pages.push(`${metatype.name}: ${Reflect.getMetadata(DECORATORS.API_EXCLUDE_CONTROLLER, metatype)?.[0] === true ? 'excluded' : 'documented'}`);
          continue;
        }
        for (const name of Object.getOwnPropertyNames(metatype.prototype)) {
          const handler = metatype.prototype[name];
          if (name === 'constructor' || typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
          const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
          for (const sub of ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, handler))) {
            const path = `/api/${base}/${sub}`
              .replace(/\/+/g, '/')
              .replace(/\/$/, '')
              .replace(/:(\w+)/g, '{$1}')
              .replace(/\*$/, '{path}');
            served.push(`${method} ${path}`);
          }
        }
      }
    }
    expect(served.length).toBeGreaterThan(100);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((page) => !page.endsWith('excluded'))).toEqual([]);
  });

  it('has a success answer with a schema for every operation (none for 204 and redirects)', () => {
    const missing = operations()
      .filter(({ op }) => {
        const statuses = Object.keys(op.responses ?? {});
        const success = statuses.filter((status) => /^2\d\d$/.test(status));
        if (!success.length) return !statuses.some((status) => /^30[1-8]$/.test(status));
        return success.some((status) => status !== '204' && !Object.values(op.responses?.[status].content ?? {}).some((c) => c.schema));
      })
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(missing).toEqual([]);
  });

  it('declares error answers with a schema (the common error body for JSON)', () => {
    const bad = operations().flatMap(({ method, path, op }) =>
      Object.entries(op.responses ?? {})
        .filter(([status]) => /^[45]\d\d$/.test(status))
        .filter(([, r]) => {
          const json = r.content?.['application/json'];
          // ErrorBody, or a schema built on it (e.g. with `redirect_to`).
          if (json) return !(doc.components.schemas[String(json.schema?.$ref).split('/').pop() ?? '']?.required ?? []).includes('message');
          return !Object.values(r.content ?? {}).some((c) => c.schema);
        })
        .map(([status]) => `${method.toUpperCase()} ${path} ${status}`),
    );
    expect(bad).toEqual([]);
  });

  it('describes the request body of every operation that takes one', () => {
    const missing = operations()
      .filter(({ method }) => method !== 'get' && method !== 'delete')
      // A route that reads no body says so with @ApiNoBody().
      .filter(({ op }) => op.requestBody !== undefined || (op as { 'x-no-body'?: boolean })['x-no-body'] !== true)
      .filter(({ op }) => !Object.values(op.requestBody?.content ?? {}).some((c) => c.schema))
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(missing).toEqual([]);
  });

  it('declares every path parameter', () => {
    const missing = operations().flatMap(({ method, path, op }) =>
      [...path.matchAll(/\{([^}]+)\}/g)]
        .map((m) => m[1])
        .filter((name) => !(op.parameters ?? []).some((p) => p.in === 'path' && p.name === name && p.schema))
        .map((name) => `${method.toUpperCase()} ${path} {${name}}`),
    );
    expect(missing).toEqual([]);
  });
});
