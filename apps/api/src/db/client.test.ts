import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database under a queue of queries', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ inMemory: true });
  });
  afterAll(async () => database?.close());

  it('lets the process read and answer a request while a long run of queries goes on, one after another', async () => {
    const server = createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const total = 2_000;
      let done = 0;
      // Work that queries again as soon as its last query is answered, like a long import or a busy tenant.
      const run = (async () => {
        for (let query = 0; query < total; query += 1) {
          await database.db.execute(sql`select 1`);
          done += 1;
        }
      })();
      const answer = await fetch(`http://127.0.0.1:${port}/`);
      const doneWhenAnswered = done;
      expect(await answer.text()).toBe('ok');
      await run;
      // Without a turn of the event loop between queries, the request is read only once all of them are done.
      expect(doneWhenAnswered).toBeLessThan(total / 2);
    } finally {
      server.close();
    }
  });
});
