// Random-simulation conformance with a uniformly random player: 34 games each of 2, 3 and 4
// players (102 in all). They run to about 20,000 moves each, so there are few of them.
import { describeUniformGames } from './suite.ts';

describeUniformGames(2, 34);
describeUniformGames(3, 34);
describeUniformGames(4, 34);
