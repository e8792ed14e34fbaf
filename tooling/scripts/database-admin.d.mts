/** Runs `sql` on the server `serverUrl` names, as its user; gives up connecting after 5 s. */
export declare function onServer(serverUrl: string, sql: string): Promise<void>;
