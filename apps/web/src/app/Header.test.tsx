import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languages } from '@tp/contract/constants';
import { describe, expect, it, onTestFinished } from 'vitest';
import { setLanguage } from '#web/lib/preferences';
import { storageKeys } from '#web/lib/storage';
import { makeUser, mockApi } from '#web/test/api-mock';
import { smallCourse } from '#web/test/game-fixtures';
import { renderApp } from '#web/test/render-app';
import { setTheme, startThemeSync } from '#web/theme/theme';

function signedIn(user = makeUser()) {
  localStorage.setItem(storageKeys.token, 'tok');
  return mockApi({ 'GET /api/v1/me': { body: { user } } });
}

describe('header', () => {
  it('shows a visitor the guest level and the sign-in notice', async () => {
    localStorage.setItem(storageKeys.guestLevel, '4');
    mockApi({});
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'TP, home' })).toHaveAttribute('href', '/');
    expect(within(header).getByText('Level : 5')).toBeInTheDocument();
    const signIn = within(header).getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(signIn.closest('p')).toHaveTextContent(/^Sign in\/Sign Up to save progress$/);
    expect(within(header).queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it.each(languages)('links the notice’s own words in %s', async (language) => {
    mockApi({});
    setLanguage(language);
    onTestFinished(() => setLanguage('en'));
    renderApp('/about');
    const header = await screen.findByRole('banner');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', language));
    const links = await within(header).findAllByRole('link', {
      name: (_, link) => link.closest('p') !== null,
    });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/login', '/signup']);
    for (const link of links) expect(link.textContent).not.toMatch(/[<>]/);
    const notice = links[0]?.closest('p')?.textContent;
    expect(notice).not.toMatch(/[<>]/);
    // In the language itself, not English standing in for it.
    if (language !== 'en') expect(notice).not.toBe('Sign in/Sign Up to save progress');
  });

  it('takes a visitor from the notice to the sign-in and sign-up pages', async () => {
    mockApi({});
    const user = userEvent.setup();
    const { router, unmount } = renderApp('/about');
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    unmount();
    renderApp('/about');
    await user.click(await screen.findByRole('link', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
  });

  it('shows the last level, not one past it, once the course is complete', async () => {
    const course = smallCourse();
    localStorage.setItem(storageKeys.token, 'tok');
    mockApi({
      'GET /api/v1/me': {
        body: { user: makeUser({ displayedLevel: course.length + 1, level: course.length + 1 }) },
      },
      'GET /api/v1/levels': { body: { levels: course } },
    });
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText(`Level : ${course.length}`)).toBeInTheDocument();
  });

  it('is hidden on /login and /signup, where theme and language stay available', async () => {
    mockApi({});
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change theme' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('shows a learner their displayed level and logs out after confirmation', async () => {
    signedIn(makeUser({ displayedLevel: 7 }));
    const user = userEvent.setup();
    const { router } = renderApp('/about');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Level : 7')).toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: 'Log Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.token)).toBe('tok');

    await user.click(within(header).getByRole('button', { name: 'Log Out' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('lets an unverified learner resend the verification e-mail', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    localStorage.setItem(storageKeys.hasSeenModal, 'true');
    let release: () => void = () => {};
    const fetch = mockApi({
      'GET /api/v1/me': { body: { user: makeUser({ verified: false }) } },
      'POST /api/v1/resend-verification': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { success: true } });
        }),
    });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(
      await screen.findByRole('button', {
        name: 'Please verify your account. Click here to receive verification email.',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Let's verify your email!" });
    expect(within(dialog).getByText('Please check that the email below is correct.')).toBeInTheDocument();
    expect(within(dialog).getByText('ada@example.com')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send verification email' }));
    expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Verification email sent!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/v1/resend-verification') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com' });
  });

  it.each([
    [{ body: { success: false } }, 'Failed to send email.'],
    [new Error('offline'), 'There was an error sending the email.'],
  ])('reports a failed send (%#)', async (reply, message) => {
    localStorage.setItem(storageKeys.token, 'tok');
    mockApi({
      'GET /api/v1/me': { body: { user: makeUser({ verified: false }) } },
      'POST /api/v1/resend-verification': () => {
        if (reply instanceof Error) throw new TypeError('Failed to fetch');
        return reply;
      },
    });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: /Please verify your account/ }));
    await user.click(await screen.findByRole('button', { name: 'Send verification email' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('gives an admin the dashboard link and no level', async () => {
    signedIn(makeUser({ role: 'admin', verified: false }));
    renderApp('/about');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(header).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(within(header).queryByText(/Level :/)).not.toBeInTheDocument();
    expect(within(header).queryByText(/Please verify/)).not.toBeInTheDocument();
  });
});

describe('account control', () => {
  it('is a visible Login link for a visitor', async () => {
    mockApi({});
    renderApp('/about');
    const header = await screen.findByRole('banner');
    const login = await within(header).findByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', '/login');
    expect(login).toBeVisible();
    expect(within(header).queryByRole('button', { name: /Account/ })).not.toBeInTheDocument();
  });

  it('shows a learner their initials, and opens their name and Log Out', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp('/');
    const button = await screen.findByRole('button', { name: 'Account: Ada Lovelace' });
    expect(button.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'AL');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/profile');
    expect(screen.getAllByRole('button', { name: 'Log Out' })).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one colour per learner across page loads', async () => {
    const colourOn = async (id: string) => {
      signedIn(makeUser({ _id: id }));
      const { unmount } = renderApp('/about');
      const button = await screen.findByRole('button', { name: 'Account: Ada Lovelace' });
      const colour = (button.querySelector('[data-initials]') as HTMLElement).style.backgroundColor;
      unmount();
      return colour;
    };
    const ada = '7b0c4a52-8a0f-4c38-9a8e-2a3f4b5c6d7e';
    const colours = [await colourOn(ada), await colourOn(ada), await colourOn(ada)];
    expect(new Set(colours).size).toBe(1);
    expect(colours[0]).not.toBe('');
    // Another learner, another colour.
    expect(await colourOn('0a1b2c3d-8a0f-4c38-9a8e-2a3f4b5c6d7e')).not.toBe(colours[0]);
  });
});

describe('floating menu', () => {
  it('opens on click, lists the spec links with My sounds and Help, and closes on Escape', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderApp('/');
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Site' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/',
      '/my-sounds',
      '/contact',
      '/about',
      '/info',
      '/settings',
      '/download-keyboard',
      '/login',
      '/signup',
    ]);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens when reached by keyboard, and Escape closes it for good', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderApp('/');
    const button = await screen.findByRole('button', { name: 'Menu' });
    act(() => button.focus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('leads to the help page with the symbol table', async () => {
    mockApi({});
    const user = userEvent.setup();
    const { router } = renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Site' })).getByRole('link', { name: 'Help' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Help and support' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/info');
  });

  it('adds Profile for a signed-in learner', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByText('Level : 3');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });
});

describe('preferences', () => {
  it('cycle the theme and switch the language, right-to-left for Urdu', async () => {
    mockApi({});
    setTheme('classic');
    const stopThemeSync = startThemeSync();
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Change theme' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'neon');
    expect(localStorage.getItem(storageKeys.themeIndex)).toBe('1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ur');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(localStorage.getItem(storageKeys.lang)).toBe('ur');
    // The selector's own name is now in Urdu.
    await user.selectOptions(await screen.findByRole('combobox', { name: 'زبان' }), 'en');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    setTheme('classic');
    stopThemeSync();
  });
});
