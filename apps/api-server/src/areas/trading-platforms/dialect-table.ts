// The dialects this process speaks: DIALECTS, unless buildApp was given a table of its own (the
// tests' dialect). One table per process, because the order events that queue pushes
// (platform-events.ts) run deep inside transitions that know nothing of the app.
import type { Dialect } from './dialect';
import { DIALECTS } from './dialects';

let table: Readonly<Record<string, Dialect>> = DIALECTS;

export const platformDialects = (): Readonly<Record<string, Dialect>> => table;

export const platformDialect = (name: string): Dialect | undefined => table[name];

/** Replaces the table (buildApp's `dialects` option). */
export function useDialects(dialects: Readonly<Record<string, Dialect>>): void {
  table = dialects;
}
