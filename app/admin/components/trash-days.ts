import { useEffect, useState } from 'react';
import { api } from '../api';

/** Asked once per page load: the server's TRASH_DAYS does not change while it runs. */
let asked: Promise<number | null> | null = null;

function trashDays(): Promise<number | null> {
  asked ??= api('GET', '/admin/trash/settings', { silent: true })
    .then((r) => r.result?.days ?? null)
    .catch(() => {
      asked = null;
      return null;
    });
  return asked;
}

/** How many days a deleted item can be restored from the trash (TRASH_DAYS); null until known. */
export function useTrashDays(): number | null {
  const [days, setDays] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void trashDays().then((d) => live && setDays(d));
    return () => {
      live = false;
    };
  }, []);
  return days;
}
