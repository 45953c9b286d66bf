import {
  type KeyboardAction,
  type KeyboardChar,
  keyboardRows,
  type LayoutKey,
  shifted,
  symbolInfo,
} from '@tp/phonetics';
import type { TFunction } from 'i18next';
import {
  type ComponentProps,
  createContext,
  Fragment,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { audioEngine } from '#web/lib/audio-engine';
import { whenIdle } from '#web/lib/when-idle';
import { useHoverSound } from '../hooks/use-hover-sound';
import { digitKeys, emojiKeys, type PhoneticAnswer } from '../hooks/use-phonetic-answer';
import { keySoundUrls, playKeySound } from '../key-sounds';
import { symbolText } from '../symbol-text';
import { flashKey, KeyButton } from './KeyButton';
import { DeleteIcon, ShiftIcon, SubmitIcon } from './KeyIcons';

type Panel = 'symbols' | 'numbers' | 'emoji';

/** Key widths in units, [phone, desktop]: a phone row is 10 units wide, a desktop row 14. */
const actionSpans: Record<KeyboardAction, readonly [number, number]> = {
  delete: [1, 2],
  submit: [1.5, 2.5],
  shift: [1, 2],
  numbers: [1, 1.5],
  emoji: [1, 1.5],
  space: [2.5, 7],
};
const unit = [1, 1] as const;

const charNames = { ',': 'comma', '.': 'fullStop', "'": 'apostrophe' } as const satisfies Record<
  KeyboardChar,
  string
>;

/** Layout flags become CSS, so the right keys show from the first paint, with no flicker. */
const visibility = (key: LayoutKey) =>
  key.desktopOnly ? 'max-md:hidden' : key.mobileOnly ? 'md:hidden' : '';

/** What a physical key looks like on a keycap: letters upper case, Shift as ⇧. */
function physicalKey(symbol: string): string | undefined {
  const info = symbolInfo(symbol);
  if (!info || info.key === symbol) return undefined;
  return info.shiftOf ? `⇧${info.key.toUpperCase()}` : info.key.toUpperCase();
}

/**
 * Whether Shift is on. Only Shift and the keys it changes (p → ꟼ, k → ʞ) read it, so that turning it
 * on or off renders those three keys, not the fifty.
 */
const ShiftContext = createContext(false);

interface SymbolKeyProps {
  symbol: string;
  t: TFunction<'keyboard'>;
  className: string;
  onType: (symbol: string, eventTime: number) => void;
  onHoverStart: (symbol: string) => void;
  onHoverEnd: () => void;
}

function SymbolKey({ symbol, t, className, onType, onHoverStart, onHoverEnd }: SymbolKeyProps) {
  const { name, example } = symbolText(t, symbol);
  return (
    <KeyButton
      types={symbol}
      name={name}
      description={example}
      corner={physicalKey(symbol)}
      tone="symbol"
      span={unit}
      className={className}
      onPress={(eventTime) => onType(symbol, eventTime)}
      onHoverStart={() => onHoverStart(symbol)}
      onHoverEnd={onHoverEnd}
    >
      <span className="font-phonetic text-2xl md:text-[1.75rem]">{symbol}</span>
    </KeyButton>
  );
}

/** A symbol key that Shift changes. */
function ShiftableKey(props: SymbolKeyProps) {
  const shift = useContext(ShiftContext);
  return <SymbolKey {...props} symbol={shift ? shifted(props.symbol) : props.symbol} />;
}

/** Shift shows as pressed while it is on. */
function ShiftKey(props: Omit<ComponentProps<typeof KeyButton>, 'pressed' | 'tone'>) {
  return <KeyButton {...props} tone="action" pressed={useContext(ShiftContext)} />;
}

interface PhoneticKeyboardProps {
  answer: PhoneticAnswer;
  onSubmit: () => void;
}

/**
 * The on-screen phonetic keyboard (spec §2, §3): five rows, the desktop layout from 768 px and the
 * phone layout below, at the bottom of the screen on phones. Symbol keys sound as they are
 * pressed; Delete, Submit, Shift, Space, punctuation, numbers and emoji are silent.
 */
export function PhoneticKeyboard({ answer, onSubmit }: PhoneticKeyboardProps) {
  const { t } = useTranslation('keyboard');
  const [shift, setShift] = useState(false);
  const [panel, setPanel] = useState<Panel>('symbols');
  const root = useRef<HTMLDivElement>(null);
  const { start: startHover, stop: stopHover } = useHoverSound();
  const { insert, deleteBackward, onInsert } = answer;

  // After the first screen has what it needs.
  useEffect(() => whenIdle(() => void audioEngine().preload(keySoundUrls)), []);

  // Physical typing lights the key that would have typed the same.
  useEffect(
    () =>
      onInsert((text) => {
        const keys = root.current?.querySelectorAll<HTMLElement>(`[data-types="${CSS.escape(text)}"]`);
        for (const element of keys ?? []) flashKey(element);
      }),
    [onInsert],
  );

  // The latest Submit handler, without rebuilding the keys for it.
  const submit = useRef(onSubmit);
  useLayoutEffect(() => {
    submit.current = onSubmit;
  });

  // Built only when the panel changes: neither typing nor Shift renders the fifty keys.
  const rows = useMemo(() => {
    const typeSymbol = (symbol: string, eventTime: number) => {
      playKeySound(symbol, eventTime);
      insert(symbol);
      // Shift holds for one symbol, as on a phone's keyboard.
      setShift(false);
    };
    const togglePanel = (next: Panel) => setPanel((current) => (current === next ? 'symbols' : next));

    const actionKey = (action: KeyboardAction, className: string): ReactNode => {
      const name = t(`keys.${action}`);
      const common = { name, span: actionSpans[action], className } as const;
      switch (action) {
        case 'delete':
          return (
            <KeyButton {...common} tone="action" repeats onPress={deleteBackward}>
              <DeleteIcon />
              <span className="ms-2 max-md:hidden">{name}</span>
            </KeyButton>
          );
        case 'submit':
          return (
            <KeyButton {...common} tone="submit" onPress={() => submit.current()}>
              <SubmitIcon />
              <span className="ms-2 font-semibold max-md:hidden">{name}</span>
            </KeyButton>
          );
        case 'shift':
          return (
            <ShiftKey {...common} onPress={() => setShift((on) => !on)}>
              <ShiftIcon />
              <span className="ms-2 max-md:hidden">{name}</span>
            </ShiftKey>
          );
        case 'space':
          return (
            <KeyButton {...common} types=" " tone="symbol" onPress={() => insert(' ')}>
              <span className="text-muted text-sm">{name}</span>
            </KeyButton>
          );
        case 'numbers':
          return (
            <KeyButton
              {...common}
              name={t('symbolName', { symbol: '123', description: name })}
              tone="action"
              pressed={panel === 'numbers'}
              onPress={() => togglePanel('numbers')}
            >
              <span className="font-phonetic text-sm md:text-lg">123</span>
            </KeyButton>
          );
        case 'emoji':
          return (
            <KeyButton
              {...common}
              tone="action"
              pressed={panel === 'emoji'}
              onPress={() => togglePanel('emoji')}
            >
              <span aria-hidden="true" className="text-xl">
                😀
              </span>
            </KeyButton>
          );
      }
    };

    // The numbers and emoji panels take the place of the first row's symbols, so nothing moves.
    const panelKeys = panel === 'numbers' ? digitKeys : panel === 'emoji' ? emojiKeys : null;

    return keyboardRows.map((row, rowIndex) => {
      let shared = 0;
      return row.map((key, index) => {
        const id = `${rowIndex}-${index}`;
        const className = visibility(key);
        if (key.kind === 'action') return <Fragment key={id}>{actionKey(key.action, className)}</Fragment>;
        if (key.kind === 'char') {
          return (
            <KeyButton
              key={id}
              types={key.char}
              name={t(`keys.${charNames[key.char]}`)}
              tone="symbol"
              span={unit}
              className={className}
              onPress={() => insert(key.char)}
            >
              <span className="font-phonetic text-2xl">{key.char}</span>
            </KeyButton>
          );
        }
        const panelChar = rowIndex === 0 && !key.desktopOnly && panelKeys ? panelKeys[shared++] : undefined;
        if (panelChar) {
          return (
            <KeyButton
              key={`${id}-${panelChar}`}
              types={panelChar}
              name={panelChar}
              tone="symbol"
              span={unit}
              className={className}
              onPress={() => insert(panelChar)}
            >
              <span className="font-phonetic text-2xl">{panelChar}</span>
            </KeyButton>
          );
        }
        const Key = shifted(key.symbol) === key.symbol ? SymbolKey : ShiftableKey;
        return (
          <Key
            key={id}
            symbol={key.symbol}
            t={t}
            className={className}
            onType={typeSymbol}
            onHoverStart={startHover}
            onHoverEnd={stopHover}
          />
        );
      });
    });
  }, [t, panel, insert, deleteBackward, startHover, stopHover]);

  return (
    <div
      ref={root}
      className="w-full shrink-0 border-border bg-bg pb-[env(safe-area-inset-bottom)] max-md:mt-auto max-md:border-t"
    >
      <fieldset
        dir="ltr"
        className="mx-auto flex w-full min-w-0 max-w-4xl flex-col px-0.5 py-1 [--u:10%] md:px-2 md:[--u:calc(100%/14)]"
      >
        <legend className="sr-only">{t('label')}</legend>
        <ShiftContext value={shift}>
          {rows.map((keys, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the five rows are fixed.
            <div key={rowIndex} className="flex justify-center">
              {keys}
            </div>
          ))}
        </ShiftContext>
      </fieldset>
    </div>
  );
}
