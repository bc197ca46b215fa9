// Random-simulation conformance, 4 players: the last 1,500 of their 3,000 purposeful games.
import { describePurposefulGames } from './suite.ts';

describePurposefulGames(4, 1500, 1500);
