import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { makeLevel, makeSound } from '#web/test/game-fixtures';
import { courseServer, renderLevelsTab, sentBody } from './render-levels-tab';

const card = async (name: string) =>
  within((await screen.findByRole('heading', { name })).closest('li') as HTMLElement);

describe('a level card', () => {
  it('marks a draft and publishes it; a published level has no badge and can be unpublished', async () => {
    const draft = makeLevel({ level: 2, type: 'sound', published: false, sounds: [makeSound('sun', 'sʌn')] });
    const server = courseServer([makeLevel({ level: 1, type: 'info', texts: ['Hi'] }), draft]);
    const sent: unknown[] = [];
    mockApi({
      'GET /api/v1/admin/levels': server.reply,
      [`PUT /api/v1/levels/${draft._id}/settings`]: ({ init }) => {
        sent.push(sentBody(init));
        server.state.levels = server.state.levels.map((level) =>
          level._id === draft._id ? { ...level, published: true } : level,
        );
        return {
          body: { level: { ...draft, published: true, translations: {} }, message: 'Level updated.' },
        };
      },
    });
    const { user } = renderLevelsTab();
    const first = await card('Level 1');
    const second = await card('Level 2');
    expect(first.queryByText('Draft')).not.toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Unpublish Level 1' })).toHaveTextContent('Unpublish');
    expect(second.getByText('Draft')).toBeInTheDocument();

    await user.click(second.getByRole('button', { name: 'Publish Level 2' }));
    expect(await screen.findByText('Level 2 is published: learners see it now.')).toBeInTheDocument();
    expect(sent).toEqual([{ published: true }]);
    await waitFor(() => expect(second.queryByText('Draft')).not.toBeInTheDocument());
    expect(second.getByRole('button', { name: 'Unpublish Level 2' })).toBeInTheDocument();
  });

  it('gives the server’s reason, translated, when a level without an item cannot be published', async () => {
    const empty = makeLevel({ level: 1, type: 'sound', published: false });
    mockApi({
      'GET /api/v1/admin/levels': { body: { levels: [empty] } },
      [`PUT /api/v1/levels/${empty._id}/settings`]: apiError(
        409,
        'level_empty',
        'A level needs at least one item before it is published.',
      ),
    });
    const { user } = renderLevelsTab();
    await user.click((await card('Level 1')).getByRole('button', { name: 'Publish Level 1' }));
    expect(
      await screen.findByText(
        'Failed to publish the level. A level needs at least one item before it is published.',
      ),
    ).toBeInTheDocument();
    expect((await card('Level 1')).getByText('Draft')).toBeInTheDocument();
  });
});
