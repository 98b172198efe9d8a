import type { PublicationStatus } from '../../../contract/enums';

/**
 * A language row's place in the editorial workflow, as loaded. Edit screens keep it in the form
 * and send it back, so saving a draft never publishes it (the spec's rule for a row sent without
 * a status) until the screens have their own status controls.
 */
export interface KeptPublication {
  status?: PublicationStatus;
  publishAt?: string | null;
}

export const keepPublication = (row: { status: PublicationStatus; publishAt: string | null }): KeptPublication => ({ status: row.status, publishAt: row.publishAt });

/** The fields to send for a row: what was loaded, nothing for a new row (published, as before). */
export const sendPublication = (v: KeptPublication | undefined): KeptPublication => (v?.status ? { status: v.status, publishAt: v.publishAt ?? null } : {});
