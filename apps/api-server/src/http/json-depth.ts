// How deeply a JSON text nests, read in one linear pass before JSON.parse: deep nesting parses
// quickly but overflows the stack of every recursive walk after it (control characters, zod).

const OPENERS = new Set(['[', '{']);
const CLOSERS = new Set([']', '}']);

/** Whether `text` opens more than `limit` arrays or objects inside one another (brackets in strings do not count). */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (OPENERS.has(char)) {
      if (++depth > limit) return true;
    } else if (CLOSERS.has(char)) depth--;
  }
  return false;
}
