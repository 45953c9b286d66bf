import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';

describe('home screen practice', () => {
  it('types with both keyboards; Submit clears the field and says what was typed', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderApp('/');
    const input = await screen.findByRole('textbox', { name: 'Your answer' });
    const keyboard = screen.getByRole('group', { name: 'Phonetic keyboard' });
    await user.click(input);
    await user.keyboard('a8');
    await user.click(within(keyboard).getAllByRole('button', { name: /^p,/ })[0] as HTMLElement);
    expect(input).toHaveValue('ʃɪp');
    await user.click(within(keyboard).getAllByRole('button', { name: 'Submit' })[0] as HTMLElement);
    expect(input).toHaveValue('');
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'You typed ʃɪp. The field is clear for another word.',
    );
    await user.click(input);
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'Type something first, then press Submit.',
    );
  });
});
