import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useDisclosure } from '#web/ui/use-disclosure';
import { LanguageSelect, ThemeButton } from './PreferenceControls';

interface FloatingMenuProps {
  isLoggedIn: boolean;
  /** On phones the top bar has no room for theme and language: the menu offers them instead. */
  withPreferences?: boolean;
}

/**
 * The round site menu: opens on mouse hover, on keyboard focus and on click/Enter; Escape or leaving
 * closes it. It sits at the start of the top bar, and its list floats over the page below it, so
 * that nothing floats over the game's controls while it is closed.
 */
export function FloatingMenu({ isLoggedIn, withPreferences = false }: FloatingMenuProps) {
  const { t } = useTranslation();
  const buttonId = useId();
  const panelId = useId();
  const { open: clicked, setOpen: setClicked, close, containerProps } = useDisclosure(buttonId);
  // Hover only for a real mouse: touch fires pointerenter before click and would fight the toggle.
  const [hovered, setHovered] = useState(false);
  const open = clicked || hovered;
  // Focus that comes from a pointer (which toggles on click) or from Escape returning it must not reopen.
  const quietFocus = useRef(false);

  const links = [
    { to: '/', label: t('menu.home') },
    ...(isLoggedIn ? [{ to: '/profile', label: t('menu.profile') }] : []),
    { to: '/my-sounds', label: t('menu.mySounds') },
    { to: '/contact', label: t('menu.contact') },
    { to: '/about', label: t('menu.about') },
    { to: '/info', label: t('menu.help') },
    { to: '/settings', label: t('menu.settings') },
    { to: '/download-keyboard', label: t('menu.downloadKeyboard') },
    { to: '/login', label: t('menu.login') },
    { to: '/signup', label: t('menu.signup') },
  ];

  return (
    <nav
      aria-label={t('menu.navigation')}
      className="relative z-40 shrink-0"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      {...containerProps}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          setHovered(false);
          quietFocus.current = true;
        }
        containerProps.onKeyDown(event);
      }}
    >
      <button
        id={buttonId}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={() => {
          quietFocus.current = true;
        }}
        onFocus={() => {
          if (!quietFocus.current) setClicked(true);
          quietFocus.current = false;
        }}
        onClick={() => (open && !clicked ? setClicked(true) : setClicked(!clicked))}
        className="inline-flex size-11 items-center justify-center rounded-full bg-menu text-menu-fg shadow"
      >
        <span aria-hidden="true" className="text-2xl leading-none">
          ☰
        </span>
        <span className="sr-only">{t('menu.label')}</span>
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute start-0 top-full mt-2 min-w-52 rounded-xl bg-menu p-2 text-menu-fg shadow-xl"
      >
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              onClick={() => {
                close();
                setHovered(false);
              }}
              className="block rounded-lg px-3 py-2 aria-[current=page]:font-bold aria-[current=page]:underline"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
        {/* Rendered only while open: one language field on the page at a time. */}
        {withPreferences && open && (
          <li className="flex items-center gap-2 px-3 py-2 sm:hidden">
            <ThemeButton />
            <LanguageSelect />
          </li>
        )}
      </ul>
    </nav>
  );
}
