import { useListMessages } from '@generated/users/hooks/messages/messages';

/** How many inbox messages are unread, for the menu badge. One small page; the count is global. */
export function useUnreadMessageCount(enabled: boolean): number | undefined {
  const query = useListMessages({ unreadOnly: true, page: 1, pageSize: 1 }, { query: { enabled } });
  return query.data?.unreadCount;
}
