import path from 'node:path';
import type { Config } from '../../config';
import { localMediaStore, type MediaStore } from '../../lib/storage';

/** The media store of this configuration: a folder under DATA_DIR (an object store would be chosen here). */
export const mediaStoreOf = (config: Pick<Config, 'dataDir'>): MediaStore => localMediaStore(path.join(config.dataDir, 'videos'));
