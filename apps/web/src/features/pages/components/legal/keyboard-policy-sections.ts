import type { PolicySections } from './PolicyPage';

/**
 * The Android and iOS keyboard policies share their outline: "Input data" and "Your choices" take
 * the place of the web policy's "How we use your information" and "Data storage and retention".
 */
export const keyboardPolicySections: PolicySections<'androidKeyboard'> & PolicySections<'iosKeyboard'> = [
  { id: 'introduction', body: ['p1', 'p2'] },
  { id: 'collect', body: ['p1', 'p2'] },
  { id: 'input', body: ['p1', 'p2'] },
  { id: 'choices', body: ['p1'] },
  { id: 'thirdParty', body: ['p1'] },
  { id: 'children', body: ['p1'] },
  { id: 'security', body: ['p1'] },
  { id: 'changes', body: ['p1'] },
  { id: 'contact', body: ['p1'] },
];

/** Both keyboard apps' policies took effect on 13/08/2024 (spec §9). */
export const keyboardPolicyEffective = new Date(Date.UTC(2024, 7, 13));
