import { createFileRoute } from '@tanstack/react-router';
import { MessageThreadPage } from '@/features/messages/components/message-thread-page';
import { parseIdParam } from '@/lib/route-params';

export const Route = createFileRoute('/_app/_authed/my/messages/$id')({
  params: {
    parse: (params) => ({ id: parseIdParam(params.id) }),
    stringify: (params) => ({ id: String(params.id) }),
  },
  component: MessageThreadRoute,
});

function MessageThreadRoute() {
  const { id } = Route.useParams();
  // A new id is a new page: nothing typed for one message carries over to another.
  return <MessageThreadPage key={id} id={id} />;
}
