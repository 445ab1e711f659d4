/** Column names that never reach the audit log, in either naming style. */
export const ALWAYS_HIDDEN_FIELDS: readonly string[] = ['password', 'password_hash', 'passwordHash', 'remember_token', 'rememberToken', 'login_code', 'loginCode'];

export interface AuditableOptions<T extends object = Record<string, unknown>> {
  type?: string;
  userIdOf?: (entity: T) => string | number | null | undefined;
  /** More properties or columns to keep out of the log (secrets, tokens, large blobs). */
  hidden?: string[];
}

export interface ResolvedAuditableOptions {
  type: string;
  userIdOf: (entity: object) => string | null;
  hidden: ReadonlySet<string>;
}

const registry = new WeakMap<object, ResolvedAuditableOptions>();

export function Auditable<T extends object = Record<string, unknown>>(options: AuditableOptions<T> = {}): ClassDecorator {
  return (target) => {
    registry.set(target, {
      type: options.type ?? target.name,
      userIdOf: (entity) => {
        const value = options.userIdOf ? options.userIdOf(entity as T) : (entity as { userId?: unknown }).userId;
        return value === null || value === undefined ? null : String(value);
      },
      hidden: new Set([...ALWAYS_HIDDEN_FIELDS, ...(options.hidden ?? [])]),
    });
  };
}

export function auditableOptionsOf(target: unknown): ResolvedAuditableOptions | undefined {
  for (let t = target; typeof t === 'function' && t !== Function.prototype; t = Object.getPrototypeOf(t)) {
    const options = registry.get(t);
    if (options) return options;
  }
  return undefined;
}
