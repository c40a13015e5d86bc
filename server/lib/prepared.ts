import type { Db } from '../db';

/**
 * Statements built once per database (Drizzle's `.prepare(name)` with `sql.placeholder`s): a
 * statement asked for on every request is not rebuilt each time, and on PostgreSQL each connection
 * parses and plans it once. Building a select of many columns costs more than running it.
 */
export function preparedPer<T>(build: (db: Db) => T): (db: Db) => T {
  const byDatabase = new WeakMap<Db, T>();
  return (db) => {
    let statements = byDatabase.get(db);
    if (!statements) byDatabase.set(db, (statements = build(db)));
    return statements;
  };
}
