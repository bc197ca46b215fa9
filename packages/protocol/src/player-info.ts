/** A player as others see them: the identity's public id and chosen name, never its secret. */
export interface PlayerInfo {
  readonly id: string;
  readonly name: string;
}
