/**
 * The chat messages of a game socket (`chat`, `mute`, `read`), handed to the game's chat. Kept
 * apart from connection.ts, which reads frames and joins games, so that chat's words stay in one
 * place.
 *
 * @example
 * const done = await talk(room, connection, { type: 'chat', phrase: 'good-game' });
 */
import type { Result } from '@tnt/engine';
import type { ChatMessage, MuteMessage, ReadMessage, WireError } from '@tnt/protocol';
import type { RoomClient } from '../games/context.ts';
import type { GameRoom } from '../games/room.ts';

export async function talk(
  room: GameRoom,
  client: RoomClient,
  message: ChatMessage | MuteMessage | ReadMessage,
): Promise<Result<unknown, WireError>> {
  switch (message.type) {
    case 'chat':
      return room.chat.say(client, message);
    case 'mute':
      return room.chat.mute(client, message);
    case 'read':
      return room.chat.read(client, message.upTo);
  }
}
