import { PolicyPage, type PolicySections } from './PolicyPage';

const sections: PolicySections<'privacy'> = [
  { id: 'introduction', body: ['p1', 'p2'] },
  {
    id: 'collect',
    body: [{ subheading: 'personalTitle' }, 'personal', { subheading: 'usageTitle' }, 'usage'],
  },
  { id: 'use', body: ['intro', { list: ['item1', 'item2', 'item3'] }, 'outro'] },
  { id: 'retention', body: ['p1', 'p2'] },
  { id: 'thirdParty', body: ['intro', { list: ['item1', 'item2', 'item3'] }, 'outro'] },
  { id: 'children', body: ['p1', 'p2'] },
  { id: 'security', body: ['p1'] },
  { id: 'changes', body: ['p1'] },
  { id: 'contact', body: ['p1'] },
];

/** The web app's policy took effect on 19/01/2025 (spec §9). */
const effective = new Date(Date.UTC(2025, 0, 19));

export function Component() {
  return <PolicyPage policy="privacy" effective={effective} sections={sections} />;
}
