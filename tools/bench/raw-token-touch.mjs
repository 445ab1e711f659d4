// The baselines' session stamp, as the api writes it: behind the request, every second's stamps in one statement.
import { preparedQuery } from './raw-prepared.mjs';

export function tokenToucher(pool) {
  const query = preparedQuery(pool);
  const pending = new Set();
  let timer = null;
  return function touchBehind(id) {
    pending.add(id);
    timer ??= setTimeout(() => {
      timer = null;
      const ids = [...pending];
      pending.clear();
      query(
        `UPDATE access_tokens SET last_used_at = now()
          WHERE id IN (SELECT id FROM access_tokens
                        WHERE id = ANY($1::uuid[]) AND (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => 60))
                        FOR UPDATE SKIP LOCKED)`,
        [ids],
      ).catch(() => undefined);
    }, 1000).unref();
  };
}
