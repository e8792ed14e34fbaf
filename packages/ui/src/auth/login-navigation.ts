// What a log-in screen needs from around it, so the same screen renders inside the router (the
// app's /login route) and without it (the light start, see app-shell/start-app.tsx).
import type { ComponentType, ReactNode } from 'react';

export interface LoginNavigation {
  /** A link to another screen of the app (register, forgotten password…). */
  Link: ComponentType<{ to: string; children: ReactNode }>;
  /** Keeps the token and continues to ?redirect= or home; resolves once the next screen shows. */
  finish: (token: string) => void | Promise<void>;
}
