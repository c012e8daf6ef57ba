import { PUSHER_CONFIG_META_NAME, pusherClientConfig, type PusherClientConfig } from '../../shared/api';

/** The realtime config the server put in `<meta name="pusher-config">`, or null when absent or bad. */
export function readPusherConfig(doc: Document = document): PusherClientConfig | null {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${PUSHER_CONFIG_META_NAME}"]`)?.content;
  if (!content) return null;
  try {
    const parsed = pusherClientConfig.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
