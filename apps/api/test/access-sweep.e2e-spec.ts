import { randomUUID } from 'node:crypto';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { PUBLIC_ROUTE_KEY, ROUTE_ACCESS_KEY } from '@soundpost/server-core/http';
import { newArtist } from './support/kyc-fixtures';
import { createTestApp, TestApp } from './test-app';

interface Route {
  method: string;
  path: string;
  access: { staff?: boolean; scopes?: string[] };
}

/**
 * Every guarded route of every domain, called over HTTP the way an attacker would: without a token
 * it answers 401 in the error shape, and staff routes answer an artist's token with 403, before
 * anything is read or written. Route-access.spec proves each route declares its access; this
 * proves the declaration is enforced, for routes added later too.
 */
describe('access on every guarded route (real app)', () => {
  let t: TestApp;
  let routes: Route[];

  beforeAll(async () => {
    t = await createTestApp();
    routes = [];
    for (const module of t.app.get(ModulesContainer).values()) {
      for (const { metatype } of module.controllers.values()) {
        if (!metatype) continue;
        const base = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, metatype) ?? '')[0];
        for (const name of Object.getOwnPropertyNames(metatype.prototype)) {
          const handler = metatype.prototype[name];
          if (name === 'constructor' || typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
          if (Reflect.getMetadata(PUBLIC_ROUTE_KEY, handler) === true) continue;
          const access = Reflect.getMetadata(ROUTE_ACCESS_KEY, handler) ?? Reflect.getMetadata(ROUTE_ACCESS_KEY, metatype);
          if (!access) continue; // a public controller
          const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
          for (const sub of ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, handler))) {
            const path = `/api/${base}/${sub}`
              .replace(/\/+/g, '/')
              .replace(/\/$/, '')
              .replace(/:(\w+)/g, () => randomUUID())
              .replace(/\*$/, 'x');
            routes.push({ method, path, access });
          }
        }
      }
    }
  });
  afterAll(() => t?.close());

  const call = (route: Route, token?: string) =>
    t.api(route.path, { method: route.method, token, ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { json: {} } : {}) });

  it('answers 401 with the error shape on every guarded route without a token', async () => {
    expect(routes.length).toBeGreaterThan(150);
    const wrong: string[] = [];
    for (const route of routes) {
      const res = await call(route);
      const body = await res.json().catch(() => null);
      if (res.status !== 401 || typeof body?.message !== 'string') wrong.push(`${route.method} ${route.path} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers 403 to an artist's token on every staff route", async () => {
    const artist = await newArtist(t);
    const staffRoutes = routes.filter((r) => r.access.staff);
    expect(staffRoutes.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    for (const route of staffRoutes) {
      const res = await call(route, artist.token);
      if (res.status !== 403) wrong.push(`${route.method} ${route.path} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });
});
