// Random-simulation conformance, 3 players: 3,400 of the 10,000 purposeful games (see suite.ts).
import { describePurposefulGames } from './suite.ts';

describePurposefulGames(3, 0, 3400);
