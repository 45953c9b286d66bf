import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusItem } from './focus-item';

let frames: FrameRequestCallback[] = [];
/** Runs the frames asked for so far, and those they ask for, up to `most`. */
function runFrames(most = 100): number {
  let ran = 0;
  while (frames.length > 0 && ran < most) {
    frames.shift()?.(performance.now());
    ran++;
  }
  return ran;
}

function screen(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone, media: query }));
}

function item(html: string): HTMLElement {
  const root = document.createElement('main');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('focusItem', () => {
  it('focuses the answer field on a desktop', () => {
    screen(false);
    const root = item('<input type="text"><button data-autofocus>Next</button>');
    focusItem(root);
    expect(runFrames()).toBe(1);
    expect(document.activeElement).toBe(root.querySelector('input'));
  });

  it('waits for a view that is loading, then focuses its control', () => {
    screen(true);
    const root = item('<p>Loading…</p>');
    focusItem(root);
    runFrames(3);
    root.innerHTML = '<button data-autofocus>Next</button>';
    runFrames();
    expect(document.activeElement).toBe(root.querySelector('button'));
  });

  it('gives up on a view that never comes after a few frames', () => {
    screen(false);
    focusItem(item('<p>Loading…</p>'));
    expect(runFrames()).toBe(30);
  });

  it('asks for no further frame on a phone once a typed item is there, which has nothing to focus', () => {
    screen(true);
    const root = item('<input type="text" readonly><button>Clue</button>');
    focusItem(root);
    expect(runFrames()).toBe(1);
    expect(document.activeElement).toBe(document.body);
  });
});
