import { useMessageStream } from '../stream';

/** Mounted once by the app shell while a member is signed in; it draws nothing. */
export default function MessageStream({ userId }: { userId: string }) {
  useMessageStream(userId);
  return null;
}
