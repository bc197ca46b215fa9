// Random-simulation conformance, 4 players: the first 1,500 of their 3,000 purposeful games (see
// suite.ts); 4-player games are the longest, so they are split over two files.
import { describePurposefulGames } from './suite.ts';

describePurposefulGames(4, 0, 1500);
