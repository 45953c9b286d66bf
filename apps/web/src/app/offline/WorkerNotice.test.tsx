import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dismissWorkerNews, tellWorkerNews, useWorkerNews } from '#web/lib/offline/service-worker';
import { mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';
import WorkerNotice from './WorkerNotice';

/** The notice as the root layout shows it, without the lazy load. */
function Shown() {
  const news = useWorkerNews();
  return news.kind === 'none' ? null : <WorkerNotice news={news} onPlayScreen={false} />;
}

const levels = { 'GET /api/v1/levels': { body: { levels: [] } } };

describe('the service worker notice', () => {
  it('offers a waiting version and applies it only at the learner’s word', async () => {
    mockApi(levels);
    const apply = vi.fn();
    const user = userEvent.setup();
    renderApp('/');
    act(() => tellWorkerNews({ kind: 'update', apply }));
    const notice = await screen.findByRole('region', { name: 'App updates' });
    expect(within(notice).getByRole('status')).toHaveTextContent('A new version of TP is ready.');
    expect(apply).not.toHaveBeenCalled();
    await user.click(within(notice).getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
    act(dismissWorkerNews);
  });

  it('may be put off until later', async () => {
    mockApi(levels);
    const user = userEvent.setup();
    renderApp('/');
    act(() => tellWorkerNews({ kind: 'update', apply: vi.fn() }));
    const notice = await screen.findByRole('region', { name: 'App updates' });
    await user.click(within(notice).getByRole('button', { name: 'Later' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'App updates' })).not.toBeInTheDocument(),
    );
  });

  it('says that the app plays offline in a toast the learner may close', async () => {
    const user = userEvent.setup();
    render(<Shown />);
    act(() => tellWorkerNews({ kind: 'offline-ready' }));
    const notice = screen.getByRole('region', { name: 'App updates' });
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'App updates' })).not.toBeInTheDocument();
  });

  it('says that the app plays offline, then goes by itself', () => {
    vi.useFakeTimers();
    try {
      render(<Shown />);
      act(() => tellWorkerNews({ kind: 'offline-ready' }));
      expect(screen.getByRole('status')).toHaveTextContent('TP is ready to play offline.');
      act(() => vi.advanceTimersByTime(5900));
      expect(screen.getByText('TP is ready to play offline.')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(100));
      expect(screen.queryByText('TP is ready to play offline.')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
