/**
 * The details of the game, on demand: every player in full, the bonus tiles with the carriages
 * and office stacks, and the log. A sheet over the table (from the bottom on a phone, from the
 * side on a wide screen), so opening it never pushes the table away. A modal dialog: Escape and
 * the close button shut it, and focus returns to the button that opened it.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { openRules } from './RuleLink.tsx';

export type SheetTab = 'players' | 'supplies' | 'log' | 'chat';
const TABS: readonly SheetTab[] = ['players', 'supplies', 'log'];

export function DetailsSheet({
  tabs,
  extra,
  chat,
}: {
  /** What each tab shows. */
  tabs: Readonly<Record<Exclude<SheetTab, 'chat'>, ComponentChildren>>;
  /** Shown under every tab (the bots' pace). */
  extra?: ComponentChildren;
  /** Online games: the chat's tab, and its button on the table with the unread count. */
  chat?: { readonly panel: ComponentChildren; readonly unread: number };
}) {
  const [open, setOpen] = useState<SheetTab | null>(null);
  const tabList: readonly SheetTab[] = chat === undefined ? TABS : [...TABS, 'chat'];
  const content = (tab: SheetTab): ComponentChildren => (tab === 'chat' ? chat?.panel : tabs[tab]);
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
      {chat !== undefined && (
        <button
          type="button"
          class="tool chat-open"
          data-sheet="chat"
          aria-haspopup="dialog"
          aria-label={
            chat.unread > 0
              ? `${t('chat.open')}, ${t('chat.unread', { n: chat.unread })}`
              : t('chat.open')
          }
          onClick={() => {
            setOpen('chat');
          }}
        >
          <svg class="chat-icon" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M2 3h12v8H7l-3 3v-3H2z" />
          </svg>
          {chat.unread > 0 && (
            <span class="unread-badge" data-unread={chat.unread} aria-hidden="true">
              {chat.unread > 99 ? '99+' : chat.unread}
            </span>
          )}
        </button>
      )}
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
                {tabList.map((tab) => (
                  <button
                    key={tab}
                    type="button"
                    role="tab"
                    class="sheet-tab"
                    aria-selected={tab === open}
                    data-tab={tab}
                    onClick={() => {
                      setOpen(tab);
                    }}
                  >
                    {t(`table.sheet.${tab}`)}
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
              {content(open)}
              {open !== 'chat' && extra}
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
