import { isAdmin, isSelf, type Viewer } from './viewer';

/**
 * The shop (issue 20): everyone browses and buys; drafts only for administrators, who check them
 * before publishing; an order is its buyer's (a visitor's key to it is the token from the confirmation
 * page and the receipt, checked on the server).
 */
export const seesDraftProducts = (viewer: Viewer | null | undefined) => isAdmin(viewer);

/** Members keep their cart on the server (visitors in the browser) and see their orders in the profile. */
export const keepsServerCart = (viewer: Viewer | null | undefined) => !!viewer && !viewer.suspendedAt;

export const ownsOrder = (viewer: Viewer | null | undefined, order: { userId: string | null }) => isSelf(viewer, order.userId);
