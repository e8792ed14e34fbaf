export interface StaticApp {
  url: string;
  close(): Promise<void>;
}

/** Serves a built SPA with index.html fallback and `window.__BHT_CONFIG__` pointing at apiBase. */
export declare function serveApp(
  distDir: string,
  port: number,
  apiBase: string,
): Promise<StaticApp>;
