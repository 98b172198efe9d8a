import { useCallback, useRef, useState } from 'react';
import type { VersionSummary } from '#contract/entities.ts';
import { newerVersion, type ItemRef } from '../workflow/api';
import type { PublishIntent } from './publication';

/**
 * The version guard of an edit (the edit shell's form and the banner drawer): a save goes with the
 * version it is based on (`basedOn`, sent as If-Match); a save the server refuses because someone
 * else saved meanwhile becomes a `conflict` (who, when, and the save that was refused) instead of an
 * overwrite. `overwriteFrom()` bases the next save on the version that refused it.
 */
export function useVersionGuard() {
  /** The item's newest version when it was loaded (0: none yet); undefined before it exists. */
  const basedOn = useRef<number | undefined>(undefined);
  const [conflict, setConflict] = useState<{ version: VersionSummary; intent: PublishIntent } | null>(null);

  /** After a refused save: true when someone else saved `item` meanwhile (the conflict is then shown). */
  const refused = async (err: unknown, item: ItemRef | null, intent: PublishIntent): Promise<boolean> => {
    const newer = await newerVersion(err, item, basedOn.current);
    if (newer) setConflict({ version: newer, intent });
    return !!newer;
  };

  /** The editor chose to overwrite: the next save is based on the version that refused it; returns the refused save. */
  const overwriteFrom = (c: { version: VersionSummary; intent: PublishIntent }): PublishIntent => {
    basedOn.current = c.version.id;
    setConflict(null);
    return c.intent;
  };

  const clear = useCallback(() => setConflict(null), []);
  return { basedOn, conflict, clear, refused, overwriteFrom };
}
