// Hot statements are prepared once per database handle: drizzle keeps the built SQL and
// PostgreSQL parses and plans each named statement once per pooled connection.
import type { Db } from './client';

/** `build(db, …key)` once per database and key: e.g. `const statusQuery = preparedPerDb((db) => db.select()….prepare('status'))`. */
export function preparedPerDb<K extends unknown[], T>(
  build: (db: Db, ...key: K) => T,
): (db: Db, ...key: K) => T {
  const built = new WeakMap<Db, Map<string, T>>();
  return (db, ...key) => {
    let statements = built.get(db);
    if (!statements) built.set(db, (statements = new Map()));
    const name = key.join(':');
    let statement = statements.get(name);
    if (!statement) statements.set(name, (statement = build(db, ...key)));
    return statement;
  };
}
