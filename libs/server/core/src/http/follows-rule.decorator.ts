import { registerDecorator } from 'class-validator';

/** A shared contracts rule's verdict: the normalised value, or the message the form shows. */
export type RuleResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/** A contracts rule: the value and the whole payload (for rules that depend on another field). */
export type FieldRule<T = unknown> = (value: unknown, payload: Record<string, unknown>) => RuleResult<T>;

/**
 * Runs a rule from `@soundpost/contracts` (the very function the web and admin forms run) as a
 * class-validator constraint, so the 422 carries the rule's own text word for word. The rule
 * decides about blank and absent values itself (required rules refuse them, optional ones accept).
 */
export function FollowsRule(rule: FieldRule, name = 'followsRule'): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown, args) => rule(value, (args?.object ?? {}) as Record<string, unknown>).ok,
        defaultMessage: (args) => {
          const result = rule(args?.value, (args?.object ?? {}) as Record<string, unknown>);
          return result.ok ? '' : result.error;
        },
      },
    });
  };
}

/** The normalised value of a field whose DTO already passed `rule` (the pipe ran it first). */
export function ruled<T>(rule: FieldRule<T>, value: unknown, payload: object): T {
  const result = rule(value, payload as Record<string, unknown>);
  if (!result.ok) throw new Error(`Unvalidated value reached the service: ${result.error}`);
  return result.value;
}

export type RuleValue<F> = F extends FieldRule<infer T> ? T : never;

/**
 * `v('field')`: the normalised value of each field of a validated payload, by its rule set.
 * `v('city', payload.City)` reads the value from elsewhere (a key the form spells differently).
 */
export function valuesOf<R extends Record<string, FieldRule<unknown>>>(rules: R, payload: object) {
  return <K extends keyof R & string>(key: K, value: unknown = (payload as Record<string, unknown>)[key]): RuleValue<R[K]> =>
    ruled(rules[key], value, payload) as RuleValue<R[K]>;
}
