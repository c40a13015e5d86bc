import { Keyboard } from 'lucide-react';

const SHORTCUTS: [keys: string[], what: string][] = [
  [['Space', 'K'], 'Play or pause'],
  [['←', '→'], 'Back or forward 5 seconds'],
  [['J', 'L'], 'Back or forward 10 seconds'],
  [['M'], 'Mute or unmute'],
  [['C'], 'Captions on or off'],
  [['F'], 'Full screen'],
];

/** The player's keys, in a small disclosure under it. */
export function KeyboardShortcuts() {
  return (
    <details className="mt-3 text-sm text-slate-700">
      <summary className="inline-flex cursor-pointer items-center gap-2 rounded font-medium text-slate-800 hover:text-brand-800">
        <Keyboard aria-hidden="true" className="size-4" /> Keyboard shortcuts
      </summary>
      <p id="player-shortcuts-hint" className="mt-2">
        Select the player first (click it or move to it with Tab), then:
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {SHORTCUTS.map(([keys, what]) => (
          <div key={what} className="contents">
            <dt className="whitespace-nowrap">
              {keys.map((key, i) => (
                <span key={key}>
                  {i > 0 ? ' or ' : null}
                  <kbd className="rounded border border-slate-300 bg-white px-1.5 py-0.5 font-mono text-xs text-slate-900">{key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
