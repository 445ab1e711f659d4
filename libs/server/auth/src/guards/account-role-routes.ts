import type { Type } from '@nestjs/common';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import type { AccountRole } from '@soundpost/contracts';
import { PUBLIC_ROUTE_KEY, ROUTE_ACCESS_KEY } from '@soundpost/server-core/http';
import type { RouteAccess } from './access.guard';
import { ACCOUNT_ROLES_KEY } from './account-roles';

/** A route an artist session can call, with the member roles it declares (undefined: none). */
export interface ArtistRoute {
  name: string;
  method: string;
  path: string;
  roles: readonly AccountRole[] | undefined;
}

const joinPath = (...parts: (string | string[] | undefined)[]): string =>
  '/' +
  parts
    .map((part) => (Array.isArray(part) ? part[0] : part) ?? '')
    .join('/')
    .split('/')
    .filter(Boolean)
    .join('/');

/** Every route an artist-scope token reaches (staff routes excluded), for the role declarations' sweep. */
export function artistRoutes(controllers: Type<unknown>[]): ArtistRoute[] {
  const routes: ArtistRoute[] = [];
  for (const controller of controllers) {
    const prototype = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = Object.getOwnPropertyDescriptor(prototype, name)?.value;
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const path = Reflect.getMetadata(PATH_METADATA, handler);
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (path === undefined || method === undefined) continue;
      if (Reflect.getMetadata(PUBLIC_ROUTE_KEY, handler) === true) continue;
      const access = (Reflect.getMetadata(ROUTE_ACCESS_KEY, handler) ?? Reflect.getMetadata(ROUTE_ACCESS_KEY, controller)) as RouteAccess | undefined;
      if (!access || access.staff || !access.scopes.includes('artist')) continue;
      routes.push({
        name: `${controller.name}.${name}`,
        method: RequestMethod[method],
        path: joinPath(Reflect.getMetadata(PATH_METADATA, controller), path),
        roles: Reflect.getMetadata(ACCOUNT_ROLES_KEY, handler) ?? Reflect.getMetadata(ACCOUNT_ROLES_KEY, controller),
      });
    }
  }
  return routes;
}
