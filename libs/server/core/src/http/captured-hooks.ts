import type { FastifyInstance, FastifyPluginCallback } from 'fastify';

/** A Fastify request hook as a plugin adds it (callback or async form). */
export type CapturedHook = (this: FastifyInstance, ...args: never[]) => unknown;

/**
 * Registers a plugin on the instance itself (as fastify-plugin would) but keeps the global hooks named in `names`
 * out of Fastify's chain and hands them back, so the caller runs them only for the requests that need them: a
 * global hook is a call and a step of the hook runner on every request, the liveness probe and a smart link's
 * click included. Throws when the plugin adds one of them twice or not at all, so an upgrade that changes its
 * hooks is seen at boot.
 */
export async function registerWithoutGlobalHooks<O, N extends string>(
  fastify: FastifyInstance,
  register: (instance: FastifyInstance, options: O, done: (error?: Error) => void) => void,
  options: O,
  names: readonly N[],
  label: string,
): Promise<Record<N, CapturedHook>> {
  const captured: Partial<Record<N, CapturedHook>> = {};
  const plugin: FastifyPluginCallback<O & object> = (instance, opts, done) => {
    const withoutGlobalHooks: FastifyInstance = new Proxy(instance, {
      get(target, key) {
        if (key === 'addHook') {
          return (name: string, hook: CapturedHook) => {
            if ((names as readonly string[]).includes(name)) {
              if (captured[name as N]) throw new Error(`${label} added a second ${name} hook: review its registration`);
              captured[name as N] = hook;
            } else {
              (target.addHook as (n: string, h: unknown) => unknown)(name, hook);
            }
            return withoutGlobalHooks;
          };
        }
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    register(withoutGlobalHooks, opts as O, done);
  };
  // Like fastify-plugin: what the plugin decorates belongs to the instance itself, not to a child context.
  (plugin as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;
  await fastify.register(plugin, options as O & object);
  for (const name of names) if (!captured[name]) throw new Error(`${label} no longer adds its ${name} hook: review its registration`);
  return captured as Record<N, CapturedHook>;
}
