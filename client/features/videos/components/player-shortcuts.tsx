import { Keyboard } from 'lucide-react';
import { useT } from '@client/lib/i18n';
import { videosMessages } from '../messages';

type Label = keyof (typeof videosMessages)['en'];

/** The keys (a key's name, `shortcuts.space`, is a message too) and what they do, as keys of the videos' messages. */
const SHORTCUTS = [
  [['shortcuts.space', 'K'], 'shortcuts.playPause'],
  [['←', '→'], 'shortcuts.seek5'],
  [['J', 'L'], 'shortcuts.seek10'],
  [['M'], 'shortcuts.mute'],
  [['C'], 'shortcuts.captions'],
  [['F'], 'shortcuts.fullScreen'],
] as const satisfies readonly (readonly [keys: readonly string[], what: Label])[];

/** The player's keys, in a small disclosure under it. */
export function KeyboardShortcuts() {
  const t = useT(videosMessages);
  /** A letter or an arrow is the same in every language; the space bar's name is not. */
  const nameOf = (key: string) => (key === 'shortcuts.space' ? t(key) : key);
  return (
    <details className="mt-3 text-sm text-slate-700">
      <summary className="inline-flex cursor-pointer items-center gap-2 rounded font-medium text-slate-800 hover:text-brand-800">
        <Keyboard aria-hidden="true" className="size-4" /> {t('shortcuts.title')}
      </summary>
      <p id="player-shortcuts-hint" className="mt-2">
        {t('shortcuts.hint')}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {SHORTCUTS.map(([keys, what]) => (
          <div key={what} className="contents">
            <dt className="whitespace-nowrap">
              {keys.map((key, i) => (
                <span key={key}>
                  {i > 0 ? t('shortcuts.or') : null}
                  <kbd className="rounded border border-slate-300 bg-white px-1.5 py-0.5 font-mono text-xs text-slate-900">{nameOf(key)}</kbd>
                </span>
              ))}
            </dt>
            <dd>{t(what)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
