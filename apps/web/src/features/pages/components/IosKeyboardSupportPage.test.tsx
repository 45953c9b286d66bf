import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';

const appStore = 'https://apps.apple.com/app/example-keyboard/id123456789';

const openPage = (keyboardLinks: { iphone?: string }) => {
  mockApi({ 'GET /api/v1/site-info': { body: { supportEmail: 'help@tp.example', keyboardLinks } } });
  renderApp('/iOS-keyboard-support');
};

describe('/iOS-keyboard-support', () => {
  it('walks through installing the keyboard and gives the support address', async () => {
    openPage({ iphone: appStore });
    await screen.findByRole('heading', { level: 1, name: 'iOS keyboard support' });
    const page = screen.getByRole('article');
    const [install, troubleshooting] = within(page).getAllByRole('list');
    const steps = within(install as HTMLElement).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(await within(steps[0] as HTMLElement).findByRole('link', { name: 'App Store' })).toHaveAttribute(
      'href',
      appStore,
    );
    expect(steps[1]).toHaveTextContent('General › Keyboard › Keyboards');
    expect(steps[2]).toHaveTextContent('Add New Keyboard…');
    expect(within(troubleshooting as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(page).getByRole('heading', { level: 2, name: 'No “Full Access” needed' }),
    ).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'iOS keyboard privacy policy' })).toHaveAttribute(
      'href',
      '/privacyPolicyKeyboardiphone',
    );
    expect(await within(page).findByRole('link', { name: 'help@tp.example' })).toHaveAttribute(
      'href',
      'mailto:help@tp.example',
    );
  });

  it('names the App Store without linking it while the keyboard is not there', async () => {
    openPage({});
    await screen.findByRole('link', { name: 'help@tp.example' });
    const [install] = within(screen.getByRole('article')).getAllByRole('list');
    const [first] = within(install as HTMLElement).getAllByRole('listitem');
    expect(first).toHaveTextContent('Download the TP Phonetic Keyboard from the App Store.');
    expect(within(first as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });
});
