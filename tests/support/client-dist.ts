import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the built client (`dist/client`): an index.html with the head the build gives, so
 * the served pages' heads can be tested without a build. Remove the folder in afterAll.
 */
export function fakeClientDist() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clubfoot-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Clubfoot Community</title><meta name="description" content="The site." /></head><body><div id="root"></div></body></html>',
  );
  return dist;
}
