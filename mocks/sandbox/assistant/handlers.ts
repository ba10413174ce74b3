// `POST /Assistant/Chat`: a question answered from the association's documents (search.ts), in
// a conversation of the asker's own that is kept in the tenant's database.
import { randomUUID } from 'node:crypto';
import type { operations } from '../../../generated/users/schema.d.ts';
import { DOCUMENTS_ASSOCIATION_ID } from '../governing-documents.ts';
import { problemOf, type Handlers } from '../handler.ts';
import { associationsOf, signedIn } from '../services/people.ts';
import { answerOf } from './answer.ts';
import { conceptsOf, findPassages, questionLanguage } from './search.ts';

export const assistantHandlers: Handlers<operations> = {
  async sendAssistantMessage(context) {
    const person = await signedIn(context);
    const { associationId, message, conversationId } = context.body;
    // Someone else's association is not theirs to ask about: as if it did not exist.
    if (!(await associationsOf(context, person)).includes(associationId))
      throw problemOf(context, 404);
    const question = message.trim();
    if (!question) throw problemOf(context, 422);
    const language = questionLanguage(question, context.headers['accept-language']);

    return context.db.transaction().execute(async (trx) => {
      let id = conversationId;
      let previous: { question: string; language: string } | undefined;
      if (id !== undefined) {
        const conversation = await trx
          .selectFrom('assistant_conversations')
          .select('id')
          .where('id', '=', id)
          .where('user_id', '=', person.userId)
          .where('association_id', '=', associationId)
          .executeTakeFirst();
        // Another person's conversation, or another association's, is not found either.
        if (!conversation) throw problemOf(context, 404);
        previous = await trx
          .selectFrom('assistant_messages')
          .select(['question', 'language'])
          .where('conversation_id', '=', id)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
      } else {
        id = randomUUID();
        await trx
          .insertInto('assistant_conversations')
          .values({
            id,
            user_id: person.userId,
            association_id: associationId,
            started_at: context.now.toISOString(),
          })
          .execute();
      }

      const association = await trx
        .selectFrom('associations')
        .select('name')
        .where('id', '=', associationId)
        .executeTakeFirstOrThrow();
      // The documents of governing-documents.ts are Maple Grove's; other associations have none.
      // Only a document whose file is still in the tenant is quoted (its link must open), under
      // the name it has there.
      const files =
        associationId === DOCUMENTS_ASSOCIATION_ID
          ? await trx
              .selectFrom('files')
              .select(['key', 'file_name'])
              .where('key', 'like', 'document:%')
              .execute()
          : [];
      const names = new Map(
        files.map((f) => [Number(f.key.slice('document:'.length)), f.file_name]),
      );
      const passages = findPassages(
        conceptsOf(question, language),
        previous ? conceptsOf(previous.question, previous.language === 'es' ? 'es' : 'en') : [],
        { available: new Set(names.keys()) },
      ).map((passage) => ({
        ...passage,
        fileName: names.get(passage.documentId) ?? passage.fileName,
      }));
      const { reply, sources } = answerOf(passages, language, association.name);
      await trx
        .insertInto('assistant_messages')
        .values({
          conversation_id: id,
          asked_at: context.now.toISOString(),
          language,
          question,
          reply,
          passages: JSON.stringify(passages.map((p) => p.key)),
          sources: JSON.stringify(sources),
        })
        .execute();
      return { status: 200 as const, body: { conversationId: id, reply, sources } };
    });
  },
};
