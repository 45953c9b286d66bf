import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = join(root, '.dependency-cruiser.cjs');

type Violation = { from: string; to: string; rule: { name: string } };

/** The boundary violations dependency-cruiser finds under `cwd`, as `npm run lint` checks them. */
async function violations(cwd: string): Promise<Violation[]> {
  const cruise = promisify(execFile)(
    join(root, 'node_modules/.bin/depcruise'),
    ['--config', config, '--output-type', 'json', 'apps/web/src', 'apps/server/src'],
    { cwd, maxBuffer: 256 * 1024 * 1024 },
  );
  // It exits non-zero when it finds a violation, with the report on stdout all the same.
  const { stdout } = await cruise.catch((error: { stdout: string }) => error);
  return JSON.parse(stdout).summary.violations;
}

const planted = {
  // Deeper than a per-depth glob reaches, climbing into another feature.
  'apps/web/src/features/game/a/b/c/d/deep.ts': "export { panel } from '../../../../../admin/panel';\n",
  'apps/web/src/features/game/by-package.ts': "export { panel } from '@tp/web/src/features/admin/panel';\n",
  'apps/web/src/features/game/shell.ts': "export { shell } from '#web/app/shell';\n",
  'apps/web/src/features/game/own.ts':
    "export { button } from '#web/ui/button';\nexport * from './a/b/c/d/deep';\n",
  'apps/web/src/ui/button.ts':
    "export { panel } from '#web/features/admin/panel';\nexport const button = 1;\n",
  'apps/web/src/features/admin/panel.ts': 'export const panel = 1;\n',
  'apps/web/src/app/shell.ts': 'export const shell = 1;\n',
  'apps/server/src/modules/accounts/users.ts': 'export const users = 1;\n',
  'apps/server/src/modules/accounts/index.ts': "export { users } from './users';\n",
  'apps/server/src/modules/site/inside.ts': "export { users } from '../accounts/users';\n",
  'apps/server/src/modules/site/through-entry.ts': "export { users } from '../accounts';\n",
  'apps/server/src/modules/site/nowhere.ts': "export { gone } from './gone';\n",
};

let fixture: string;
beforeAll(async () => {
  fixture = await mkdtemp(join(tmpdir(), 'boundaries-'));
  for (const file of ['tsconfig.base.json', 'apps/web/tsconfig.json', 'apps/web/package.json']) {
    await cp(join(root, file), join(fixture, file));
  }
  for (const [file, text] of Object.entries(planted)) {
    await mkdir(dirname(join(fixture, file)), { recursive: true });
    await writeFile(join(fixture, file), text);
  }
  // The workspace link by which `@tp/web/…` resolves, as npm makes it.
  await mkdir(join(fixture, 'node_modules/@tp'), { recursive: true });
  await symlink(join(fixture, 'apps/web'), join(fixture, 'node_modules/@tp/web'));
});
afterAll(() => rm(fixture, { recursive: true, force: true }));

// The code itself is held to them by `npm run lint`, which runs the same check.
describe('the import boundaries', () => {
  it('report every import across them, however it is written', async () => {
    const found = (await violations(fixture)).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
    expect(found.sort()).toEqual([
      'feature-imports-shared-layers: apps/web/src/features/game/a/b/c/d/deep.ts -> apps/web/src/features/admin/panel.ts',
      'feature-imports-shared-layers: apps/web/src/features/game/by-package.ts -> apps/web/src/features/admin/panel.ts',
      'feature-imports-shared-layers: apps/web/src/features/game/shell.ts -> apps/web/src/app/shell.ts',
      'imports-resolve: apps/server/src/modules/site/nowhere.ts -> ./gone',
      'module-imports-module-entry: apps/server/src/modules/site/inside.ts -> apps/server/src/modules/accounts/users.ts',
      'shared-layers-serve-features: apps/web/src/ui/button.ts -> apps/web/src/features/admin/panel.ts',
    ]);
  });
});
