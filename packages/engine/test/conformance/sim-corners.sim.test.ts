// Random-simulation conformance in the corner of R6: 20 games each of 2, 3 and 4 players whose
// hoarding players empty the supply and the discards (see policy.ts and suite.ts).
import { describeHoardingGames } from './suite.ts';

describeHoardingGames(2, 20);
describeHoardingGames(3, 20);
describeHoardingGames(4, 20);
