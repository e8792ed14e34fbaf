// Our rules' refusals (ActionRefusal from the platform actions) worded as 江西 1005.
import { DialectRefusal } from '../../dialect';
import { ActionRefusal } from '../../platform-actions';

export const refused = (message: string) => new DialectRefusal('refused', message);

/** Runs an action; its ActionRefusal becomes a 1005 refusal with the same message. */
export async function refusing<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof ActionRefusal) throw refused(error.message);
    throw error;
  }
}
