/**
 * The words of the invitation page (the game that invites, a name, one Join button), of a name
 * left empty, and of the new game's online options, in each language: joined into the catalogs by
 * en.ts, de.ts and it.ts.
 */
export const invitationEn = {
  'invitation.from': '{name} invites you: {game}',
  'invitation.open': 'You are invited: {game}',
  'invitation.players.one': '{n} player',
  'invitation.players.other': '{n} players',
  'invitation.join': 'Join',
  'name.empty': 'Please enter a name',
  'online.time.days.one': '{n} day',
  'online.time.days.other': '{n} days',
} as const;

type InvitationWords = Readonly<Record<keyof typeof invitationEn, string>>;

export const invitationDe: InvitationWords = {
  'invitation.from': '{name} lädt dich ein: {game}',
  'invitation.open': 'Du bist eingeladen: {game}',
  'invitation.players.one': '{n} Spieler',
  'invitation.players.other': '{n} Spieler',
  'invitation.join': 'Mitspielen',
  'name.empty': 'Bitte gib einen Namen ein',
  'online.time.days.one': '{n} Tag',
  'online.time.days.other': '{n} Tage',
};

export const invitationIt: InvitationWords = {
  'invitation.from': '{name} ti invita: {game}',
  'invitation.open': 'Sei invitato: {game}',
  'invitation.players.one': '{n} giocatore',
  'invitation.players.other': '{n} giocatori',
  'invitation.join': 'Partecipa',
  'name.empty': 'Inserisci un nome',
  'online.time.days.one': '{n} giorno',
  'online.time.days.other': '{n} giorni',
};
