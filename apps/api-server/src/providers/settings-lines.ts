// Reading a vendor's settings from the environment, one line per missing or malformed setting:
// each line names its variable and never repeats a value (settings hold keys), so lines can be
// printed at start and logged. Every vendor's settings reader is built on it.
import type { Env, SettingsReading } from './vendors';

const DEFAULT_TIMEOUT_MS = 10_000;

export function settingsLines(env: Env) {
  const problems: string[] = [];
  /** The trimmed value, or undefined when unset or blank. */
  const value = (name: string) => env[name]?.trim() || undefined;
  return {
    problems,
    value,
    /** Adds a problem line (it must name its variable and no value). */
    problem: (line: string) => void problems.push(line),
    required(name: string, meaning: string): string {
      const text = value(name);
      if (!text) problems.push(`${name}: required: ${meaning}`);
      return text ?? '';
    },
    /** An http(s) URL, `fallback` when unset. */
    url(name: string, fallback: string): string {
      const text = value(name);
      if (!text) return fallback;
      if (/^https?:$/.test(URL.parse(text)?.protocol ?? '')) return text;
      problems.push(`${name}: expected an http(s) URL such as ${fallback}`);
      return fallback;
    },
    /** Whole milliseconds from 100 to 120000, 10000 when unset. */
    milliseconds(name: string): number {
      const text = value(name);
      const ms = text ? Number(text) : DEFAULT_TIMEOUT_MS;
      if (Number.isInteger(ms) && ms >= 100 && ms <= 120_000) return ms;
      problems.push(`${name}: expected whole milliseconds from 100 to 120000`);
      return DEFAULT_TIMEOUT_MS;
    },
    /** The settings, or the problem lines when there are any. */
    reading<S>(settings: () => S): SettingsReading<S> {
      return problems.length > 0 ? { problems } : { settings: settings() };
    },
  };
}
