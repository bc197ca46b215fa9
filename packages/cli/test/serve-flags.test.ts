// `tnt serve`'s fair-use flags: --max-bot-games, --max-open-games and --bot-game-pace become the
// server's options (docs/server.md); bad numbers are a usage error, absent flags keep the defaults.
import { describe, expect, it } from 'vitest';
import { fairUseOptions, noticeOptions, serveCommand } from '../src/commands/serve.ts';
import { bufferIo } from '../src/io.ts';

describe('the fair-use flags of tnt serve', () => {
  it('become the server options', () => {
    expect(
      fairUseOptions({ 'max-bot-games': '0', 'max-open-games': '12', 'bot-game-pace': '250' }),
    ).toEqual({
      ok: true,
      value: { maxBotGames: 0, maxOpenGames: 12, play: { botGamePaceMs: 250 } },
    });
    expect(fairUseOptions({})).toEqual({ ok: true, value: {} });
  });

  it('refuses what is not a whole number in range, before any server starts', async () => {
    expect(fairUseOptions({ 'max-bot-games': '-1' })).toMatchObject({ ok: false });
    expect(fairUseOptions({ 'max-open-games': 'many' })).toMatchObject({ ok: false });
    expect(fairUseOptions({ 'bot-game-pace': '1.5' })).toMatchObject({ ok: false });
    const io = bufferIo();
    expect(await serveCommand.run(['--max-bot-games', 'two'], io)).toBe(2);
    expect(io.stderr()).toMatch(/--max-bot-games takes a whole number/);
  });
});

describe('the notice flags of tnt serve', () => {
  it('become the server options', () => {
    expect(
      noticeOptions({
        smtp: 'smtp://tnt:secret@mail.example.org:587',
        'smtp-from': 'Thurn und Taxis <tnt@example.org>',
        'push-contact': 'mailto:admin@example.org',
      }),
    ).toEqual({
      ok: true,
      value: {
        smtp: 'smtp://tnt:secret@mail.example.org:587',
        smtpFrom: 'Thurn und Taxis <tnt@example.org>',
        pushContact: 'mailto:admin@example.org',
      },
    });
    expect(noticeOptions({})).toEqual({ ok: true, value: {} });
  });

  it('refuses an SMTP address that is not smtp:// or smtps://, before any server starts', async () => {
    expect(noticeOptions({ smtp: 'mail.example.org' })).toMatchObject({ ok: false });
    expect(noticeOptions({ smtp: 'http://mail.example.org' })).toMatchObject({ ok: false });
    expect(noticeOptions({ 'push-contact': 'admin@example.org' })).toMatchObject({ ok: false });
    const io = bufferIo();
    expect(await serveCommand.run(['--smtp', 'mail.example.org'], io)).toBe(2);
    expect(io.stderr()).toMatch(/--smtp takes an smtp:\/\/ or smtps:\/\/ URL/);
  });
});
