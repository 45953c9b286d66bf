import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Mutex, messages, PGlite, parse, protocol, types } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';

/**
 * The embedded database's thread (`pglite-thread.ts`, `pglite-worker.js`) speaks the wire protocol
 * through PGlite's exported protocol helpers, beyond its `query` (decision 0050): they are exported
 * but not documented as stable. PGlite is pinned to one version, and an upgrade must come through
 * here: these checks fail on a range in place of the pin, or on a release that drops what is used;
 * `pglite-thread.test.ts` then checks that what is used still behaves.
 */
const require = createRequire(import.meta.url);
const pinned = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    dependencies: Record<string, string>;
  }
).dependencies['@electric-sql/pglite'];
// Its exports name no package.json: read the one at the root of the folder its entry is in.
const entry = require.resolve('@electric-sql/pglite');
const root = entry.slice(0, entry.lastIndexOf('@electric-sql/pglite/') + '@electric-sql/pglite/'.length);
const installed = (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string }).version;

describe('PGlite, as the embedded database thread uses it', () => {
  it('is pinned to one exact version, the one installed', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed).toBe(pinned);
  });

  it('still exports the protocol helpers the thread writes and reads messages with', () => {
    for (const name of ['close', 'describe', 'execute', 'parse', 'query', 'sync'] as const) {
      expect(protocol.serialize[name], `protocol.serialize.${name}`).toBeTypeOf('function');
    }
    expect(protocol.Parser).toBeTypeOf('function');
    expect(parse.parseResults).toBeTypeOf('function');
    expect(parse.parseDescribeStatementResults).toBeTypeOf('function');
    expect(messages.CommandCompleteMessage).toBeTypeOf('function');
    expect(messages.NotificationResponseMessage).toBeTypeOf('function');
    expect(new Mutex().runExclusive).toBeTypeOf('function');
    expect(types.arrayParser).toBeTypeOf('function');
    expect(types.arraySerializer).toBeTypeOf('function');
    expect(types.parsers).toBeTypeOf('object');
    expect(types.serializers).toBeTypeOf('object');
    expect(PGlite.prototype.execProtocolRawStream).toBeTypeOf('function');
  });
});
