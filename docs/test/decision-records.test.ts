import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readText, root } from './repository-files';

const folder = 'docs/decisions';
const records = readdirSync(join(root, folder))
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();
const index = readText(`${folder}/README.md`);

/** A record's header: the four lines under its title, in this order. */
const header =
  /^# .+\n\n- Status: (?<status>.+)\n- Date: \d{4}-\d\d-\d\d\n- Amends: (?<amends>.+)\n- Superseded by: (?<supersededBy>.+)\n\n/;

function headerOf(name: string) {
  const fields = header.exec(readText(`${folder}/${name}`))?.groups;
  if (!fields) throw new Error(`${name} has no header`);
  return fields as { status: string; amends: string; supersededBy: string };
}

/** The records a header field links to, by file name. */
const linked = (field: string) => [...field.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((m) => m[1]);

describe('decision records', () => {
  it('are numbered one after another', () => {
    expect(records.map((name) => Number(name.slice(0, 4)))).toEqual(records.map((_, i) => i + 1));
  });

  it.each(records)('%s has the header, is in the index, and weighs its alternatives', (name) => {
    const { status, amends, supersededBy } = headerOf(name);
    expect(status).toMatch(/^(Accepted|Superseded by|Folded into)/);
    expect(index).toMatch(new RegExp(`^\\| \\[${name.slice(0, 4)}\\]\\(${name}\\) +\\|`, 'm'));
    for (const target of [...linked(amends), ...linked(supersededBy)]) {
      expect(records).toContain(target);
    }
    if (!status.startsWith('Folded into')) {
      expect(readText(`${folder}/${name}`)).toMatch(/\n## Alternatives weighed\n/);
    }
  });

  it('link back: a record amended or superseded names the records that amend or replace it', () => {
    for (const name of records) {
      const { amends } = headerOf(name);
      for (const target of linked(amends)) {
        const { status } = headerOf(target as string);
        expect(linked(status), `${target} names ${name}`).toContain(name);
      }
    }
  });
});
