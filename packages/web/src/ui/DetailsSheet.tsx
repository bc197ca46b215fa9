/**
 * The details of the game, on demand: every player in full, the bonus tiles with the carriages
 * and office stacks, and the log. A sheet over the table (from the bottom on a phone, from the
 * side on a wide screen), so opening it never pushes the table away. A modal dialog: Escape and
 * the close button shut it, and focus returns to the button that opened it.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t, type MessageKey } from '../i18n/index.ts';
import { openRules } from './RuleLink.tsx';

export type SheetTab = 'players' | 'supplies' | 'log';
const TABS: readonly SheetTab[] = ['players', 'supplies', 'log'];

export function DetailsSheet({
  tabs,
  extra,
}: {
  /** What each tab shows. */
  tabs: Readonly<Record<SheetTab, ComponentChildren>>;
  /** Shown under every tab (the bots' pace). */
  extra?: ComponentChildren;
}) {
  const [open, setOpen] = useState<SheetTab | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d === null) return;
    if (open !== null && !d.open) d.showModal();
    if (open === null && d.open) d.close();
  }, [open]);
  return (
    <div class="details-bar">
      <button
        type="button"
        class="tool details-open"
        data-sheet="open"
        aria-haspopup="dialog"
        // Named also where a narrow screen shows only the icon (its label is hidden there).
        aria-label={t('table.details')}
        onClick={() => {
          setOpen('players');
        }}
      >
        <span aria-hidden="true">☰</span>
        <span class="details-label">{t('table.details')}</span>
      </button>
      <dialog
        ref={dialog}
        class="sheet"
        aria-label={t('table.sheet.title')}
        onClose={() => {
          setOpen(null);
        }}
        onClick={(e) => {
          // A tap on the backdrop (the dialog itself, outside its content) closes it.
          if (e.target === dialog.current) setOpen(null);
        }}
      >
        {open !== null && (
          <div class="sheet-body" data-sheet-open={open}>
            <header class="sheet-head">
              <div class="sheet-tabs" role="tablist">
                {TABS.map((tab) => (
                  <button
                    key={tab}
                    type="button"
                    role="tab"
                    class="sheet-tab"
                    aria-selected={tab === open}
                    onClick={() => {
                      setOpen(tab);
                    }}
                  >
                    {t(`table.sheet.${tab}` as MessageKey)}
                  </button>
                ))}
              </div>
              <button
                type="button"
                class="close-x"
                aria-label={t('common.close')}
                data-sheet-close="true"
                onClick={() => {
                  setOpen(null);
                }}
              >
                ×
              </button>
            </header>
            <div class="sheet-content" role="tabpanel">
              {tabs[open]}
              {extra}
            </div>
            {/* The page's menu, for screens where the header gives its room to the table. */}
            <nav class="sheet-nav" aria-label={t('nav.label')}>
              <a class="action quiet" href="#/">
                {t('nav.home')}
              </a>
              <a class="action quiet" href="#/replay">
                {t('nav.replay')}
              </a>
              <button
                type="button"
                class="action quiet"
                onClick={() => {
                  setOpen(null);
                  openRules('overview');
                }}
              >
                {t('nav.rules')}
              </button>
            </nav>
          </div>
        )}
      </dialog>
    </div>
  );
}
