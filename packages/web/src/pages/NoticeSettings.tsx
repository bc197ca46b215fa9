/**
 * The player's notices, beside their identity on the start page: three switches (in this browser
 * while the page is hidden, Web Push on this device, e-mail) kept by the server, and the sound,
 * kept on this device. Turning the browser or push switch on asks the browser's permission (a
 * click is the only moment a browser allows the question); push then subscribes this device.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { NoticeSettings as Settings, NoticeSettingsBody } from '@tnt/protocol';
import { t } from '../i18n/index.ts';
import type { Identity } from '../game/api.ts';
import {
  askPermission,
  loadNotices,
  notificationPermission,
  saveNotices,
  pushSubscribed,
  subscribePush,
  unsubscribePush,
} from '../game/notice-api.ts';
import { browserNotices, noticeSound, setNoticeSound } from '../game/turn-notice.ts';

type Note = { readonly kind: 'saved' } | { readonly kind: 'failed'; readonly text: string };

export function NoticeSettings({ me }: { me: Identity }) {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [permission, setPermission] = useState(notificationPermission);
  const [address, setAddress] = useState('');
  const [note, setNote] = useState<Note | null>(null);
  const [busy, setBusy] = useState(false);
  /** This device's push subscription: the "push" switch is on only with one. */
  const [device, setDevice] = useState(false);
  // The first look at this device's subscription may answer after the player acted: ignored then.
  const acted = useRef(false);
  useEffect(() => {
    void pushSubscribed().then((on) => {
      if (!acted.current) setDevice(on);
    });
    void loadNotices(me).then((r) => {
      if (!r.ok) return;
      setSettings(r.value);
      setAddress(r.value.address ?? '');
      browserNotices.value = r.value.browser;
    });
  }, [me]);
  if (settings === null) return null;

  const save = async (change: NoticeSettingsBody): Promise<void> => {
    const saved = await saveNotices(me, change);
    if (saved.ok) {
      setSettings(saved.value);
      browserNotices.value = saved.value.browser;
      setNote({ kind: 'saved' });
    } else {
      const reason = saved.error.message || saved.error.code;
      setNote({ kind: 'failed', text: t('notices.failed', { reason }) });
    }
  };
  const run = (work: () => Promise<void>) => {
    setBusy(true);
    setNote(null);
    void work().finally(() => {
      setBusy(false);
      setPermission(notificationPermission());
    });
  };

  const onBrowser = (on: boolean) => {
    run(async () => {
      if (on) setPermission(await askPermission());
      await save({ browser: on });
    });
  };
  const onPush = (on: boolean) => {
    acted.current = true;
    run(async () => {
      const done = on ? await subscribePush(me) : await unsubscribePush(me);
      if (!done.ok && on) {
        setNote({
          kind: 'failed',
          text: t('notices.push-failed', { reason: done.error.message }),
        });
        return;
      }
      setDevice(on);
      await save({ push: on });
    });
  };
  const onEmail = (on: boolean) => {
    run(() => save(on ? { email: true, address: address.trim() } : { email: false }));
  };

  return (
    <details class="notice-settings" data-notices="true">
      <summary>{t('notices.title')}</summary>
      <p class="hint">{t('notices.hint')}</p>
      <label>
        <input
          type="checkbox"
          checked={settings.browser}
          disabled={busy}
          data-notice="browser"
          onChange={(e) => {
            onBrowser(e.currentTarget.checked);
          }}
        />
        {t('notices.browser')}
      </label>
      <label>
        <input
          type="checkbox"
          checked={settings.push && device}
          disabled={busy}
          data-notice="push"
          onChange={(e) => {
            onPush(e.currentTarget.checked);
          }}
        />
        {t('notices.push')}
      </label>
      <label>
        <input
          type="checkbox"
          checked={settings.email}
          disabled={busy || (address.trim() === '' && !settings.email)}
          data-notice="email"
          onChange={(e) => {
            onEmail(e.currentTarget.checked);
          }}
        />
        {t('notices.email')}
      </label>
      <input
        type="email"
        class="link-field"
        value={address}
        autoComplete="email"
        aria-label={t('notices.address')}
        placeholder={t('notices.address')}
        data-notice-address="true"
        onInput={(e) => {
          setAddress(e.currentTarget.value);
        }}
      />
      <label>
        <input
          type="checkbox"
          checked={noticeSound.value}
          data-notice="sound"
          onChange={(e) => {
            setNoticeSound(e.currentTarget.checked);
          }}
        />
        {t('notices.sound')}
      </label>
      {permission === 'default' && (settings.browser || settings.push) && (
        <button
          type="button"
          class="action"
          data-notice-allow="true"
          onClick={() => {
            void askPermission().then(setPermission);
          }}
        >
          {t('notices.allow')}
        </button>
      )}
      {permission === 'denied' && <p class="hint warn">{t('notices.denied')}</p>}
      {note !== null && (
        <p class={note.kind === 'saved' ? 'hint' : 'error-note'} role="status">
          {note.kind === 'saved' ? t('notices.saved') : note.text}
        </p>
      )}
    </details>
  );
}
