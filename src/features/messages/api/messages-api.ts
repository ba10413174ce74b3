import { essentialMeta } from '@/lib/api/query-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetMessageQueryKey,
  getGetMessageQueryOptions,
  getListMessagesQueryKey,
  getListMessagesQueryOptions,
  markMessageRead,
  replyToMessage,
} from '@generated/users/hooks/messages/messages';
import type { Message, MessageAttachment, MessagePage } from '@generated/users/model';

// The rest of the feature reads these types from here (only api/ may import generated/).
export type { Message, MessageAttachment, MessagePage };

/** SPEC §7: the inbox is paged; 20 a page as the service's default. */
export const INBOX_PAGE_SIZE = 20;

/** The screens show their own errors; no toast on top. */
const inline = { suppressErrorToast: true } as const;

export function useInbox(page: number) {
  return useQuery({
    ...getListMessagesQueryOptions(
      { page, pageSize: INBOX_PAGE_SIZE },
      { query: { meta: inline } },
    ),
    placeholderData: (previous) => previous,
  });
}

/**
 * One message. The message a page is about is `essential` (a 5xx opens the server error page); an
 * earlier one shown beside it is not.
 */
export function useMessage(
  id: number | undefined,
  { enabled = true, essential = false }: { enabled?: boolean; essential?: boolean } = {},
) {
  return useQuery({
    ...getGetMessageQueryOptions(id ?? 0, { query: { meta: essential ? essentialMeta : inline } }),
    enabled: enabled && id !== undefined,
  });
}

/**
 * Every inbox query (the pages and the unread badge's count, which share the `users:/Messages`
 * key), so they fetch again after a message is read or answered. A first read still on its way
 * is dropped first: invalidating joins it instead of asking again, and its answer may predate the
 * change (the badge's count, asked as the message page opens and marks the message read).
 */
function useInvalidateInbox() {
  const queryClient = useQueryClient();
  return async () => {
    const filters = { queryKey: [getListMessagesQueryKey()[0]] };
    await queryClient.cancelQueries(filters);
    await queryClient.invalidateQueries(filters);
  };
}

/**
 * Marks a message read (the page does it on opening; reading does not do it by itself) and then
 * refreshes the inbox and the unread count. Only the read flag of the cached message changes:
 * the rest of it is what the page already shows.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const invalidateInbox = useInvalidateInbox();
  return useMutation<Message, unknown, number>({
    meta: inline,
    mutationFn: (id) => markMessageRead(id, { read: true }),
    onSuccess: (_message, id) => {
      queryClient.setQueryData<Message>(getGetMessageQueryKey(id), (cached) =>
        cached ? { ...cached, read: true } : cached,
      );
      return invalidateInbox();
    },
  });
}

export function useReply(id: number) {
  const invalidateInbox = useInvalidateInbox();
  return useMutation<Message, unknown, string>({
    // The page says "Message failed to send." itself (SPEC §8).
    meta: inline,
    mutationFn: (message) => replyToMessage(id, { message }),
    onSuccess: () => invalidateInbox(),
  });
}
