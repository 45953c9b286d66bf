import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';

const siteInfo = { 'GET /api/v1/site-info': { body: { supportEmail: 'privacy@tp.example' } } };

const keyboardSections = [
  '1. Introduction',
  '2. Information we collect',
  '3. Input data',
  '4. Your choices',
  '5. Third-party services',
  "6. Children's privacy",
  '7. Data security',
  '8. Changes to this policy',
  '9. Contact us',
];

const policies: [path: string, title: string, effective: string, sections: string[]][] = [
  [
    '/privacy-policy',
    'Privacy Policy',
    'Effective date: January 19, 2025',
    [
      '1. Introduction',
      '2. Information we collect',
      '3. How we use your information',
      '4. Data storage and retention',
      '5. Third-party services',
      "6. Children's privacy",
      '7. Data security',
      '8. Changes to this policy',
      '9. Contact us',
    ],
  ],
  [
    '/privacyPolicyKeyboardAndroid',
    'Android Keyboard Privacy Policy',
    'Effective date: August 13, 2024',
    keyboardSections,
  ],
  [
    '/privacyPolicyKeyboardiphone',
    'iOS Keyboard Privacy Policy',
    'Effective date: August 13, 2024',
    keyboardSections,
  ],
];

async function openPage(path: string, title: string) {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: title });
  return screen.getByRole('article');
}

describe('privacy policies', () => {
  it.each(policies)(
    '%s shows its effective date and nine numbered sections',
    async (path, title, effective, sections) => {
      mockApi(siteInfo);
      const page = await openPage(path, title);
      await waitFor(() => expect(document.title).toBe(`${title} · TP`));
      expect(within(page).getByText(effective)).toBeInTheDocument();
      expect(
        within(page)
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent),
      ).toEqual(sections);
      expect(page).not.toHaveTextContent(/\.sections\./);
      // Children's privacy and Contact us both give the address.
      const addresses = await within(page).findAllByRole('link', { name: 'privacy@tp.example' });
      expect(addresses).toHaveLength(2);
      for (const address of addresses) expect(address).toHaveAttribute('href', 'mailto:privacy@tp.example');
    },
  );

  it('lists personal and usage data, and three uses, in the web policy', async () => {
    mockApi(siteInfo);
    const page = await openPage('/privacy-policy', 'Privacy Policy');
    expect(
      within(page)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Personal data', 'Usage data']);
    const uses = within(page).getAllByRole('list')[0] as HTMLElement;
    expect(within(uses).getAllByRole('listitem')).toHaveLength(3);
    expect(uses).toHaveTextContent('run the game, save your progress');
    expect(page).toHaveTextContent('TP is not aimed at children under 4');
  });

  it('links the policies to each other', async () => {
    mockApi(siteInfo);
    const page = await openPage('/privacy-policy', 'Privacy Policy');
    expect(within(page).getByRole('link', { name: 'Android keyboard' })).toHaveAttribute(
      'href',
      '/privacyPolicyKeyboardAndroid',
    );
    expect(within(page).getByRole('link', { name: 'iOS keyboard' })).toHaveAttribute(
      'href',
      '/privacyPolicyKeyboardiphone',
    );
  });

  it('says in the keyboard policies that keystrokes never leave the device', async () => {
    mockApi(siteInfo);
    const page = await openPage('/privacyPolicyKeyboardiphone', 'iOS Keyboard Privacy Policy');
    expect(page).toHaveTextContent('Keystrokes are processed on your device and are never stored or sent.');
    expect(within(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });
});

describe('pages to be published', () => {
  it.each([
    ['/returns-policy', 'Returns Policy'],
    ['/terms-and-conditions', 'Terms and Conditions'],
  ])('%s shows its title only', async (path, title) => {
    mockApi({});
    const page = await openPage(path, title);
    expect(page.textContent).toBe(title);
  });
});
