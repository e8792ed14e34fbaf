// Real vendors chosen by configuration: each service's <SERVICE>_VENDOR names one of its vendors
// (or `sandbox`, the default), and the chosen vendor's adapter reads its own settings from the
// environment. Start-up refuses with one line per missing or malformed setting (naming the
// variable, never showing a value: they hold keys), before anything else runs. docs/providers.md.

export type Env = Record<string, string | undefined>;

/** What a vendor's settings reader answers: its settings, or one line per problem. */
export type SettingsReading<S> = { settings: S } | { problems: string[] };

/** A vendor of a service: reads its settings, and makes its adapter from them. */
export interface Vendor<P> {
  read(env: Env): SettingsReading<unknown>;
  create(settings: unknown): P;
}

export function vendor<S, P>(
  read: (env: Env) => SettingsReading<S>,
  create: (settings: S) => P,
): Vendor<P> {
  return { read, create: (settings) => create(settings as S) };
}

/** The vendor a service uses: the sandbox, or a real one with its settings as read at start. */
export type VendorChoice = { vendor: 'sandbox' } | { vendor: string; settings: unknown };

/**
 * Reads the settings of the vendor `name` among `vendors` (the value of `variable`), or the sandbox
 * when unset; adds one issue per problem.
 */
export function chooseVendor(
  variable: string,
  name: string | undefined,
  vendors: Record<string, Vendor<unknown>>,
  env: Env,
  addIssue: (setting: string, message: string) => void,
): VendorChoice {
  if (!name || name === 'sandbox') return { vendor: 'sandbox' };
  const chosen = Object.hasOwn(vendors, name) ? vendors[name] : undefined;
  if (!chosen) {
    addIssue(
      variable,
      `未知的服务商 ${JSON.stringify(name).slice(0, 40)}；可选：${['sandbox', ...Object.keys(vendors)].join('、')}`,
    );
    return { vendor: 'sandbox' };
  }
  const reading = chosen.read(env);
  if ('problems' in reading) {
    for (const problem of reading.problems) addIssue(`${variable}=${name}`, problem);
    return { vendor: 'sandbox' };
  }
  return { vendor: name, settings: reading.settings };
}

/** The adapter of `choice`, or the sandbox's. */
export function adapterOf<P>(
  choice: VendorChoice,
  vendors: Record<string, Vendor<P>>,
  sandbox: () => P,
): P {
  return 'settings' in choice ? vendors[choice.vendor]!.create(choice.settings) : sandbox();
}
