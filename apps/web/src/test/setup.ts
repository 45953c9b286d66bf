import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { followDocumentLanguage, initI18n, laterNamespaces, loadCatalogs } from '#web/i18n/i18n';
import { removeItem, storageKeys } from '#web/lib/storage';

// A lazily loaded screen is transformed on first import, which takes longer than the default second
// on a busy machine; a real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// Files that ask for `// @vitest-environment node` have no DOM to set up or clean.
const hasDom = typeof document !== 'undefined';

// happy-dom has neither, and without them react-hook-form takes every select for one changed
// before the form was ready, and reads its first option instead of the form's default value.
if (hasDom) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0);
    },
  });
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
  });
}

beforeAll(async () => {
  if (hasDom) {
    await initI18n('en');
    followDocumentLanguage();
    await loadCatalogs(...laterNamespaces);
  }
});

// An unexpected console.error fails the test that produced it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  // No test reaches the network: one that forgot to mock the API fails, naming the request.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const unmocked = [`A request no test mocked: ${input instanceof Request ? input.url : String(input)}`];
    errors.push(unmocked);
    throw new Error(unmocked[0]);
  });
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(async () => {
  if (hasDom) {
    cleanup();
    localStorage.clear();
    // Lists keep their search in the URL; the next test starts from a bare one.
    window.history.replaceState(null, '', '/');
    // A test that switched the language must not leave the next one in it (the preference, read
    // again once its key is removed, and the catalogs).
    removeItem(storageKeys.lang);
    await initI18n('en');
  }
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`Unexpected console.error:\n${text}`);
  }
});
