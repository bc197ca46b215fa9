// Random-simulation conformance, 2 players: 3,600 of the 10,000 purposeful games (see suite.ts).
import { describePurposefulGames } from './suite.ts';

describePurposefulGames(2, 0, 3600);
