/** The tnt command line. */
console.log('tnt: commands come soon');
