export interface ApiProcess {
  url: string;
  /** The server process, e.g. to read its CPU time from /proc. */
  pid: number | undefined;
  stop(): Promise<void>;
}

export declare const apiMainJs: string;

/**
 * Starts apps/api-server/dist/main.js on 127.0.0.1:port and waits for /healthz. `env` is added to
 * this process's environment; a variable given as undefined is removed.
 */
export declare function startApi(
  port: number,
  env: Record<string, string | undefined>,
  logFile: string,
): Promise<ApiProcess>;
