import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '#web/lib/storage';
import { apiError, type MockReply, makeUser, mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';

function learner(me: () => MockReply | Promise<MockReply>) {
  localStorage.setItem(storageKeys.token, 'tok');
  return mockApi({ 'GET /api/v1/me': me });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the completion page', () => {
  it('tells a free learner who opens it that no payment is complete, and shows the way to pay', async () => {
    learner(() => ({ body: { user: makeUser({ accountType: 'free' }) } }));
    renderApp('/completion');
    expect(await heading('No completed payment')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'Your account is a free account: no payment for premium has been completed on it.',
    );
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByText(/now premium|Payment Complete/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('No completed payment · TP'));
  });

  it('thanks a learner whose account the server says is premium', async () => {
    learner(() => ({ body: { user: makeUser({ accountType: 'premium' }) } }));
    renderApp('/completion');
    expect(await heading('Payment Complete')).toBeInTheDocument();
    expect(screen.getByText('Thank you! Your account is now premium.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/');
  });

  it('says it is checking, and what it could not check, with a way to try again', async () => {
    let reply: MockReply | null = null;
    let release: () => void = () => {};
    learner(async () => {
      if (!reply)
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      return reply ?? apiError(500, 'internal');
    });
    renderApp('/completion');
    expect(await heading('Payment status')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Checking your account…');
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not check your account right now. Please try again.',
    );
    reply = { body: { user: makeUser({ accountType: 'premium' }) } };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Complete' })).toBeInTheDocument();
  });

  it('asks a guest to log in, and to come back here', async () => {
    mockApi({});
    renderApp('/completion');
    expect(await heading('Log in to see your payment')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcompletion',
    );
    await waitFor(() => expect(screen.queryByText(/now premium/)).not.toBeInTheDocument());
  });
});
