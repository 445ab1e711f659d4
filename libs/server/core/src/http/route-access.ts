import { SetMetadata } from '@nestjs/common';
import type { DynamicModule, ForwardReference, Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';

/** Set by every access decorator (auth's `@ArtistOnly()`, `@StaffOnly()`, …): what the route asks of its caller. */
export const ROUTE_ACCESS_KEY = 'soundpost:route-access';
/** Set by `@Public()`: the route is open to anyone, on purpose. */
export const PUBLIC_ROUTE_KEY = 'soundpost:route-public';

/**
 * The route needs no token, on purpose (login, sign-up, health, signed file links, webhooks).
 * Every route declares either this or an access decorator; a test fails on one that has neither.
 */
export function Public(): MethodDecorator & ClassDecorator {
  return SetMetadata(PUBLIC_ROUTE_KEY, true);
}

type ModuleRef = Type<unknown> | DynamicModule | Promise<DynamicModule> | ForwardReference;

/** Every controller class of a module tree (class modules and dynamic modules alike). */
export function controllersOf(root: ModuleRef): Type<unknown>[] {
  const seen = new Set<unknown>();
  const controllers = new Set<Type<unknown>>();
  const visit = (ref: ModuleRef | undefined): void => {
    if (!ref || ref instanceof Promise) return;
    const resolved = 'forwardRef' in ref ? (ref.forwardRef() as ModuleRef) : ref;
    if (seen.has(resolved)) return;
    seen.add(resolved);
    const moduleClass = 'module' in resolved ? resolved.module : (resolved as Type<unknown>);
    const dynamic = 'module' in resolved ? resolved : undefined;
    const imports: ModuleRef[] = [...(Reflect.getMetadata('imports', moduleClass) ?? []), ...(dynamic?.imports ?? [])];
    for (const controller of [...(Reflect.getMetadata('controllers', moduleClass) ?? []), ...(dynamic?.controllers ?? [])]) controllers.add(controller);
    if (dynamic) visit(moduleClass);
    for (const imported of imports) visit(imported);
  };
  visit(root);
  return [...controllers];
}

/**
 * The routes (`Controller.method`) that declare neither an access decorator nor `@Public()`, on
 * the method or its class: each would be served to anyone by default.
 */
export function routesWithoutAccess(controllers: Type<unknown>[]): string[] {
  const missing: string[] = [];
  for (const controller of controllers) {
    const declared = (target: object) => Reflect.getMetadata(ROUTE_ACCESS_KEY, target) !== undefined || Reflect.getMetadata(PUBLIC_ROUTE_KEY, target) === true;
    const classDeclares = declared(controller);
    const prototype = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = Object.getOwnPropertyDescriptor(prototype, name)?.value;
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const isRoute = Reflect.getMetadata(PATH_METADATA, handler) !== undefined && Reflect.getMetadata(METHOD_METADATA, handler) !== undefined;
      if (isRoute && !classDeclares && !declared(handler)) missing.push(`${controller.name}.${name}`);
    }
  }
  return missing;
}
