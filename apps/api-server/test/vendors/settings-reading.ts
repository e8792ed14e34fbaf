// A vendor settings reader's two answers, for the tests: the settings (failing on any problem), or
// the problem lines (none when the settings were read).
import type { Env, SettingsReading } from '../../src/providers/vendors';

/** `read` bound to the two ways a test looks at it. */
export function settingsReader<S>(read: (env: Env) => SettingsReading<S>) {
  return {
    settingsOf(env: Env): S {
      const reading = read(env);
      if ('problems' in reading) throw new Error(reading.problems.join('\n'));
      return reading.settings;
    },
    problemsOf(env: Env): string[] {
      const reading = read(env);
      return 'problems' in reading ? reading.problems : [];
    },
  };
}
