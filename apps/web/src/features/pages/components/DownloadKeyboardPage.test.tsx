import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KeyboardLinks } from '@tp/contract/site';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';
import { stubNavigator } from '#web/test/stub-navigator';

const userAgents = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)',
};

/** The links the server is configured with in most tests: every platform that can have one. */
const links = {
  android: 'https://play.google.com/store/apps/details?id=example.keyboard',
  iphone: 'https://apps.apple.com/app/example-keyboard/id123456789',
  mac: 'https://downloads.example.com/keyboard.dmg',
};

async function openDownloads(userAgent: string, keyboardLinks: KeyboardLinks = links) {
  stubNavigator({ userAgent });
  mockApi({ 'GET /api/v1/site-info': { body: { supportEmail: 'help@tp.example', keyboardLinks } } });
  renderApp('/download-keyboard');
  return screen.findByRole('tablist');
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('/download-keyboard', () => {
  it('offers a tab for each platform, opening on the visitor’s', async () => {
    const tablist = await openDownloads(userAgents.iphone);
    expect(screen.getByRole('heading', { level: 1, name: 'Download the TP keyboard' })).toBeInTheDocument();
    expect(tablist).toHaveAccessibleName('Devices');
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Android', 'iPhone', 'Windows', 'Mac', 'Linux']);
    expect(selectedTab()).toHaveAccessibleName('iPhone');
    const panel = screen.getByRole('tabpanel', { name: 'iPhone' });
    expect(await within(panel).findByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      links.iphone,
    );
    expect(within(panel).getByRole('link', { name: 'Step-by-step help for iPhone' })).toHaveAttribute(
      'href',
      '/iOS-keyboard-support',
    );
  });

  it('moves between tabs with the arrow keys, Home and End, selecting as it goes', async () => {
    const user = userEvent.setup();
    await openDownloads(userAgents.android);
    expect(selectedTab()).toHaveAccessibleName('Android');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([selectedTab()]);

    await user.click(screen.getByRole('tab', { name: 'Android' }));
    expect(screen.getByRole('tab', { name: 'Android' })).toHaveFocus();
    expect(
      await within(screen.getByRole('tabpanel', { name: 'Android' })).findByRole('link', {
        name: 'Get it on Google Play',
      }),
    ).toHaveAttribute('href', links.android);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'iPhone' })).toHaveFocus();
    expect(selectedTab()).toHaveAccessibleName('iPhone');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Linux' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Linux' })).toBeInTheDocument();

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Android' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Linux' })).toHaveFocus();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);

    // Tab leaves the tab list for the open panel.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Linux' })).toHaveFocus();
  });

  it('selects a tab on click: Windows offers its layout and script, Mac has its installer', async () => {
    const user = userEvent.setup();
    await openDownloads(userAgents.android);
    await user.click(screen.getByRole('tab', { name: 'Windows' }));
    const windows = await screen.findByRole('tabpanel', { name: 'Windows' });
    expect(within(windows).getByRole('link', { name: 'Download the layout (.klc)' })).toHaveAttribute(
      'href',
      '/keyboards/tp-phonetic.klc',
    );
    expect(
      within(windows).getByRole('link', { name: 'Download the AutoHotkey script (.ahk)' }),
    ).toHaveAttribute('download', 'tp-phonetic.ahk');
    expect(within(windows).getAllByRole('listitem')[1]).toHaveTextContent(
      'Choose Project › Build DLL and Setup Package, then run the setup it makes.',
    );
    expect(windows).not.toHaveTextContent('Coming soon');
    await user.click(screen.getByRole('tab', { name: 'Mac' }));
    expect(
      within(screen.getByRole('tabpanel', { name: 'Mac' })).getByRole('link', { name: 'Download for Mac' }),
    ).toHaveAttribute('href', links.mac);
  });

  it('offers the computers the layout files made from the key map when no link is configured', async () => {
    const user = userEvent.setup();
    await openDownloads(userAgents.iphone, { android: links.android });
    const iphone = screen.getByRole('tabpanel', { name: 'iPhone' });
    expect(await within(iphone).findByText('The TP keyboard for iPhone is on its way.')).toBeInTheDocument();
    expect(iphone).toHaveTextContent('Coming soon');
    expect(within(iphone).queryByRole('link')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Mac' }));
    const mac = screen.getByRole('tabpanel', { name: 'Mac' });
    expect(within(mac).getByRole('link')).toHaveAccessibleName('Download the layout (.keylayout)');
    expect(within(mac).getByRole('link')).toHaveAttribute('href', '/keyboards/TP-Phonetic.keylayout');
    expect(within(mac).getAllByRole('listitem')).toHaveLength(3);

    await user.click(screen.getByRole('tab', { name: 'Linux' }));
    const linux = screen.getByRole('tabpanel', { name: 'Linux' });
    expect(within(linux).getByRole('link')).toHaveAttribute('href', '/keyboards/tp-phonetic.xkb');
    expect(
      within(linux)
        .getAllByRole('listitem')
        .map((step) => step.querySelector('code')?.textContent),
    ).toEqual([
      'sudo cp ~/Downloads/tp-phonetic.xkb /usr/share/X11/xkb/symbols/tp',
      `gsettings set org.gnome.desktop.input-sources sources "[('xkb', 'us'), ('xkb', 'tp')]"`,
      'kwriteconfig6 --file kxkbrc --group Layout --key LayoutList us,tp\nkwriteconfig6 --file kxkbrc --group Layout --key Use true',
      'setxkbmap tp',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Android' }));
    expect(
      within(screen.getByRole('tabpanel', { name: 'Android' })).getByRole('link', {
        name: 'Get it on Google Play',
      }),
    ).toHaveAttribute('href', links.android);
  });

  it('links the installers configured for Windows and Linux rather than the layout files', async () => {
    const user = userEvent.setup();
    await openDownloads(userAgents.android, {
      windows: 'https://downloads.example.com/keyboard.msi',
      linux: 'https://downloads.example.com/keyboard.deb',
    });
    await user.click(screen.getByRole('tab', { name: 'Windows' }));
    const windows = await screen.findByRole('tabpanel', { name: 'Windows' });
    expect(within(windows).getByRole('link')).toHaveAccessibleName('Download for Windows');
    expect(within(windows).getByRole('link')).toHaveAttribute(
      'href',
      'https://downloads.example.com/keyboard.msi',
    );
    await user.click(screen.getByRole('tab', { name: 'Linux' }));
    const linux = screen.getByRole('tabpanel', { name: 'Linux' });
    expect(within(linux).getByRole('link')).toHaveAccessibleName('Download for Linux');
    expect(within(linux).getByRole('link')).toHaveAttribute(
      'href',
      'https://downloads.example.com/keyboard.deb',
    );
  });

  it('says so when the links cannot be loaded', async () => {
    stubNavigator({ userAgent: userAgents.android });
    mockApi({});
    renderApp('/download-keyboard');
    const panel = await screen.findByRole('tabpanel', { name: 'Android' });
    expect(
      await within(panel).findByText('The download links could not be loaded. Please reload the page.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
  });

  it('runs the arrows right to left in Urdu', async () => {
    await i18next.changeLanguage('ur');
    const user = userEvent.setup();
    const tablist = await openDownloads(userAgents.android);
    const [android, iphone] = within(tablist).getAllByRole('tab');
    await user.click(android as HTMLElement);
    await user.keyboard('{ArrowLeft}');
    expect(iphone).toHaveFocus();
    expect(iphone).toHaveAttribute('aria-selected', 'true');
  });
});
