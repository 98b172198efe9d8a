import { RequestError } from './request';

/**
 * The one error path of the back office's screens. A request's error has already been shown once
 * by the request layer (its notification, or the session dialog); the screen goes on as it was and
 * gets `undefined`. Anything else is a defect and is thrown on (to the error boundary when it
 * happens while rendering, to the console otherwise): never swallowed silently.
 */
export async function notified<T>(work: Promise<T> | (() => Promise<T>)): Promise<T | undefined> {
  try {
    return await (typeof work === 'function' ? work() : work);
  } catch (err) {
    if (err instanceof RequestError) return undefined;
    throw err;
  }
}
