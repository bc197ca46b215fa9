#!/usr/bin/env node
// The tnt command. Its code is bundled by `npm run build` (run by `npm install`) into dist/.
import '../dist/tnt.mjs';
