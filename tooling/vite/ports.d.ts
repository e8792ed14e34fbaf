export declare function envPort(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  fallback: number,
): number;

export declare const DEV_PORTS: {
  portal: { env: 'PORTAL_PORT'; port: 5173 };
  console: { env: 'CONSOLE_PORT'; port: 5174 };
};
