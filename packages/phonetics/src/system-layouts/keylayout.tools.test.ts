import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { macKeylayout } from './keylayout';

const file = macKeylayout();

/** xmllint's answer for a document on its standard input: its exit code and what it printed. */
const xmllint = (document: string) =>
  new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = execFile('xmllint', ['--noout', '-'], (error, _stdout, stderr) => {
      // An exit code is xmllint's verdict; anything else (no xmllint at all) fails the test.
      if (error && typeof error.code !== 'number') reject(error);
      else resolve({ code: error ? (error.code as number) : 0, stderr });
    });
    child.stdin?.end(document);
  });

describe('the macOS keyboard layout', () => {
  it('is well-formed XML, as xmllint reads it', async () => {
    // macOS's layouts are XML 1.1 for one thing only: the control characters the special keys type
    // (Delete, Escape, the arrows), as character references. xmllint reads XML 1.0, so it checks
    // the file with those references made 1.0's; nothing else in the file needs 1.1.
    expect(file.startsWith('<?xml version="1.1" encoding="UTF-8"?>')).toBe(true);
    const asXml10 = file
      .replace('<?xml version="1.1"', '<?xml version="1.0"')
      .replace(/&#x00(?:0[0-8BCEF]|1[0-9A-F]);/g, '&#xFFFD;');
    expect(await xmllint(asXml10)).toEqual({ code: 0, stderr: '' });
  });
});
