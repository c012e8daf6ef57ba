import { writeFile } from 'node:fs/promises';
import { CLIENT_TYPES_FILE, clientTypes } from './clientTypes';

/** `npm run api:types`: regenerates the example bot's API types from the document. */
await writeFile(CLIENT_TYPES_FILE, await clientTypes());
console.log(`wrote ${CLIENT_TYPES_FILE}`);
