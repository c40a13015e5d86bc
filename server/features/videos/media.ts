import type { Config } from '../../config';
import type { MediaStore } from '../../lib/storage';
import type { StorageLocation } from '../../lib/storage-url';
import { storesOf } from '../../lib/stores';

/** The media store of this configuration: a folder under DATA_DIR, or the object store STORAGE_URL names (server/lib/stores.ts). */
export const mediaStoreOf = (config: Pick<Config, 'dataDir'> & { storage?: StorageLocation }): MediaStore => storesOf(config).media;
