// The api prepares its hot statements once per connection (core's poolQuery); the baselines prepare theirs the same way.
import { createHash } from 'node:crypto';

const names = new Map();

/** `query(text, values)` on `pool` as a named statement: each connection parses and plans it once. */
export function preparedQuery(pool) {
  return (text, values) => {
    let name = names.get(text);
    if (!name) names.set(text, (name = `hot_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`));
    return pool.query({ name, text, values });
  };
}
