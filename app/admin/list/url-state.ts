import { useSearchParams } from 'react-router';

export type UrlPatch = Record<string, string | number | null | undefined>;

/**
 * A list's state lives in the address (a filtered page can be bookmarked, sent, and "back" returns
 * to it). `update` is the one way to change it: an empty value removes its parameter, and a
 * change that does not name `page` (a filter) goes back to the first page.
 */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const update = (patch: UrlPatch, opts: { replace?: boolean } = {}) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, opts);
  };
  /** A parameter's value, '' when absent. */
  const get = (name: string) => params.get(name) ?? '';
  /** A parameter's value when `valid` accepts it. */
  const pick = <V extends string>(name: string, valid: (v: unknown) => v is V): V | undefined => {
    const v = params.get(name);
    return valid(v) ? v : undefined;
  };
  return { params, get, pick, update };
}
