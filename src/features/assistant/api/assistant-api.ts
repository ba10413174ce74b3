// The rules assistant: `POST /Assistant/Chat` of the users contract (the issue text says the
// associations contract; the contract puts it in users).
import { sendAssistantMessage } from '@generated/users/hooks/assistant/assistant';

export { sendAssistantMessage };
export type {
  AssistantChatRequest,
  AssistantChatResponse,
  AssistantSource,
} from '@generated/users/model';
