import { createECDH, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, uniqueEmail, visit } from './fixtures';

/*
 * The Notifications tab's push settings (issue 26). Chromium here reaches no real push service, so
 * the browser's push manager is stood in for: a registration whose subscribe() gives a subscription
 * with real P-256 keys (the server checks them), and Notification's permission as each test sets it.
 */

async function signIn(page: Page) {
  const res = await page.request.post('/api/test/users', { data: { email: uniqueEmail('push'), firstName: 'Maya', lastName: 'Okafor' } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A stand-in push manager; `permission` is what Notification says before and after asking. */
async function fakePush(page: Page, permission: { before: NotificationPermission; after: NotificationPermission }) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = {
    endpoint: `https://push.example.org/send/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  await page.addInitScript(
    ({ subscription, permission }) => {
      let current: NotificationPermission = permission.before;
      let subscribed: unknown = null;
      const asked: string[] = [];
      (window as unknown as { pushAsked: string[] }).pushAsked = asked;
      Object.defineProperty(Notification, 'permission', { get: () => current });
      Notification.requestPermission = async () => {
        asked.push('permission');
        current = permission.after;
        return current;
      };
      const made = {
        endpoint: subscription.endpoint,
        options: { applicationServerKey: null },
        toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
        unsubscribe: async () => {
          subscribed = null;
          return true;
        },
      };
      const registration = {
        pushManager: {
          getSubscription: async () => subscribed,
          subscribe: async () => {
            asked.push('subscribe');
            subscribed = made;
            return made;
          },
        },
      };
      Object.defineProperty(navigator.serviceWorker, 'ready', { get: () => Promise.resolve(registration) });
    },
    { subscription, permission },
  );
  return subscription;
}

const openNotifications = async (page: Page) => {
  await visit(page, '/profile#notifications');
  await expect(page.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
};

test('each kind is chosen as e-mail, push, both or none, saved with the switches, by keyboard too', async ({ page }) => {
  await fakePush(page, { before: 'default', after: 'granted' });
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page);
  await openNotifications(page);
  const form = page.getByRole('form', { name: 'Notifications' });
  const messages = form.getByRole('group', { name: 'Private messages' });
  await expect(messages.getByRole('radio', { name: 'E-mail' })).toBeChecked();
  // Arrow keys move through a group.
  await messages.getByRole('radio', { name: 'E-mail' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(messages.getByRole('radio', { name: 'Push' })).toBeChecked();
  await expect(form.getByText('Push is not on for this device yet')).toBeVisible();

  // Forum replies' switch is its e-mail part: both move together.
  const forum = form.getByRole('group', { name: 'Forum replies' });
  await forum.getByRole('radio', { name: 'None' }).check();
  await expect(form.getByRole('switch', { name: 'Forum replies' })).not.toBeChecked();
  await form.getByRole('switch', { name: 'Forum replies' }).click();
  await expect(forum.getByRole('radio', { name: 'E-mail' })).toBeChecked();
  await form.getByRole('group', { name: 'Brace Tracker reminders' }).getByRole('radio', { name: 'Both' }).check();

  const saved = page.waitForRequest((r) => r.url().endsWith('/api/profile/notifications') && r.method() === 'PATCH');
  await form.getByRole('button', { name: 'Save Preferences' }).click();
  expect((await saved).postDataJSON()).toEqual({
    notificationPreferences: {
      emailNotifications: true,
      forumReplies: true,
      resourceUpdates: true,
      eventReminders: true,
      channels: { messages: 'push', buddy: 'email', forumReplies: 'email', eventReminders: 'email', braceReminders: 'both' },
    },
  });
  await expect(page.locator('[data-toast-viewport] li').filter({ hasText: 'Your notification preferences have been saved.' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);

  await page.reload();
  await expect(form.getByRole('group', { name: 'Private messages' }).getByRole('radio', { name: 'Push' })).toBeChecked();
  await expect(form.getByRole('group', { name: 'Brace Tracker reminders' }).getByRole('radio', { name: 'Both' })).toBeChecked();
});

test('push is asked for only after the click that explains it, then turned off again', async ({ page }) => {
  const subscription = await fakePush(page, { before: 'default', after: 'granted' });
  await signIn(page);
  await openNotifications(page);
  const device = page.getByRole('region', { name: 'Push notifications on this device' });
  await expect(device.getByText('A push notification is a short alert')).toBeVisible();
  const turnOn = device.getByRole('button', { name: 'Turn on push notifications' });
  await expect(turnOn).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { pushAsked: string[] }).pushAsked)).toEqual([]);

  const stored = page.waitForRequest((r) => r.url().endsWith('/api/push/subscriptions') && r.method() === 'POST');
  await turnOn.click();
  expect((await stored).postDataJSON()).toEqual({ endpoint: subscription.endpoint, keys: subscription.keys });
  await expect(device.getByText('Push notifications are on for this device.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { pushAsked: string[] }).pushAsked)).toEqual(['permission', 'subscribe']);
  await expect(page.getByText('Push is not on for this device yet')).toHaveCount(0);
  await expectAccessible(page);

  const removed = page.waitForRequest((r) => r.url().endsWith('/api/push/subscriptions') && r.method() === 'DELETE');
  await device.getByRole('button', { name: 'Turn off on this device' }).click();
  expect((await removed).postDataJSON()).toEqual({ endpoint: subscription.endpoint });
  await expect(device.getByRole('button', { name: 'Turn on push notifications' })).toBeVisible();
});

test('notifications blocked in the browser: says how to allow them, and offers no button', async ({ page }) => {
  await fakePush(page, { before: 'denied', after: 'denied' });
  await signIn(page);
  await openNotifications(page);
  const device = page.getByRole('region', { name: 'Push notifications on this device' });
  await expect(device.getByText('Notifications are blocked for this site in your browser.')).toBeVisible();
  await expect(device.getByRole('button')).toHaveCount(0);
});

test.describe('on an iPhone, in Safari rather than from the Home Screen', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1' });

  test('says push works once the site is on the Home Screen', async ({ page }) => {
    await signIn(page);
    await openNotifications(page);
    const device = page.getByRole('region', { name: 'Push notifications on this device' });
    await expect(device.getByText('On iPhone and iPad, push works once this site is on your Home Screen: tap Share, then Add to Home Screen, and open it from there.')).toBeVisible();
    await expect(device.getByRole('button')).toHaveCount(0);
  });
});
