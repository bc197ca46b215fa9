/**
 * How many tables a round has and how many sit at each: as many tables as the table size needs
 * (the entrants divided by it, rounded up), filled as evenly as the entrants allow, larger tables
 * first. Sizes differ by one at most; with tables of 3 or 4 every table has 2 at least, so only
 * tables of 2 leave someone alone: a table of 1 is a bye.
 *
 * @example
 * tableSizes(7, 4); // [4, 3]
 * tableSizes(5, 2); // [2, 2, 1]: one bye
 * tableSizes(5, 4); // [3, 2]
 */
export function tableSizes(entrants: number, tableSize: number): number[] {
  if (entrants <= 0) return [];
  const tables = Math.ceil(entrants / tableSize);
  const small = Math.floor(entrants / tables);
  const large = entrants % tables;
  return Array.from({ length: tables }, (_, i) => (i < large ? small + 1 : small));
}
