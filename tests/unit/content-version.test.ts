import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '#server/db/index.ts';
import {
  applyKindChange,
  bumpContentVersion,
  contentVersion,
  knownKindVersions,
  kindVersions,
} from '#server/lib/content-version.ts';
import { depsOf, freshness } from '#server/web/page-cache.ts';

// Two handles on one SQLite file stand for two server processes behind a load balancer.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-version-'));
const one = openDatabase({ databaseUrl: null, dataDir });
const two = openDatabase({ databaseUrl: null, dataDir });

afterAll(async () => {
  await one.close();
  await two.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('content version (what the article counts are keyed on)', () => {
  it('a write is seen at once by the process that made it and within a second by the others', async () => {
    await migrate(one);
    const before = await contentVersion(one.db);
    expect(await contentVersion(two.db)).toBe(before);

    await bumpContentVersion(two.db);
    const after = await contentVersion(two.db);
    expect(after).not.toBe(before);

    await new Promise((r) => setTimeout(r, 1100));
    expect(await contentVersion(one.db)).toBe(after);
  });

  it('after a change that moved no publication time the versions are known without a query; after one that may have, the schedule is read again', async () => {
    await migrate(one);
    await kindVersions(one.db);
    expect(knownKindVersions(one.db)).toBeDefined();
    applyKindChange(one.db, await bumpContentVersion(one.db, { kinds: ['news'], schedule: false }));
    const known = knownKindVersions(one.db);
    expect(known?.version('news')).toBe(String((await kindVersions(one.db)).version('news')));
    applyKindChange(one.db, await bumpContentVersion(one.db, { kinds: ['news'] }));
    expect(knownKindVersions(one.db)).toBeUndefined();
  });

  it('a change heard before an earlier one (its NOTIFY still on its way) has the schedule read again, and the earlier one still withdraws what it withdrew when it comes', async () => {
    await migrate(one);
    const before = await kindVersions(one.db);
    const page = depsOf(before, ['news'], []);
    // Another node's withdrawal (it may also have scheduled a news item), then a pin that waited for it.
    const earlier = await bumpContentVersion(one.db, { kinds: ['news'], hard: true, items: ['news#9'] });
    const pin = await bumpContentVersion(one.db, { kinds: ['news'], schedule: false });
    applyKindChange(one.db, pin);
    expect(knownKindVersions(one.db)).toBeUndefined();
    const afterPin = await kindVersions(one.db);
    const madeAfterPin = depsOf(afterPin, ['news'], [], ['news#9']);
    applyKindChange(one.db, earlier);
    const now = await kindVersions(one.db);
    // Made before the withdrawal: made again before anyone sees it; the withdrawn item's own page too.
    expect(freshness(page, now)).toBe('hard');
    expect(freshness(madeAfterPin, now)).toBe('hard');
  });

  it('a change heard again (its own NOTIFY echo) does not date its items later', async () => {
    await migrate(one);
    const news = await bumpContentVersion(one.db, { kinds: ['news'], items: ['news#7'] });
    applyKindChange(one.db, news);
    const stamped = (await kindVersions(one.db)).itemSeq('news#7');
    expect(stamped).toBeGreaterThan(0);
    applyKindChange(one.db, await bumpContentVersion(one.db, { kinds: ['team'] }));
    applyKindChange(one.db, news);
    expect((await kindVersions(one.db)).itemSeq('news#7')).toBe(stamped);
  });
});
