import { useMutation } from '@tanstack/react-query';
import { hasCapability } from '@/lib/api/capabilities';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { ExternalLink, FileText } from 'lucide-react';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSingleFlight } from '@/lib/use-single-flight';
import { $selectedAssociationId, $userId } from '@/entities/session/model';
import { sendAssistantMessage, type AssistantChatResponse } from '../api/assistant-api';
import {
  conversationOf,
  emptyConversation,
  loadConversations,
  saveConversations,
  sessionStore,
  withoutConversation,
  withTurn,
  type Conversation,
  type Turn,
} from '../lib/conversation';
import {
  checkQuestion,
  MAX_QUESTION_LENGTH,
  questionLength,
  type QuestionCheck,
} from '../lib/question';
import { citationFor, isUnanswered, requestHandoff, splitLink } from '../lib/sources';

export interface AssistantPanelProps {
  /** SPEC §7 help-centre address, from the runtime configuration. */
  helpCenterUrl: string;
  /** A link in the panel was followed: the sheet closes so the page it opened is seen. */
  onNavigate: () => void;
}

interface Ask {
  associationId: number;
  userId: number;
  question: string;
  conversationId: string | null;
}

/**
 * Asks one question. The answer is kept before it is shown, so closing the panel while it is on
 * its way loses nothing; the stored conversation is the one of the association that was asked.
 */
async function ask({ associationId, userId, question, conversationId }: Ask) {
  const answer: AssistantChatResponse = await sendAssistantMessage({
    associationId,
    message: question,
    ...(conversationId ? { conversationId } : {}),
  });
  const storage = sessionStore();
  saveConversations(
    storage,
    withTurn(loadConversations(storage, userId), associationId, {
      conversationId: answer.conversationId,
      question,
      reply: answer.reply,
      sources: Array.isArray(answer.sources) ? answer.sources : [],
    }),
  );
  return answer;
}

/**
 * `?subject=…&description=…` for the new-request page to prefill its form. That page is another
 * feature's: until its route declares these two parameters they pass through untyped (the router
 * keeps search parameters a route does not validate).
 */
function handoffSearch(question: string): never {
  return requestHandoff(question) as never;
}

function readConversation(userId: number | null, associationId: number | null): Conversation {
  if (userId === null || associationId === null) return emptyConversation;
  return conversationOf(loadConversations(sessionStore(), userId), associationId);
}

/**
 * The rules assistant (SPEC §1, §8): questions about the association's rules, answered from its
 * documents with the sources linked; a plain "the documents do not answer this" with the offer to
 * send the question as a request; the SPEC §8 error with the help-centre link. Answers are text.
 */
export default function AssistantPanel({ helpCenterUrl, onNavigate }: AssistantPanelProps) {
  const { t } = useTranslation('assistant');
  const [userId, associationId] = useUnit([$userId, $selectedAssociationId]);
  // Bumped whenever the stored conversation changes; the one shown is always the stored one of
  // the selected association, so switching property shows that association's conversation.
  const [version, setVersion] = useState(0);
  const conversation = useMemo(
    () => readConversation(userId, associationId),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version marks a storage change.
    [userId, associationId, version],
  );
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Extract<QuestionCheck, { ok: false }> | null>(null);
  const [pendingQuestion, setPendingQuestion] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const flight = useSingleFlight();
  const inputId = useId();
  const counterId = `${inputId}-counter`;
  const errorId = `${inputId}-error`;

  const mutation = useMutation({
    mutationFn: ask,
    meta: { suppressErrorToast: true },
  });

  useEffect(() => {
    input.current?.focus();
  }, []);

  // The newest turn in view.
  const turnCount = conversation.turns.length;
  useEffect(() => {
    const list = log.current;
    if (list?.parentElement) list.parentElement.scrollTop = list.parentElement.scrollHeight;
  }, [turnCount, pendingQuestion]);

  const length = questionLength(text.trim());
  const over = length > MAX_QUESTION_LENGTH;

  const send = async () => {
    if (flight.isBusy()) return;
    const check = checkQuestion(text);
    input.current?.focus();
    if (!check.ok) {
      setProblem(check);
      return;
    }
    if (userId === null || associationId === null) return;
    await flight.run(async () => {
      setProblem(null);
      setFailed(false);
      setPendingQuestion(check.question);
      try {
        await mutation.mutateAsync({
          associationId,
          userId,
          question: check.question,
          conversationId: conversation.conversationId,
        });
        setText('');
        setVersion((v) => v + 1);
      } catch {
        // The question stays in the box, to send again.
        setFailed(true);
      } finally {
        setPendingQuestion(null);
        input.current?.focus();
      }
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter starts a new line (and an IME composition is left alone).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const startOver = () => {
    if (userId === null || associationId === null || flight.isBusy()) return;
    const storage = sessionStore();
    saveConversations(
      storage,
      withoutConversation(loadConversations(storage, userId), associationId),
    );
    setVersion((v) => v + 1);
    setFailed(false);
    input.current?.focus();
  };

  if (associationId === null) {
    return <p className="p-4">{t('noAssociation')}</p>;
  }

  const busy = pendingQuestion !== null;
  const problemText =
    problem?.problem === 'empty'
      ? t('errors.empty')
      : problem?.problem === 'tooLong'
        ? t('errors.tooLong', { max: MAX_QUESTION_LENGTH, count: problem.over })
        : null;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
        {conversation.turns.length === 0 && !busy ? (
          <p className="text-ink-muted">{t('intro')}</p>
        ) : null}
        <div ref={log} role="log" aria-live="polite" aria-label={t('conversation')}>
          <ol className="flex flex-col gap-4">
            {conversation.turns.map((turn) => (
              <TurnItem
                key={turn.id}
                turn={turn}
                associationId={associationId}
                onNavigate={onNavigate}
              />
            ))}
          </ol>
        </div>
        {busy ? (
          <div className="mt-4 flex flex-col gap-2">
            <p className="ml-8 self-end rounded-lg bg-surface-muted px-3 py-2 whitespace-pre-wrap [overflow-wrap:anywhere]">
              <span className="sr-only">{t('you')} </span>
              {pendingQuestion}
            </p>
            <p role="status" className="text-ink-muted">
              {t('thinking')}
            </p>
          </div>
        ) : null}
        {failed ? (
          <p role="alert" className="mt-4 rounded-md border border-danger p-3 text-danger">
            <WithLink
              text={t('errors.failed')}
              link={(label) => (
                <a
                  href={helpCenterUrl}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="font-semibold underline"
                >
                  {label}
                </a>
              )}
            />
          </p>
        ) : null}
      </div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
        className="flex flex-col gap-2 border-t border-line p-4"
      >
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('question')}
        </label>
        <textarea
          ref={input}
          id={inputId}
          rows={3}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={problemText ? true : undefined}
          aria-describedby={[problemText ? errorId : null, counterId].filter(Boolean).join(' ')}
          className={`min-h-11 w-full resize-y rounded-md border bg-surface px-3 py-2 text-base ${problemText ? 'border-danger' : 'border-line'}`}
        />
        {problemText ? (
          <p id={errorId} className="text-sm text-danger">
            {problemText}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={counterId} className={`text-sm ${over ? 'text-danger' : 'text-ink-muted'}`}>
            {t('counter', { count: length, max: MAX_QUESTION_LENGTH })}
          </p>
          <div className="flex flex-wrap gap-2">
            {conversation.turns.length > 0 ? (
              <Button variant="ghost" onClick={startOver} aria-disabled={busy}>
                {t('startOver')}
              </Button>
            ) : null}
            <Button type="submit" aria-disabled={busy}>
              {busy ? t('sending') : t('send')}
            </Button>
          </div>
        </div>
        <p className="text-xs text-ink-muted">{t('keyboardHint')}</p>
      </form>
    </div>
  );
}

function TurnItem({
  turn,
  associationId,
  onNavigate,
}: {
  turn: Turn;
  associationId: number;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('assistant');
  const unanswered = isUnanswered(turn.sources);
  return (
    <li className="flex flex-col gap-2">
      <p className="ml-8 self-end rounded-lg bg-surface-muted px-3 py-2 whitespace-pre-wrap [overflow-wrap:anywhere]">
        <span className="sr-only">{t('you')} </span>
        {turn.question}
      </p>
      <div className="mr-4 flex flex-col gap-2 rounded-lg border border-line px-3 py-2">
        <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">
          <span className="sr-only">{t('assistant')} </span>
          {turn.reply}
        </p>
        {unanswered ? (
          <div className="flex flex-col items-start gap-1 border-t border-line pt-2">
            <p className="font-semibold">{t('unanswered')}</p>
            {hasCapability('newRequests') ? (
              <Link
                to="/community/new-request"
                search={handoffSearch(turn.question)}
                onClick={onNavigate}
                className="inline-flex min-h-11 items-center font-semibold text-brand underline"
              >
                {t('handoff')}
              </Link>
            ) : null}
          </div>
        ) : (
          <div className="border-t border-line pt-2">
            <p className="text-sm font-semibold">{t('sources')}</p>
            <ul>
              {turn.sources.map((source, index) => {
                const citation = citationFor(source, associationId);
                return (
                  <li key={`${index}-${source.title}`}>
                    {citation.kind === 'document' ? (
                      <Link
                        to="/document/$associationId/$documentId/$name"
                        params={{
                          associationId: citation.associationId,
                          documentId: citation.documentId,
                          name: citation.name,
                        }}
                        onClick={onNavigate}
                        className="inline-flex min-h-11 items-center gap-1 text-brand underline [overflow-wrap:anywhere]"
                      >
                        <FileText aria-hidden="true" className="size-4 shrink-0" />
                        {citation.title}
                      </Link>
                    ) : citation.kind === 'link' ? (
                      <a
                        href={citation.href}
                        target="_blank"
                        rel="noreferrer noopener"
                        className="inline-flex min-h-11 items-center gap-1 text-brand underline [overflow-wrap:anywhere]"
                      >
                        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                        {citation.title}
                        <span className="sr-only"> {t('newTab')}</span>
                      </a>
                    ) : (
                      <span className="inline-flex min-h-11 items-center">{citation.title}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * A translated sentence with one `<link>…</link>` part made a link (react-i18next's Trans would
 * do it, at 2 KiB on the first page: the framework chunk holds all of react-i18next).
 */
function WithLink({ text, link }: { text: string; link: (label: string) => ReactNode }) {
  const { before, label, after } = splitLink(text);
  return (
    <>
      {before}
      {label === null ? null : link(label)}
      {after}
    </>
  );
}
