import { SetMetadata } from '@nestjs/common';
import type { DynamicModule, ForwardReference, Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';

export const ROUTE_ACCESS_KEY = 'soundpost:route-access';
/** Set by `@Public()`: the route is open to anyone, on purpose. */
export const PUBLIC_ROUTE_KEY = 'soundpost:route-public';

export function Public(): MethodDecorator & ClassDecorator {
  return SetMetadata(PUBLIC_ROUTE_KEY, true);
}

type ModuleRef = Type<unknown> | DynamicModule | Promise<DynamicModule> | ForwardReference;

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
