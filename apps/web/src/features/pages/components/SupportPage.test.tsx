import { screen, waitFor, within } from '@testing-library/react';
import { keyboardSymbols, specialSymbols, symbolTable } from '@tp/phonetics';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';

const siteInfo = { 'GET /api/v1/site-info': { body: { supportEmail: 'help@tp.example' } } };

async function openSupport() {
  renderApp('/info');
  return screen.findByRole('heading', { level: 1, name: 'Help and support' });
}

const cellsOf = (table: HTMLElement, symbol: string) =>
  within(within(table).getByRole('rowheader', { name: symbol }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/info', () => {
  it('is titled and described for the browser', async () => {
    mockApi(siteInfo);
    await openSupport();
    // Set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('Help and support · TP'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'How to play TP, what the symbols of the New Phonetic Model mean, fixes for common problems and how to reach us.',
    );
  });

  it('lists every keyboard symbol of the model with its key, IPA, sound and example', async () => {
    mockApi(siteInfo);
    await openSupport();
    const table = screen.getByRole('table', { name: 'The symbols of the New Phonetic Model' });
    const symbols = within(table)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(symbols).toHaveLength(keyboardSymbols.size);
    expect(symbols).toEqual(symbolTable.map((info) => info.symbol));
    expect(cellsOf(table, 'ɑ')).toEqual([
      '1',
      'ɑ',
      'the open "ah"; also starts ɑɪ (my) and ɑʊ (now)',
      'father',
      'fɑðər',
    ]);
    expect(cellsOf(table, 'ϫ')).toEqual(['c', 'tʃ', 'ch (one symbol, not t + ʃ)', 'chin', 'ϫɪn']);
    expect(cellsOf(table, 'ʞ')).toEqual(['Shift + K', 'kʰ', 'aspirated k (a puff of air)', 'key', 'ʞi']);
    expect(cellsOf(table, 'z')).toEqual(['z', 'z', 'the z sound', 'zoo', 'zü']);
  });

  it('explains the four special symbols from the model', async () => {
    mockApi(siteInfo);
    await openSupport();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(specialSymbols.map((info) => info.symbol)).toEqual(['ʇ', 'ϫ', 'ʞ', 'ꟼ']);
    expect(items).toEqual(
      expect.arrayContaining([
        'ʇaspirated t (a puff of air), as in “top” (ʇɑp). Key: 5.',
        'ϫch (one symbol, not t + ʃ), as in “chin” (ϫɪn). Key: c.',
        'ʞaspirated k (a puff of air), as in “key” (ʞi). Key: Shift + K.',
        'ꟼaspirated p (a puff of air), as in “pin” (ꟼɪn). Key: Shift + P.',
      ]),
    );
  });

  it('gives four steps to play and three to troubleshoot, the last leading to Settings', async () => {
    mockApi(siteInfo);
    await openSupport();
    const [howTo, troubleshooting] = screen
      .getAllByRole('list')
      .filter((list) => list.tagName === 'OL' && list.closest('article'));
    expect(within(howTo as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
    const steps = within(troubleshooting as HTMLElement).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[2]).toHaveTextContent('Open Settings and check the hover sound and autoplay options.');
    expect(within(steps[2] as HTMLElement).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Dedication' })).toBeInTheDocument();
  });

  it('shows the support address from the configuration as a mailto link', async () => {
    mockApi(siteInfo);
    await openSupport();
    expect(await screen.findByRole('link', { name: 'help@tp.example' })).toHaveAttribute(
      'href',
      'mailto:help@tp.example',
    );
  });

  it('points to the contact form when the address cannot be loaded', async () => {
    mockApi({});
    await openSupport();
    expect(await screen.findByRole('link', { name: 'our contact form' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });
});
