import { registerDecorator } from 'class-validator';

/** A shared contracts rule's verdict: the normalised value, or the message the form shows. */
export type RuleResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

export type FieldRule<T = unknown> = (value: unknown, payload: Record<string, unknown>) => RuleResult<T>;

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

export function ruled<T>(rule: FieldRule<T>, value: unknown, payload: object): T {
  const result = rule(value, payload as Record<string, unknown>);
  if (!result.ok) throw new Error(`Unvalidated value reached the service: ${result.error}`);
  return result.value;
}

export type RuleValue<F> = F extends FieldRule<infer T> ? T : never;

export function valuesOf<R extends Record<string, FieldRule<unknown>>>(rules: R, payload: object) {
  return <K extends keyof R & string>(key: K, value: unknown = (payload as Record<string, unknown>)[key]): RuleValue<R[K]> =>
    ruled(rules[key], value, payload) as RuleValue<R[K]>;
}
