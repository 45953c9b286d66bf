import { onTestFinished } from 'vitest';

/** Gives `navigator` properties for one test (user-event needs the real object, so it is not replaced). */
export function stubNavigator(properties: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(properties)) {
    const own = Object.getOwnPropertyDescriptor(navigator, name);
    Object.defineProperty(navigator, name, { value, configurable: true });
    onTestFinished(() => {
      if (own) Object.defineProperty(navigator, name, own);
      else Reflect.deleteProperty(navigator, name);
    });
  }
}
