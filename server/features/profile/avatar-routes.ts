import { eq } from 'drizzle-orm';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { profileEndpoints as api } from '../../../shared/api/profile';
import { users } from '../../db/schema';
import { on } from '../../lib/endpoint';
import { AppError } from '../../lib/errors';
import { presentCurrentUser } from '../../lib/present-user';
import { readUpload } from '../../lib/uploads';
import { imageTypeOf } from '../../lib/images';
import { requireUser } from '../../lib/sessions';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_SIZE = 256;

/** Profile pictures: JPEG, PNG or WebP up to 5 MB, re-encoded to a small square WebP. */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 2 } });

  app.route({
    ...on(api.avatar),
    handler: async (request) => {
      const user = requireUser(request);
      const { bytes } = await readUpload(request, AVATAR_MAX_BYTES, {
        notMultipart: 'Please send the picture as a file upload',
        missing: 'Please choose a picture',
        tooLarge: 'The picture must be 5 MB or smaller',
      });
      if (!imageTypeOf(bytes)) throw new AppError('BAD_REQUEST', 'The picture must be a JPEG, PNG or WebP image');
      let avatar: Buffer;
      try {
        avatar = await sharp(bytes, { limitInputPixels: 50_000_000 })
          .rotate()
          .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw new AppError('BAD_REQUEST', 'The picture could not be read. Please try another one.');
      }
      const url = await app.storage.put('avatars', 'webp', avatar);
      const [updated] = await app.db.update(users).set({ profileImageUrl: url, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
      if (user.profileImageUrl) await app.storage.remove(user.profileImageUrl);
      return presentCurrentUser(updated ?? user);
    },
  });

  app.route({
    ...on(api.removeAvatar),
    handler: async (request) => {
      const user = requireUser(request);
      const [updated] = await app.db.update(users).set({ profileImageUrl: null, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
      if (user.profileImageUrl) await app.storage.remove(user.profileImageUrl);
      return presentCurrentUser(updated ?? user);
    },
  });
};
