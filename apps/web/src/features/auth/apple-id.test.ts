import { appleSignIn } from '@tp/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test loads the module afresh: it keeps the script's loading for the page's lifetime.
const load = async () => (await import('./apple-id')).loadAppleId;
const scripts = () => document.head.querySelectorAll(`script[src="${appleSignIn.scriptUrl}"]`);

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  delete window.AppleID;
  for (const script of scripts()) script.remove();
});

describe("Apple's sign-in script", () => {
  it('is added once and checked every second until it is ready', async () => {
    const loadAppleId = await load();
    const loaded = vi.fn();
    void loadAppleId().then(loaded);
    void loadAppleId();
    expect(scripts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2500);
    expect(loaded).not.toHaveBeenCalled();
    const auth = { init: vi.fn(), signIn: vi.fn() };
    window.AppleID = { auth };
    await vi.advanceTimersByTimeAsync(1000);
    expect(loaded).toHaveBeenCalledWith(auth);
  });

  it('is given up after 100 checks, a second apart', async () => {
    const loadAppleId = await load();
    const failed = vi.fn();
    void loadAppleId().catch(failed);
    await vi.advanceTimersByTimeAsync(98_900);
    expect(failed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(failed).toHaveBeenCalledOnce();
    // Arriving later changes nothing for this page.
    window.AppleID = { auth: { init: vi.fn(), signIn: vi.fn() } };
    await expect(loadAppleId()).rejects.toThrow();
  });
});
