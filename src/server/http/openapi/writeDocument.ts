import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../config';
import { openApiDocument } from './openApiDocument';

/**
 * `npm run api:document -- <file>`: writes the OpenAPI document a server with this environment
 * would serve, without starting one (for linters and generators).
 */
const file = process.argv[2] ?? 'openapi.json';
await mkdir(path.dirname(file), { recursive: true });
await writeFile(file, `${JSON.stringify(openApiDocument(loadConfig(process.env)), null, 2)}\n`);
console.log(`wrote ${file}`);
