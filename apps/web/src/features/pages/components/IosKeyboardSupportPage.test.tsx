import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { downloadLinks } from '../download-links';

describe('/iOS-keyboard-support', () => {
  it('walks through installing the keyboard and gives the support address', async () => {
    mockApi({ 'GET /api/v1/site-info': { body: { supportEmail: 'help@tp.example' } } });
    renderApp('/iOS-keyboard-support');
    await screen.findByRole('heading', { level: 1, name: 'iOS keyboard support' });
    const page = screen.getByRole('article');
    const [install, troubleshooting] = within(page).getAllByRole('list');
    const steps = within(install as HTMLElement).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(within(steps[0] as HTMLElement).getByRole('link', { name: 'App Store' })).toHaveAttribute(
      'href',
      downloadLinks.iphone,
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
});
